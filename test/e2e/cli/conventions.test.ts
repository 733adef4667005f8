import t from 'tap';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { commands } from '../../../cli/commands.ts';
import { cliInProcess as inProcess } from '../../helpers/cliInProcess.ts';
import { createTestStack, ROOT } from '../../helpers/sampleApp.ts';

const CLI = path.join(ROOT, 'bin/taxonomy.js');
const cli = async (args: string[], env: Record<string, string> = {}, cwd = ROOT) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], {
      cwd,
      env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (err: any) {
    return { code: err.code as number, stdout: err.stdout as string, stderr: err.stderr as string };
  }
};

t.test('--version, help <command> and <command> --help exit 0', async (t) => {
  // the process itself: exit codes and stdout of a real `taxonomy` start
  const v = await cli(['--version']);
  t.equal(v.code, 0);
  t.match(v.stdout, /^taxonomy \d+\.\d+\.\d+\n$/);
  const spawned = await cli(['ingest', '-h']);
  t.equal(spawned.code, 0, 'ingest -h');
  t.equal((await cli(['help', 'nosuch'])).code, 2, 'help for an unknown command is a usage error');
  // every page through the same dispatcher, in this process
  t.equal(spawned.stdout, (await inProcess(['help', 'ingest'])).stdout, "the process prints the dispatcher's page");
  for (const name of Object.keys(commands)) {
    const a = await inProcess(['help', name]);
    t.equal(a.code, 0, `help ${name}`);
    t.match(a.stdout, `Usage: taxonomy ${name}`);
    const b = await inProcess([name, '--help']);
    t.equal(b.code, 0, `${name} --help`);
    t.equal(b.stdout, a.stdout, `${name} --help shows the same page`);
  }
  t.equal((await inProcess(['help', 'nosuch'])).code, 2, 'in process too');
});

t.test('read-only commands never create a database', async (t) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-empty-'));
  t.teardown(() => rmSync(dataDir, { recursive: true, force: true }));
  const status = await cli(['status'], { DATA_DIR: dataDir }); // one real process: its exit code
  t.equal(status.code, 1, 'status fails');
  t.match(status.stderr, `no data in DATA_DIR=${dataDir}`, 'status says where it looked');
  // the others in this process, with the same environment
  const saved = { ...process.env };
  t.teardown(() => {
    process.env = saved;
  });
  Object.assign(process.env, { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' });
  for (const args of [['export', path.join(dataDir, 'out')], ['mcp'], ['crosswalk', 'a', 'b']]) {
    const r = await inProcess(args);
    t.equal(r.code, 1, `${args[0]} fails`);
    t.match(r.stderr, `no data in DATA_DIR=${dataDir}`, `${args[0]} says where it looked`);
  }
  process.env = saved;
  t.notOk(existsSync(path.join(dataDir, 'postgres')), 'no PostgreSQL cluster was created');
});

t.test('the printed MCP configuration works from another directory', async (t) => {
  const { db } = await createTestStack(t);
  const r = await cli(['mcp', '--config'], { DATABASE_URL: db.url });
  t.equal(r.code, 0);
  const server = JSON.parse(r.stdout).mcpServers.taxonomy;
  t.ok(path.isAbsolute(server.command), 'the command is absolute');
  t.ok(path.isAbsolute(server.args[0]), 'the CLI entry is absolute');
  t.notOk(server.args.includes('taxonomy'), 'no bare package name (npx would resolve another package)');
  t.same(server.env, { DATABASE_URL: db.url });

  const relative = await cli(['mcp', '--config'], { DATA_DIR: 'rel/data' }, os.tmpdir());
  t.equal(JSON.parse(relative.stdout).mcpServers.taxonomy.env.DATA_DIR, path.join(os.tmpdir(), 'rel/data'));

  const transport = new StdioClientTransport({
    command: server.command,
    args: server.args,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...server.env },
    cwd: '/',
    stderr: 'ignore',
  });
  const client = new Client({ name: 'host', version: '1.0.0' });
  await client.connect(transport);
  t.teardown(() => client.close());
  const listed = await client.callTool({ name: 'list_classification_systems', arguments: { limit: 100 } });
  const content = listed.structuredContent as { total: number };
  t.ok(content.total >= 25, `the host sees the sample's systems (${content.total})`);
});
