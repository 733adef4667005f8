import t from 'tap';
import pg from 'pg';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { createProjector, PROJECTOR_LOCK } from '../../../projections/runtime/runner.ts';
import { projections } from '../../../projections/registry.ts';
import { createTestDatabase } from '../../helpers/database.ts';

// A caller of catchUpOrWait (ingest, tests, `rebuild`) that finds another projector holding the lock
// waits for it. If that projector dies before catching up (SIGKILL, a lost connection), its lock goes
// with its session: the waiter takes over and catches up itself instead of waiting for nobody until its
// timeout. (Seen in CI: a projector killed by a test still held the lock for a moment after its process
// had exited, and the next catchUpOrWait waited 30 minutes.)
t.test('catchUpOrWait takes over when the projector holding the lock dies', async (t) => {
  const db = await createTestDatabase({ logged: true }); // the sample in the log, nothing projected
  const store = createPgEventStore(db.pool, db.url);
  t.teardown(async () => {
    await store.close();
    await db.drop();
  });
  const holder = new pg.Client({ connectionString: db.url });
  await holder.connect();
  await holder.query('SELECT pg_advisory_lock($1)', [PROJECTOR_LOCK]); // another projector's session

  const waiter = createProjector({ pool: db.pool, store, projections }).catchUpOrWait(20_000);
  await new Promise((r) => setTimeout(r, 1000));
  await holder.end(); // the holder dies: its session, and with it the lock, is gone
  t.equal(await waiter, 'ran', 'the waiter took the lock and caught up itself');
  const head = await store.headPosition();
  const { rows } = await db.pool.query('SELECT min(position) AS p FROM projection_checkpoints');
  t.equal(BigInt(rows[0].p), head, 'every projection reached the head');
});
