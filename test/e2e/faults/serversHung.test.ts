import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import t from 'tap';
import { stopEmbeddedPostgres } from '../../../platform/embeddedPostgres.ts';
import { stopEmbeddedRedis } from '../../../platform/embeddedRedis.ts';
import { serve, timedFetch, waitFor } from './helpers/processes.ts';

/** A process and every descendant (a hung PostgreSQL is its postmaster and all its backends). */
function tree(pid: number): number[] {
  const out = execFileSync('ps', ['-e', '-o', 'pid=,ppid='], { encoding: 'utf8' });
  const pairs = out
    .trim()
    .split('\n')
    .map((l) => l.trim().split(/\s+/).map(Number));
  const all = [pid];
  for (let i = 0; i < all.length; i++) for (const [p, pp] of pairs) if (pp === all[i]) all.push(p);
  return all;
}
const signal = (pids: number[], sig: NodeJS.Signals) => {
  for (const p of pids)
    try {
      process.kill(p, sig);
    } catch {
      /* gone */
    }
};

// Issue 13, item 7 (fails on the old code, where a query to a hung PostgreSQL waited forever): the
// embedded servers of `serve`'s own DATA_DIR (started by the real code path, on their own ports) are
// hung with SIGSTOP, not killed. Requests end in a bounded time (503 problem from the database,
// the Redis-down policy from Redis) and everything answers again after SIGCONT, without a restart.
t.test('embedded PostgreSQL and Redis hung (SIGSTOP): bounded answers, then recovery (SIGCONT)', async (t) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-hung-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', API_STATEMENT_TIMEOUT_MS: '1500' };
  const api = await serve(env, { projector: true });
  const stopped: number[] = [];
  t.teardown(async () => {
    signal(stopped, 'SIGCONT');
    await api.proc.kill('SIGKILL');
    stopEmbeddedPostgres(dataDir);
    stopEmbeddedRedis(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const get = (p: string, headers: Record<string, string> = {}) => timedFetch(api.base + p, { headers }, 20_000);
  await waitFor('the API to answer', async () => (await get('/api/v1/systems')).status === 200, 60_000, 250);
  const reg = await timedFetch(`${api.base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `hung-${process.pid}@example.com`, password: 'correct horse battery staple 9' }),
  });
  t.equal(reg.status, 201);
  const token = JSON.parse(reg.body).token as string;
  const issued = await timedFetch(`${api.base}/api/v1/auth/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'k' }),
  });
  const key = JSON.parse(issued.body).key as string;
  await waitFor(
    'the key to work',
    async () => (await get('/api/v1/systems', { authorization: `Bearer ${key}` })).status === 200,
    10_000,
  );

  // PostgreSQL hung
  const postmaster = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  const pg = tree(postmaster);
  stopped.push(...pg);
  signal(pg, 'SIGSTOP');
  // URLs never asked before: the response cache cannot answer them
  const during = await Promise.all(
    ['/api/v1/search?q=hung+truck', '/api/v1/systems/hung_system', '/api/v1/search?q=hung+bakery'].map((u) => get(u)),
  );
  for (const r of during) {
    t.equal(r.status, 503, 'a request to the hung database ends in a 503, not a hang');
    t.match(r.type, /application\/problem\+json/);
  }
  t.comment(`answered in ${during.map((r) => r.ms).join(', ')} ms`);
  signal(pg, 'SIGCONT');
  await waitFor('the database to answer again', async () => (await get('/api/v1/systems')).status === 200, 30_000, 250);
  t.pass('PostgreSQL continued: 200 again, same process');

  // Redis hung
  const redisPid = Number(readFileSync(path.join(dataDir, 'redis.pid'), 'utf8'));
  stopped.push(redisPid);
  signal([redisPid], 'SIGSTOP');
  const anon = await get('/api/v1/systems');
  t.equal(anon.status, 200, 'anonymous reads continue (the per-instance fallback limiter)');
  const keyed = await get('/api/v1/systems', { authorization: `Bearer ${key}` });
  t.equal(keyed.status, 503, 'an API key cannot be checked: 503 (fail closed), not a hang');
  t.match(keyed.type, /application\/problem\+json/);
  t.comment(`anonymous ${anon.ms} ms, keyed ${keyed.ms} ms with Redis hung`);
  signal([redisPid], 'SIGCONT');
  await waitFor(
    'keys to work again',
    async () => (await get('/api/v1/systems', { authorization: `Bearer ${key}` })).status === 200,
    30_000,
    250,
  );
  t.pass('Redis continued: keys are checked again');
  t.ok(api.proc.alive(), 'the same serve process throughout');
});
