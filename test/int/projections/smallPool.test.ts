import t from 'tap';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { createPool } from '../../../platform/db.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import type { Projection } from '../../../projections/runtime/projection.ts';
import { projections } from '../../../projections/registry.ts';
import { createTestDatabase } from '../../helpers/database.ts';
import { readModelChecksums } from '../../helpers/readModel.ts';

// PostgreSQL as slow as on a loaded machine: every projection's transaction takes SLOW_S longer, far more than
// the pool lets a caller wait for a connection (WAIT_MS)
const SLOW_S = 1.5;
const WAIT_MS = 500;
const slow = (p: Projection): Projection => ({
  ...p,
  async handle(events, tx) {
    await tx.query('SELECT pg_sleep($1)', [SLOW_S]);
    await p.handle(events, tx);
  },
});

t.test('a projector with more projections than pool connections catches up while PostgreSQL is slow', async (t) => {
  const db = await createTestDatabase({ logged: true }); // the sample in the log, nothing projected
  // four connections: the lock's session, and three for the transactions of each batch's projections (nine)
  const pool = createPool(db.url, 4, { connectionTimeoutMs: WAIT_MS });
  const store = createPgEventStore(pool, db.url);
  t.teardown(async () => {
    await store.close();
    await pool.end();
    await db.drop();
  });
  // opened before the clock matters: what is timed below is the wait for a busy pool, never a slow connect
  const opened = await Promise.all([1, 2, 3, 4].map(() => pool.connect()));
  for (const c of opened) c.release();
  t.ok(projections.length > 3, `more projections (${projections.length}) than connections for them`);

  await createProjector({ pool, store, projections: projections.map(slow) }).catchUpOrWait();

  const head = await store.headPosition();
  const { rows } = await pool.query<{ p: string }>(
    'SELECT min(position) AS p FROM projection_checkpoints WHERE name = ANY($1)',
    [projections.map((p) => p.name)],
  );
  t.equal(BigInt(rows[0].p), head, 'every projection reached the head of the log');
  const clean = await createTestDatabase({ sample: true }); // the same log projected on a roomy pool
  t.teardown(() => clean.drop());
  t.same(await readModelChecksums(pool), await readModelChecksums(clean.pool), 'the read model of a clean run');
});

t.test('a catch-up that could not get a connection in time is taken up again where it stands', async (t) => {
  const db = await createTestDatabase({ logged: true }); // the sample in the log, nothing projected
  const pool = createPool(db.url, 4, { connectionTimeoutMs: WAIT_MS });
  const store = createPgEventStore(pool, db.url);
  // three of the four connections busy with other work (serve's background builders share this pool) for longer
  // than a caller may wait: the projector gets the fourth for its lock, and none for its first statements
  const held = await Promise.all([1, 2, 3].map(() => pool.connect()));
  const release = () => held.splice(0).forEach((c) => c.release());
  const freed = setTimeout(release, 4 * WAIT_MS);
  t.teardown(async () => {
    clearTimeout(freed);
    release(); // a pool ends once every client is back
    await store.close();
    await pool.end();
    await db.drop();
  });
  const logged: string[] = [];
  const how = await createProjector({ pool, store, projections, log: (m) => logged.push(m) }).catchUpOrWait();

  t.equal(how, 'ran', 'the catch-up finished');
  t.match(logged.join('\n'), /timeout exceeded when trying to connect; trying again \(1 of \d+\)/, 'after a retry');
  const { rows } = await pool.query<{ p: string }>(
    'SELECT min(position) AS p FROM projection_checkpoints WHERE name = ANY($1)',
    [projections.map((p) => p.name)],
  );
  t.equal(BigInt(rows[0].p), await store.headPosition(), 'every projection reached the head of the log');
});
