import t from 'tap';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { createPool } from '../../../platform/db.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { catalogProjection } from '../../../projections/catalog/projector.ts';
import { createTestDatabase } from '../../helpers/database.ts';

// During a long replay a handler's look-ups are planned without statistics: past ~5 M nodes the estimate of one
// system's rows passed jit_above_cost and every look-up compiled itself (docs/measurements/history.md, "ten times
// the graph"). The projector's transactions run without JIT, whatever the server's setting.
t.test("a projection's transactions run with JIT off", async (t) => {
  const db = await createTestDatabase({ logged: true }); // the sample in the log, nothing projected
  t.teardown(() => db.drop());
  await db.pool.query(`ALTER DATABASE ${new URL(db.url).pathname.slice(1)} SET jit = on`);
  const pool = createPool(db.url, 4); // its sessions start with the database's setting
  const store = createPgEventStore(pool, db.url);
  t.teardown(async () => {
    await store.close();
    await pool.end();
  });
  t.equal((await pool.query("SELECT current_setting('jit') AS v")).rows[0].v, 'on', 'the server compiles');

  const seen = new Set<string>();
  const watching: typeof catalogProjection = {
    ...catalogProjection,
    async handle(events, tx) {
      seen.add((await tx.query("SELECT current_setting('jit') AS v")).rows[0].v);
      await catalogProjection.handle(events, tx);
    },
  };
  await createProjector({ pool, store, projections: [watching], batchUnits: 50 }).catchUpOrWait();
  t.same([...seen], ['off'], 'every batch ran without JIT');
  t.equal((await pool.query("SELECT current_setting('jit') AS v")).rows[0].v, 'on', 'only for its transactions');
});
