import t from 'tap';
import { createPool } from '../../../platform/db.ts';
import { everyTurnUntilAborted, withBuildLock } from '../../../platform/backgroundBuild.ts';
import { createTestDatabase } from '../../helpers/database.ts';

// The background builders (stored translation answers, the classify model, the downloads) take turns per
// database through withBuildLock, and run beside the projector through everyTurnUntilAborted.

const db = await createTestDatabase({ migrate: false });
const pool = createPool(db.url, 4);
t.teardown(async () => {
  await pool.end();
  await db.drop();
});
const KEY = 424_242;
const lockHolders = async () =>
  (
    await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted`,
      [KEY],
    )
  ).rows[0].n;

t.test('one builder at a time: a second is told busy at once, and the lock is free after', async (t) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let started!: () => void;
  const running = new Promise<void>((r) => (started = r));
  const first = withBuildLock(pool, KEY, async () => {
    started();
    await held;
    return { state: 'built' as const };
  });
  await running;
  t.equal(await lockHolders(), 1, 'the first holds the lock while it builds');
  t.same(await withBuildLock(pool, KEY, async () => ({ state: 'built' as const })), { state: 'busy' }, 'busy');
  release();
  t.same(await first, { state: 'built' }, "the first builder's answer");
  t.equal(await lockHolders(), 0, 'released');
  t.same(await withBuildLock(pool, KEY, async () => 'again'), 'again', 'the next builder gets it');
});

t.test('a build that throws releases the lock', async (t) => {
  await t.rejects(
    withBuildLock(pool, KEY, async () => {
      throw new Error('broken build');
    }),
    /broken build/,
  );
  t.equal(await lockHolders(), 0, 'released');
});

t.test('a lock session that was terminated is not given back to the pool', async (t) => {
  const before = pool.totalCount;
  const r = await withBuildLock(pool, KEY, async () => {
    // PostgreSQL drops the lock's session (a restart, an operator's pg_terminate_backend)
    await pool.query(
      `SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = $1 AND granted`,
      [KEY],
    );
    return 'built';
  });
  t.equal(r, 'built', 'the build finishes');
  t.ok(pool.totalCount < before + 1, 'the dead connection left the pool');
  const again = await withBuildLock(pool, KEY, async () => (await pool.query('SELECT 1 AS one')).rows[0].one);
  t.equal(again, 1, 'the pool still works, and the next builder takes the lock');
});

t.test('turns run until aborted; a failed turn is reported and the next one tries again', async (t) => {
  const abort = new AbortController();
  const failures: string[] = [];
  let turns = 0;
  await everyTurnUntilAborted(
    abort.signal,
    1,
    async () => {
      turns++;
      if (turns === 2) throw new Error('turn 2 failed');
      if (turns === 4) abort.abort();
    },
    (err) => failures.push(err.message),
  );
  t.equal(turns, 4, 'four turns, the last one aborting');
  t.same(failures, ['turn 2 failed'], 'the failure was reported once, and the loop went on');
});
