import t from 'tap';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { projections } from '../../../projections/registry.ts';
import { deferIndexes } from '../../../projections/runtime/deferredIndexes.ts';
import { cleanGinPendingLists } from '../../../projections/runtime/ginPendingLists.ts';
import { createTestDatabase } from '../../helpers/database.ts';
import { readModelChecksums } from '../../helpers/readModel.ts';

const indexNames = async (db: { pool: any }) =>
  (await db.pool.query(`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() ORDER BY 1`)).rows.map(
    (r: any) => r.indexname,
  );

t.test('a long replay builds its indexes at the end and gives the same read model', async (t) => {
  const db = await createTestDatabase({ logged: true }); // the sample in the log, nothing projected
  const store = createPgEventStore(db.pool, db.url);
  t.teardown(async () => {
    await store.close();
    await db.drop();
  });
  const before = await indexNames(db);

  const logged: string[] = [];
  await createProjector({
    pool: db.pool,
    store,
    projections,
    bulkThreshold: 10,
    log: (m) => logged.push(m),
  }).catchUpOrWait();
  t.match(logged.join('\n'), /indexes set aside/, 'the replay set indexes aside');
  t.same(await indexNames(db), before, 'every index exists again afterwards');
  t.equal(
    (await db.pool.query('SELECT count(*)::int AS n FROM deferred_indexes')).rows[0].n,
    0,
    'nothing left deferred',
  );
  const bulk = await readModelChecksums(db.pool);

  const plain = createProjector({ pool: db.pool, store, projections, bulkThreshold: 1e9 });
  await plain.reset();
  await plain.catchUpOrWait();
  t.same(await readModelChecksums(db.pool), bulk, 'row for row the read model of a replay that kept its indexes');
});

t.test('a long replay leaves no GIN index reading through a pending list', async (t) => {
  // the coding aids' phrases are indexed by a GIN index the replay does not set aside: its rows went to the
  // pending list, which every classify look-up read through until autovacuum came (30-150 ms a classify)
  const db = await createTestDatabase({ official: true });
  const store = createPgEventStore(db.pool, db.url);
  t.teardown(async () => {
    await store.close();
    await db.drop();
  });
  const logged: string[] = [];
  const projector = createProjector({
    pool: db.pool,
    store,
    projections,
    bulkThreshold: 10,
    log: (m) => logged.push(m),
  });
  await projector.reset();
  await projector.catchUpOrWait();
  t.ok((await db.pool.query('SELECT 1 FROM classify_aid_phrases LIMIT 1')).rowCount, 'the aids are projected');
  t.equal(await cleanGinPendingLists(db.pool), 0, 'nothing pending when the replay has caught up');
  t.match(logged.join('\n'), /GIN pending lists \(\d+ pages\)/, 'the replay says how many pages it merged');
  // where autovacuum is off (as on this project's machines) a table the replay filled and did not analyze has no
  // statistics, and the classify look-ups over the aid phrases and term counts were planned blind
  const blind = await db.pool.query(
    `SELECT relname FROM pg_stat_user_tables
      WHERE relname IN ('classify_aid_phrases', 'classify_terms', 'classify_docs', 'node_labels')
        AND last_analyze IS NULL AND last_autoanalyze IS NULL ORDER BY 1`,
  );
  t.same(blind.rows, [], 'every table the replay filled has statistics');
});

t.test('indexes set aside by a replay that crashed are built by the next catch-up', async (t) => {
  const db = await createTestDatabase();
  const store = createPgEventStore(db.pool, db.url);
  t.teardown(async () => {
    await store.close();
    await db.drop();
  });
  const before = await indexNames(db);
  const dropped = await deferIndexes(db.pool, ['nodes', 'equivalences']); // as a crashed replay would leave them
  t.ok(dropped.includes('nodes_path') && dropped.includes('equivalences_target'), 'set aside');
  t.notOk((await indexNames(db)).includes('nodes_path'));
  await createProjector({ pool: db.pool, store, projections }).catchUpOrWait();
  t.same(await indexNames(db), before, 'the next catch-up built them');
});
