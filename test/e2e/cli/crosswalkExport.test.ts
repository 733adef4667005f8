/** `taxonomy crosswalk <a> <b>` writes the bytes of GET /api/v1/crosswalks/{a}/{b}.sssom.tsv|.ttl. */
import t from 'tap';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { cliInProcess as inProcess } from '../../helpers/cliInProcess.ts';
import { createTestStack, ROOT } from '../../helpers/sampleApp.ts';

const CLI = path.join(ROOT, 'bin/taxonomy.js');
const cli = async (args: string[], env: Record<string, string>) => {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, REDIS_URL: '', ...env },
      maxBuffer: 64 * 2 ** 20,
    });
    return { code: 0, stdout, stderr };
  } catch (err: any) {
    return { code: err.code as number, stdout: err.stdout as string, stderr: err.stderr as string };
  }
};

t.test('the CLI export and the REST route send the same bytes', async (t) => {
  const { db, app } = await createTestStack(t, { env: { PUBLIC_URL: 'http://localhost:80' } });
  const env = { DATABASE_URL: db.url, PUBLIC_URL: 'http://localhost:80' }; // both name PUBLIC_URL, never a Host
  const rest = async (file: string) =>
    (await app.inject({ method: 'GET', url: `/api/v1/crosswalks/naics_2022/${file}` })).body;

  const sssom = await cli(['crosswalk', 'naics_2022', 'isic_rev4'], env);
  t.equal(sssom.code, 0, sssom.stderr);
  t.match(sssom.stdout, /^# curie_map:\n/, 'SSSOM by default, metadata block first');
  t.match(sssom.stdout, /\nnaics_2022:\d+\t[^\t]*\tskos:\w+Match\tisic_rev4:\d{4}\t/, 'rows name both codes');
  t.equal(sssom.stdout, await rest('isic_rev4.sssom.tsv'), 'SSSOM: same bytes as the REST route');

  const dir = mkdtempSync(path.join(os.tmpdir(), 'crosswalk-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const out = path.join(dir, 'pair.ttl');
  const ttl = await cli(['crosswalk', 'naics_2022', 'isic_rev4', '--format', 'ttl', '--out', out], env);
  t.equal(ttl.code, 0, ttl.stderr);
  t.equal(ttl.stdout, '', '--out leaves stdout empty');
  t.equal(readFileSync(out, 'utf8'), await rest('isic_rev4.ttl'), 'Turtle: same bytes as the REST route');

  // the refusals through the same dispatcher in this process (the two runs above are the real processes)
  const saved = { ...process.env };
  t.teardown(() => {
    process.env = saved;
  });
  Object.assign(process.env, { ...env, REDIS_URL: '' });
  const unknown = await inProcess(['crosswalk', 'naics_2022', 'isic_rev9']);
  t.equal(unknown.code, 1);
  t.match(
    unknown.stderr,
    /^taxonomy crosswalk: unknown system 'isic_rev9' \(did you mean .*isic_rev4/,
    'an unknown system is named',
  );
  t.equal((await inProcess(['crosswalk', 'naics_2022', 'isic_rev4', '--format', 'xml'])).code, 2, 'bad format: usage');
  t.equal((await inProcess(['crosswalk', 'naics_2022'])).code, 2, 'one system: usage');
  process.env = saved;
});
