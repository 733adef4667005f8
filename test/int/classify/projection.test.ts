import t from 'tap';
import { createProjectedDatabase } from '../../helpers/projectedDatabase.ts';
import { jobNode as node, registerTestJobs } from '../../helpers/testJobs.ts';
import { classifyProjection } from '../../../projections/classify/projector.ts';
import { classify } from '../../../projections/classify/classify.ts';

/** The classify projection through the real runner: adds, changes, removals, document frequencies, replay. */
t.test('classify index follows node events and replays to the same state', async (t) => {
  const { db, store, projector } = await createProjectedDatabase(t);
  const df = async (term: string) =>
    (await db.pool.query('SELECT df FROM classify_terms WHERE term = $1', [term])).rows[0]?.df ?? 0;
  const top = async (text: string) =>
    (await classify(db.pool, { text, systems: ['test_jobs'] })).standard_matches.map((m) => m.code);

  await registerTestJobs(
    store,
    [node('1', 'Drivers'), node('11', 'Truck drivers', '1', 'Drive heavy lorries.'), node('12', 'Bus drivers', '1')],
    [
      {
        type: 'SystemReleaseImported',
        data: {
          system: 'test_jobs',
          ingestionId: 'i1',
          release: '1',
          sourceHash: 'h1',
          counts: { nodes: 3, added: 3, changed: 0, removed: 0 },
        },
      },
    ],
  );
  await projector.catchUpOrWait(60_000);
  t.equal(await df('driver'), 3, 'driver in three documents');
  t.equal(await df('lorri'), 1, 'description stems are indexed');
  t.same(await top('truck driver'), ['11'], 'the code with every word');
  t.same(await top('drivers'), ['1', '11', '12'], 'the code saying exactly that first');
  t.same(await top('lorry'), ['11'], 'found through the description');

  await store.append(
    'system-test_jobs',
    [
      {
        type: 'NodesChanged',
        data: { system: 'test_jobs', nodes: [{ ...node('12', 'Coach drivers', '1'), changed: ['title'] }] },
      },
      { type: 'NodesRemoved', data: { system: 'test_jobs', codes: ['11'] } },
      {
        type: 'SystemReleaseImported',
        data: {
          system: 'test_jobs',
          ingestionId: 'i2',
          release: '2',
          sourceHash: 'h2',
          counts: { nodes: 2, added: 0, changed: 1, removed: 1 },
        },
      },
    ],
    'any',
  );
  await projector.catchUpOrWait(60_000);
  t.equal(await df('driver'), 2, 'frequency follows the removal');
  t.equal(await df('lorri'), 0);
  t.equal(await df('truck'), 0);
  t.equal(await df('coach'), 1, 'the new title is indexed');
  t.same(await top('coach'), ['12']);
  t.same(await top('lorry'), [], 'the removed code is gone');

  const snapshot = async () =>
    (
      await db.pool.query(
        `SELECT (SELECT json_agg(x ORDER BY system, code) FROM (SELECT system, code, doc::text FROM classify_docs) x) AS docs,
            (SELECT json_agg(y ORDER BY term) FROM (SELECT term, df FROM classify_terms WHERE df > 0) y) AS terms`,
      )
    ).rows[0];
  const before = await snapshot();
  await projector.reset([classifyProjection.name]);
  await projector.catchUpOrWait(60_000);
  t.same(await snapshot(), before, 'a rebuild from event 0 gives the same index');
});
