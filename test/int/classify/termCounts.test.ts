import t from 'tap';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { classifyProjection } from '../../../projections/classify/projector.ts';
import { classify } from '../../../projections/classify/classify.ts';
import { projections } from '../../../projections/registry.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { createTestDatabase } from '../../helpers/database.ts';

/**
 * A long replay (indexes set aside) counts the classify document frequencies once at its end; a short
 * catch-up moves them per batch. Both must give the frequencies the documents hold, stem for stem.
 */
t.test('document frequencies: a long replay counts what an incremental one counts', async (t) => {
  const db = await createTestDatabase({ logged: true }); // the sample in the log, nothing projected
  const store = createPgEventStore(db.pool, db.url);
  t.teardown(async () => {
    await store.close();
    await db.drop();
  });
  const projector = (bulkThreshold: number) =>
    createProjector({ pool: db.pool, store, projections: [classifyProjection], bulkThreshold });
  const terms = async () =>
    (
      await db.pool.query<{ term: string; df: number }>(
        'SELECT term, df FROM classify_terms WHERE df > 0 ORDER BY term',
      )
    ).rows;
  const counted = async () =>
    (
      await db.pool.query<{ term: string; df: number }>(
        `SELECT word AS term, ndoc AS df FROM ts_stat('SELECT doc FROM classify_docs') ORDER BY word`,
      )
    ).rows;
  const stale = async () => (await db.pool.query('SELECT 1 FROM classify_terms_stale')).rowCount;
  const answers = async () =>
    (await classify(db.pool, { text: 'we run a bakery and a coffee shop' })).standard_matches.map(
      (m) => `${m.system}:${m.code} ${m.score}`,
    );

  // every read model, incrementally (classify reads the catalog); then classify alone again, as a long replay
  await createProjector({ pool: db.pool, store, projections, bulkThreshold: 1e9 }).catchUpOrWait(120_000);
  const incremental = await terms();
  const incrementalAnswers = await answers();
  t.ok(incremental.length > 1000, `${incremental.length} stems counted`);
  t.same(incremental, await counted(), 'the incremental frequencies are the documents’ counts');

  let recounted = false; // what the projection's settle said it did
  const watched = {
    ...classifyProjection,
    settle: async (tx: any) => (recounted = await classifyProjection.settle!(tx)),
  };
  const long = createProjector({ pool: db.pool, store, projections: [watched], bulkThreshold: 10 });
  await long.reset([classifyProjection.name]);
  await long.catchUpOrWait(120_000);
  t.ok(recounted, 'the long replay counted the frequencies at its end');
  t.equal(await stale(), 0, 'no recount left pending');
  t.same(await terms(), incremental, 'stem for stem the frequencies of the incremental replay');
  t.same(await answers(), incrementalAnswers, 'and the same answers');

  // after the long replay, a re-ingest that changes one code moves the frequencies exactly
  const { rows } = await db.pool.query(
    `SELECT system, code, title, description, parent, level FROM nodes WHERE system = 'naics_2022' AND code = '311811'`,
  );
  t.equal(rows.length, 1, 'the sample holds NAICS 311811');
  const before = new Map((await terms()).map((r) => [r.term, r.df]));
  await store.append(
    'system-naics_2022',
    [
      {
        type: 'NodesChanged',
        data: {
          system: 'naics_2022',
          nodes: [{ ...rows[0], title: 'Zymurgical Kombucha Brewers', changed: ['title'] }],
        },
      },
    ],
    'any',
  );
  await projector(1e9).catchUpOrWait(120_000);
  const after = await terms();
  t.same(after, await counted(), 'the frequencies are the documents’ counts after the change');
  const kombucha = after.find((r) => r.term.startsWith('kombuch'));
  t.equal(kombucha?.df, (before.get(kombucha!.term) ?? 0) + 1, 'the new word counted once more');
  t.ok(
    after.length !== before.size || after.some((r) => before.get(r.term) !== r.df),
    'the change moved the frequencies',
  );
});
