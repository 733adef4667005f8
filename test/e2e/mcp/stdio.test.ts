import t from 'tap';
import { spawn } from 'node:child_process';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { createTestStack, ROOT } from '../../helpers/sampleApp.ts';
import { exerciseServer } from '../../int/mcp/exercise.ts';

// The real server as an agent host runs it: `node bin/taxonomy.js mcp` over stdio, on the sample corpus.
t.test('taxonomy mcp over stdio', async (t) => {
  const { db } = await createTestStack(t);
  const env = { ...process.env, DATABASE_URL: db.url } as Record<string, string>;
  let stderr = '';
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['bin/taxonomy.js', 'mcp'],
    cwd: ROOT,
    env,
    stderr: 'pipe',
  });
  transport.stderr?.on('data', (d) => {
    stderr += d;
  });
  const client = new Client({ name: 'tap', version: '1.0.0' });
  await client.connect(transport);
  const pid = transport.pid!;
  t.teardown(() => {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  });

  await exerciseServer(t, client);

  t.test('logs go to stderr and closing stdin stops the server', async (t) => {
    t.match(stderr, /serving over stdio/, 'stderr carries the log line (stdout carries only the protocol)');
    await client.close();
    t.ok(await waitExit(pid), 'the server exits once the client closes stdin');
  });

  t.test('SIGTERM stops it cleanly', async (t) => {
    const child = spawn(process.execPath, ['bin/taxonomy.js', 'mcp'], {
      cwd: ROOT,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    t.teardown(() => {
      child.stdin.end();
      child.kill('SIGKILL');
    });
    let log = '';
    child.stderr.on('data', (d) => {
      log += d;
    });
    const ready = new Promise<void>((resolve) =>
      child.stderr.on('data', () => {
        if (/serving over stdio/.test(log)) resolve();
      }),
    );
    await ready;
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    t.equal(await exit, 0, 'exit code 0');
    t.match(log, /stopped \(SIGTERM\)/);
  });
});

async function waitExit(pid: number): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}
