import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import t from 'tap';
import { keepAlive } from '../../../platform/db.ts';
import { embeddedPostgresPid, stopEmbeddedPostgres } from '../../../platform/embeddedPostgres.ts';
import { embeddedRedisPid, stopEmbeddedRedis } from '../../../platform/embeddedRedis.ts';
import { serve, sleep, timedFetch, waitFor, type Timed } from './helpers/processes.ts';

const APPEND_LOCK = 7_401_002; // commands/eventStore/pgEventStore.ts: every append waits for it

// Issue 33, row 2 and the supervisor (fails on the old code: serve exited with "Unhandled 'error' event ...
// Connection terminated unexpectedly", and nothing started the embedded servers again). `serve` on its
// own DATA_DIR's embedded PostgreSQL and Redis; key creations wait inside their transactions (the append
// lock held from another session) when PostgreSQL shuts down fast (SIGINT: every session ends mid-write).
// serve stays up, its supervisor starts PostgreSQL again (/health says so meanwhile), a key made before
// works; then the embedded Redis is killed (SIGKILL) and started again too.
t.test('embedded PostgreSQL shut down under writes, Redis killed: serve survives and restarts them', async (t) => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-restart-'));
  const api = await serve(
    { DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', LOG_LEVEL: 'info' },
    { projector: true },
  );
  const holders: pg.Client[] = []; // the session holding the append lock
  t.teardown(async () => {
    for (const h of holders) await h.end().catch(() => {});
    await api.proc.kill('SIGKILL');
    stopEmbeddedPostgres(dataDir);
    stopEmbeddedRedis(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });
  const get = (p: string, headers: Record<string, string> = {}) => timedFetch(api.base + p, { headers }, 20_000);
  const post = (p: string, body: unknown, token: string) =>
    timedFetch(
      api.base + p,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      },
      20_000,
    );
  await waitFor('the API to answer', async () => (await get('/api/v1/systems')).status === 200, 60_000, 250);
  const reg = await timedFetch(`${api.base}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `restart-${process.pid}@example.com`, password: 'correct horse battery staple 9' }),
  });
  t.equal(reg.status, 201, 'registered');
  const token = JSON.parse(reg.body).token as string;
  const key = JSON.parse((await post('/api/v1/auth/keys', { name: 'before' }, token)).body).key as string;
  const keyWorks = async () => (await get('/api/v1/systems', { authorization: `Bearer ${key}` })).status === 200;
  // the server accepts connections a moment before the supervisor's start() returns and logs it
  const logged = (line: RegExp) =>
    waitFor('the restart to be logged', () => line.test(api.proc.output()), 30_000, 250).then(
      () => true,
      () => false,
    );
  await waitFor('the key to work', keyWorks, 20_000, 250);

  // writes holding their clients: the append lock is held by another session, so each key creation
  // waits inside its transaction (a client checked out of serve's pool) when the server goes away
  const port = Number(readFileSync(path.join(dataDir, 'postgres.port'), 'utf8'));
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const holder = keepAlive(
    new pg.Client({ connectionString: `postgres://taxonomy:${password}@127.0.0.1:${port}/taxonomy` }),
  );
  holders.push(holder);
  await holder.connect();
  await holder.query('BEGIN');
  await holder.query('SELECT pg_advisory_xact_lock($1)', [APPEND_LOCK]);
  const writes = Array.from({ length: 8 }, (_, i) => post('/api/v1/auth/keys', { name: `during-${i}` }, token));
  await sleep(1000);
  const postmaster = embeddedPostgresPid(dataDir);
  t.ok(postmaster, 'the embedded PostgreSQL runs');
  const health: Timed[] = [];
  let watching = true;
  const watchHealth = (async () => {
    while (watching) {
      health.push(await timedFetch(`${api.base}/api/v1/health`, {}, 5000));
      await sleep(50);
    }
  })();
  process.kill(postmaster!, 'SIGINT'); // fast shutdown: every session ends, those mid-transaction too
  const during = await Promise.all(writes);
  t.ok(
    during.every((r) => r.status === 503 || r.status === 201),
    `the key creations in flight end in 503 or 201 (${during.map((r) => r.status).join(', ')}), none in a dropped connection`,
  );
  await sleep(3000);
  t.ok(api.proc.alive(), 'serve did not exit when PostgreSQL went away under its writes');
  await waitFor('the key made before to work again', keyWorks, 60_000, 250);
  watching = false;
  await watchHealth;
  t.ok(embeddedPostgresPid(dataDir) !== postmaster, 'a new PostgreSQL server runs');
  t.ok(await logged(/embedded PostgreSQL restarted/), 'the restart is logged');
  t.ok(
    health.some((h) => h.status === 503 && /embedded PostgreSQL stopped .* being restarted/.test(h.body)),
    '/health said the embedded PostgreSQL was being restarted meanwhile',
  );
  t.equal((await post('/api/v1/auth/keys', { name: 'after' }, token)).status, 201, 'keys are made again');

  // Redis killed
  const redis = embeddedRedisPid(dataDir);
  t.ok(redis, 'the embedded Redis runs');
  process.kill(redis!, 'SIGKILL');
  await waitFor('the key to work after Redis was killed', keyWorks, 60_000, 250);
  t.ok(embeddedRedisPid(dataDir) && embeddedRedisPid(dataDir) !== redis, 'a new redis-server runs');
  t.ok(await logged(/embedded Redis restarted/), 'the restart is logged');
  t.ok(api.proc.alive(), 'the same serve process throughout');
});
