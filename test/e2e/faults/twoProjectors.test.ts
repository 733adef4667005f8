import t from 'tap';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { miniBundle } from './helpers/miniBundle.ts';
import { sleep, taxonomy, waitFor, type Proc } from './helpers/processes.ts';
import { faultStack } from './helpers/stack.ts';

const PROJECTOR_LOCK = 7_401_003;
const WAITING = /another projector holds the lock; waiting/;

// Fault 2: two `taxonomy project` processes started at once: one works, the other waits on the
// advisory lock; SIGKILL the working one and the waiting one takes over.
t.test('two projectors: one works, one waits; killing the first hands over', async (t) => {
  const s = await faultStack(t);
  await ingestBundle(s.store, miniBundle(['isic_rev4', 'nace_rev2', 'itil4']), { quiet: true });

  const env = { ...s.env, LOG_LEVEL: 'info' }; // the wait is announced at info level
  const procs = [taxonomy(['project'], env), taxonomy(['project'], env)];
  t.teardown(async () => {
    for (const p of procs) await p.kill('SIGKILL');
  });
  const { head } = await s.progress();
  await waitFor('one projector to reach the head', async () => (await s.progress()).min >= head, 120_000, 200);
  const waiter = await waitFor(
    'one projector to report that it waits',
    () => procs.find((p) => WAITING.test(p.output())),
    30_000,
  );
  const worker = procs.find((p) => p !== waiter) as Proc;
  t.notMatch(worker.output(), WAITING, 'the other one took the lock and projected');
  t.equal(await lockHolders(s), 1, 'exactly one session holds the projector lock');
  const { rows } = await s.db.pool.query('SELECT count(*)::int AS n FROM nodes');
  t.equal(rows[0].n, 766 + 996 + 26, 'every node projected once');

  worker.child.kill('SIGKILL');
  await worker.exited;
  t.ok(waiter.alive(), 'the waiting projector is still running');
  await ingestBundle(s.store, miniBundle(['isco_08', 'soc_2018']), { quiet: true }); // new events only the survivor can project
  const { head: head2 } = await s.progress();
  await waitFor(
    'the survivor to take over and project the new events',
    async () => (await s.progress()).min >= head2,
    60_000,
    200,
  );
  t.equal(await lockHolders(s), 1, 'the survivor now holds the lock');
  const { rows: after } = await s.db.pool.query('SELECT count(*)::int AS n FROM nodes');
  t.equal(after[0].n, 766 + 996 + 26 + 613 + 1447, 'the new systems are projected, once');
  await sleep(200);
  t.ok(waiter.alive(), 'the survivor keeps running');
});

async function lockHolders(s: {
  db: { pool: { query: (q: string, v: unknown[]) => Promise<{ rows: { n: number }[] }> } };
}): Promise<number> {
  const { rows } = await s.db.pool.query(
    `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND granted AND objid = $1 AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`,
    [PROJECTOR_LOCK],
  );
  return rows[0].n;
}
