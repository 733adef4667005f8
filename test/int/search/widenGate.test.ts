import t from 'tap';
import { createPgSearch, RARE_WORD_FREQ, WIDEN_BELOW } from '../../../projections/search/pgSearch.ts';
import { createTestDatabase } from '../../helpers/database.ts';
import { recordingPages } from '../../helpers/pageStatements.ts';

// The AND statement of a query that will be widened (two words or more, not code-like) builds no page when its
// title hits are fewer than WIDEN_BELOW: the widened statement's page replaces it. Every other AND page is built.

const db = await createTestDatabase({ sample: true });
t.teardown(() => db.drop());

/** The pool, recording each page statement (test/helpers/pageStatements.ts). */
const recording = () => recordingPages(db.pool);

/** Words (the lexicon's: as written in titles) held by `min`..`max` titles of the sample, rarest first. */
async function wordsHeldBy(min: number, max: number): Promise<string[]> {
  const { rows } = await db.pool.query<{ word: string }>(
    `SELECT word FROM search_lexicon WHERE freq BETWEEN $1 AND $2 AND word ~ '^[a-z]{5,}$' ORDER BY freq, word LIMIT 40`,
    [min, max],
  );
  return rows.map((r) => r.word);
}

t.test('a one-word query with few hits gets its page from the AND statement', async (t) => {
  let seen = 0;
  for (const word of await wordsHeldBy(2, 5)) {
    const { pool, pages } = recording();
    const res = await createPgSearch(pool).search({ q: word, limit: 20, offset: 0 });
    if (pages.length !== 1 || Number(pages[0].rows[0].text_total) >= WIDEN_BELOW) continue;
    seen++;
    t.ok(res.items.length > 0, `${word}: ${res.items.length} hits`);
  }
  t.ok(seen >= 10, `${seen} words under the bound`);
});

t.test('a code-like query is never widened, so its AND page is built', async (t) => {
  const { pool, pages } = recording();
  const res = await createPgSearch(pool).search({ q: '4841', limit: 20, offset: 0 });
  t.equal(pages.length, 1);
  t.ok(res.items.length > 0);
});

t.test(
  'a two-word query under the bound: the AND statement returns its counts alone, the widened one the page',
  async (t) => {
    // (a word fewer than RARE_WORD_FREQ titles hold sends the widened statement first: widenFirst.test.ts)
    const [common] = await wordsHeldBy(300, 100000);
    let seen = 0;
    for (const rare of await wordsHeldBy(RARE_WORD_FREQ, RARE_WORD_FREQ + 20)) {
      const { pool, pages } = recording();
      const res = await createPgSearch(pool).search({ q: `${rare} ${common}`, limit: 20, offset: 0 });
      t.ok(pages.length >= 1 && !pages[0].widened);
      if (Number(pages[0].rows[0].text_total) >= WIDEN_BELOW) continue;
      seen++;
      t.equal(pages.length, 2, `${rare} ${common}: widened`);
      t.same(
        pages[0].rows.map((r) => r.system),
        [null],
        'the AND statement built no page',
      );
      t.ok(pages[1]?.widened);
      t.ok(res.items.length >= WIDEN_BELOW, `${res.items.length} hits from the widened page`);
    }
    t.ok(seen >= 10, `${seen} queries widened`);
  },
);

t.test('a two-word query at the bound or above gets its AND page', async (t) => {
  const [a] = await wordsHeldBy(300, 100000);
  // the word most often beside it in titles
  const { rows } = await db.pool.query<{ w: string }>(
    `SELECT w FROM search_docs, regexp_split_to_table(lower(title), '[^a-z]+') w
      WHERE tsv @@ plainto_tsquery('search_en', $1) AND length(w) >= 5 AND w <> $1 GROUP BY w ORDER BY count(*) DESC, w LIMIT 1`,
    [a],
  );
  const b = rows[0].w;
  const { pool, pages } = recording();
  const res = await createPgSearch(pool).search({ q: `${a} ${b}`, limit: 20, offset: 0 });
  t.ok(Number(pages[0].rows[0].text_total) >= WIDEN_BELOW, `${a} ${b}: ${pages[0].rows[0].text_total} title hits`);
  t.equal(pages.length, 1, 'not widened');
  t.equal(res.items.length, 20);
  t.ok(pages[0].rows.every((r) => r.system !== null));
});
