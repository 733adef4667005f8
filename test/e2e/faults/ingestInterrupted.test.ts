import t, { type Test } from 'tap';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import type { EventStore } from '../../../commands/eventStore/port.ts';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { projections } from '../../../projections/registry.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/database.ts';
import { contentChecksums, duplicateImports } from './helpers/content.ts';
import { miniBundle, SMALL_SYSTEMS } from './helpers/miniBundle.ts';
import { fixture } from './helpers/processes.ts';

// Fault 5: an ingestion SIGKILLed at three different points (early in the systems, half-way, in
// the crosswalks) and run again: the final state equals one clean ingestion, and no release or
// crosswalk is imported twice for the same source hash.
const bundle = miniBundle(SMALL_SYSTEMS);

async function database(t: Test): Promise<{ db: TestDatabase; store: EventStore }> {
  const db = await createTestDatabase();
  const store = createPgEventStore(db.pool, db.url);
  t.teardown(async () => {
    await store.close();
    await db.drop();
  });
  return { db, store };
}
const project = (db: TestDatabase, store: EventStore) =>
  createProjector({ pool: db.pool, store, projections }).catchUpOrWait(120_000);

t.test('an ingestion killed at three points and re-run equals one clean ingestion', async (t) => {
  const clean = await database(t);
  await ingestBundle(clean.store, bundle, { quiet: true });
  await project(clean.db, clean.store);
  const expected = await contentChecksums(clean.db.pool);
  const { rows } = await clean.db.pool.query('SELECT count(*)::int AS n FROM events');
  t.ok(
    expected.nodes.rows > 5000 && expected.equivalences.rows > 0,
    `clean: ${expected.nodes.rows} nodes, ${expected.equivalences.rows} edges, ${rows[0].n} events`,
  );

  const systems = SMALL_SYSTEMS.length;
  // appends: 1 IngestionStarted, then one per system release, one per crosswalk pair, countries, end
  for (const point of [2, 1 + Math.ceil(systems / 2), systems + 3]) {
    t.test(`killed after append ${point}`, async (t) => {
      const { db, store } = await database(t);
      const child = fixture('ingestChild.ts', [db.url, bundle]);
      await child.waitForOutput(new RegExp(`^append ${point}$`, 'm'), 120_000);
      child.child.kill('SIGKILL');
      const exit = await child.exited;
      t.equal(exit.signal, 'SIGKILL', 'the ingestion was killed');
      t.notMatch(child.output(), /^done$/m, 'before it finished');

      await ingestBundle(store, bundle, { quiet: true }); // the re-run
      await project(db, store);
      t.same(
        await contentChecksums(db.pool),
        expected,
        'systems, nodes, history, releases, edges and countries equal a clean ingestion',
      );
      t.same(await duplicateImports(db.pool), [], 'no release or crosswalk imported twice with the same source hash');
      const { rows: ing } = await db.pool.query(
        'SELECT status, count(*)::int AS n FROM ingestions GROUP BY 1 ORDER BY 1',
      );
      t.same(
        ing,
        [
          { status: 'completed', n: 1 },
          { status: 'started', n: 1 },
        ],
        'the killed ingestion stays "started"; the re-run completed',
      );
    });
  }
});
