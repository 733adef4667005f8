import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { keptWordChecks, understand } from '../../../projections/search/pgSpelling.ts';
import { createSearchFixture, STANDARD_TEST } from '../../helpers/searchFixture.ts';

// A query word's check (stop word? titles holding it?) is read once per state of the search index
// (pgSpelling.ts `checkedWords`): a word the index did not hold is known, with its count, once the search read
// model says it changed, and not before.
t.test("a word's check, and the new one once the search index changed", async (t) => {
  const { db, indexDocs } = await createSearchFixture(t, [STANDARD_TEST]);
  await db.pool.query(`INSERT INTO projection_checkpoints (name, version, position) VALUES ('search', 1, 0)`);
  const freqs = async () => (await understand(db.pool, 'zymurgy of kilns')).terms.map((x) => [x.word, x.freq]);
  await indexDocs({ std_t: [{ code: '1', title: 'Kilns', level: 1 }] });
  t.same(await freqs(), [
    ['zymurgy', undefined],
    ['kilns', 1],
  ]);
  await indexDocs({ std_t: [{ code: '2', title: 'Zymurgy supplies', level: 1 }] });
  t.same(
    await freqs(),
    [
      ['zymurgy', undefined],
      ['kilns', 1],
    ],
    'kept while the index says it is unchanged',
  );
  await db.pool.query(
    `UPDATE projection_checkpoints SET changed = nextval('read_model_changes') WHERE name = 'search'`,
  );
  await sleep(1_100); // the index's mark is read at most once a second
  t.same(
    await freqs(),
    [
      ['zymurgy', 1],
      ['kilns', 1],
    ],
    'the index changed: the count it holds now',
  );
});

// A new map of word checks starts with the lexicon's most frequent words, each as its own word check answers it.
t.test('the frequent words are kept as their checks answer them', async (t) => {
  const { db, indexDocs } = await createSearchFixture(t, [STANDARD_TEST]);
  await db.pool.query(`INSERT INTO projection_checkpoints (name, version, position) VALUES ('search', 1, 0)`);
  await indexDocs({
    std_t: [
      { code: '1', title: 'Kilns and ovens', level: 1 },
      { code: '2', title: 'Ovens, the other', level: 1 },
    ],
  });
  const kept = await keptWordChecks(db.pool);
  const { rows } = await db.pool.query<{ w: string; meaningful: boolean; freq: number }>(
    `SELECT word AS w, numnode(plainto_tsquery('search_en', word)) > 0 AS meaningful, freq FROM search_lexicon`,
  );
  t.ok(rows.length >= 4, 'the lexicon holds the titles words');
  t.same(
    [...kept.values()].sort((a, b) => (a.w < b.w ? -1 : 1)),
    rows.sort((a, b) => (a.w < b.w ? -1 : 1)),
    'every lexicon word kept, as its check answers',
  );
  const sent: string[] = [];
  const query = db.pool.query.bind(db.pool) as (...a: unknown[]) => unknown;
  // the same pool (the checks are kept per pool), its statements recorded
  db.pool.query = ((...a: unknown[]) => {
    sent.push(typeof a[0] === 'string' ? a[0] : (a[0] as { text: string }).text);
    return query(...a);
  }) as typeof db.pool.query;
  t.teardown(() => {
    db.pool.query = query as typeof db.pool.query;
  });
  t.same(
    (await understand(db.pool, 'ovens kilns')).terms.map((x) => [x.word, x.freq]),
    [
      ['ovens', 2],
      ['kilns', 1],
    ],
  );
  t.same(
    sent.filter((s) => s.includes('numnode')),
    [],
    'no word check sent for kept words',
  );
});
