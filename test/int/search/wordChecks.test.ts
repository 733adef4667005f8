import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { understand } from '../../../projections/search/pgSpelling.ts';
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
