import t, { type Test } from 'tap';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { loadConfig } from '../../../platform/config.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { allProjections } from '../../../projections/registry.ts';
import { countriesProjection } from '../../../projections/countries/projector.ts';
import { createTestDatabase, type TestDatabase } from '../../helpers/database.ts';
import { readModelChecksums } from '../../helpers/readModel.ts';

// `rebuild` and a new projection version replay into copies of the tables and swap them in when
// caught up: readers see the whole current model all along, then the whole new one.
const config = loadConfig({ ...process.env, MEILI_URL: '' });

async function sample(t: Test): Promise<TestDatabase> {
  const db = await createTestDatabase({ sample: true });
  t.teardown(() => db.drop());
  return db;
}
const schemas = async (db: TestDatabase) =>
  (await db.pool.query(`SELECT nspname FROM pg_namespace WHERE nspname LIKE 'rebuild_%' ORDER BY 1`)).rows.map(
    (r) => r.nspname,
  );
const indexNames = async (db: TestDatabase) =>
  (await db.pool.query(`SELECT indexname FROM pg_indexes WHERE schemaname = 'public' ORDER BY 1`)).rows.map(
    (r) => r.indexname,
  );
const checkpoints = async (db: TestDatabase) =>
  (await db.pool.query('SELECT name, version, position FROM projection_checkpoints ORDER BY name')).rows;

t.test('rebuild: readers keep the whole model while it replays, then the rebuilt one is swapped in', async (t) => {
  const db = await sample(t);
  const store = createPgEventStore(db.pool, db.url);
  t.teardown(() => store.close());
  const before = await readModelChecksums(db.pool);
  const indexesBefore = await indexNames(db);
  const head = await store.headPosition();
  const seen: Promise<unknown>[] = [];
  const projector = createProjector({
    pool: db.pool,
    store,
    projections: allProjections({ pool: db.pool, config }),
    batchUnits: 400, // many small commits: a reader looks between them
    bulkThreshold: 10, // and the copies' indexes are set aside and built at the end
    onProgress: (p) => {
      if (p < head && seen.length < 3) seen.push(readModelChecksums(db.pool));
    },
  });
  await projector.rebuild();
  t.same(
    await schemas(db),
    [
      'rebuild_accounts',
      'rebuild_catalog',
      'rebuild_changes',
      'rebuild_classify',
      'rebuild_classify_aids',
      'rebuild_countries',
      'rebuild_equivalences',
      'rebuild_search',
      'rebuild_texts',
      'rebuild_watches',
    ].sort(),
  );
  t.equal((await projector.catchUpOrWait()) as string, 'ran');
  t.ok(seen.length > 0, 'read the model mid-replay');
  for (const s of await Promise.all(seen)) t.same(s, before, 'mid-replay, readers see the whole current model');
  t.same(await readModelChecksums(db.pool), before, 'the rebuilt model, row for row');
  t.same(await schemas(db), [], 'the copies became the live tables');
  t.same(await indexNames(db), indexesBefore, 'with the live tables’ index names');
  t.equal((await db.pool.query('SELECT count(*)::int AS n FROM deferred_indexes')).rows[0].n, 0, 'no index left aside');
  for (const c of await checkpoints(db)) {
    t.notMatch(c.name, /@next$/, 'no rebuild checkpoint left');
    t.equal(BigInt(c.position), head, `${c.name} at the head`);
  }
});

t.test('a projection whose version changed is rebuilt at start, and an interrupted rebuild resumes', async (t) => {
  const db = await sample(t);
  const store = createPgEventStore(db.pool, db.url);
  t.teardown(() => store.close());
  const before = await readModelChecksums(db.pool);
  const head = await store.headPosition();
  const v2 = { ...countriesProjection, version: countriesProjection.version + 1 };
  const logged: string[] = [];
  const ac = new AbortController();
  const first = createProjector({
    pool: db.pool,
    store,
    projections: [v2],
    batchUnits: 1,
    log: (m) => logged.push(m),
    onProgress: () => ac.abort(), // stop after the first batch
  });
  await first.tryLock();
  await first.catchUp(ac.signal);
  await first.unlock();
  t.match(logged.join('\n'), /countries was built by version 1, the code is version 2: rebuilding/);
  const mid = await checkpoints(db);
  const next = mid.find((c) => c.name === 'countries@next');
  t.ok(next && BigInt(next.position) < head, 'the rebuild stopped part-way');
  t.same(mid.find((c) => c.name === 'countries')?.version, 1, 'the live model is still version 1');
  t.same(await readModelChecksums(db.pool), before, 'and whole');

  await createProjector({ pool: db.pool, store, projections: [v2] }).catchUpOrWait();
  const after = await checkpoints(db);
  t.same(
    after.filter((c) => c.name.startsWith('countries')).map((c) => [c.name, c.version, BigInt(c.position)]),
    [['countries', 2, head]],
    'resumed and swapped in: version 2 at the head',
  );
  t.same(await readModelChecksums(db.pool), before, 'the same model');
  t.same(await schemas(db), []);
});
