import t from 'tap';
import { createPgSearch, RARE_WORD_FREQ, WIDEN_BELOW } from '../../../projections/search/pgSearch.ts';
import type { SearchQuery } from '../../../projections/search/port.ts';
import { createTestDatabase } from '../../helpers/database.ts';
import { recordingPages } from '../../helpers/pageStatements.ts';

// A flat query holding a word fewer than RARE_WORD_FREQ titles hold as written sends its widened statement first,
// and the AND statement only when the widened one counts WIDEN_BELOW AND hits or more. Either way the page is the
// one the AND-then-widened order gives (that order is what the same query gets once the lexicon calls the word common).

const db = await createTestDatabase({ sample: true });
t.teardown(() => db.drop());

/** The pool, recording each page statement (test/helpers/pageStatements.ts). */
const recording = () => recordingPages(db.pool);

/** The query's page and page statements, and again with `rare` made common in the lexicon (the order before). */
async function bothOrders(q: SearchQuery, rare: string) {
  const now = recording();
  const page = await createPgSearch(now.pool).search(q);
  await db.pool.query(`UPDATE search_lexicon SET freq = freq + 1000000 WHERE word = $1`, [rare]);
  try {
    const before = recording();
    const pageBefore = await createPgSearch(before.pool).search(q);
    return { page, pages: now.pages, pageBefore, pagesBefore: before.pages };
  } finally {
    await db.pool.query(`UPDATE search_lexicon SET freq = freq - 1000000 WHERE word = $1`, [rare]);
  }
}

/** Lexicon words (letters only) held as written by `min`..`max` titles, rarest first. */
async function wordsHeldBy(min: number, max: number, limit = 20): Promise<string[]> {
  const { rows } = await db.pool.query<{ word: string }>(
    `SELECT word FROM search_lexicon WHERE freq BETWEEN $1 AND $2 AND word ~ '^[a-z]{5,}$' ORDER BY freq, word LIMIT $3`,
    [min, max, limit],
  );
  return rows.map((r) => r.word);
}

t.test('a rare word with a common one: one page statement, the widened one, and the same page', async (t) => {
  const [common] = await wordsHeldBy(300, 100000);
  let seen = 0;
  for (const rare of await wordsHeldBy(2, 5)) {
    for (const paging of [
      { limit: 20, offset: 0 },
      { limit: 5, offset: 5 },
    ]) {
      const r = await bothOrders({ q: `${rare} ${common}`, ...paging }, rare);
      t.ok(r.pagesBefore.length === 2 && r.pagesBefore[1].widened, `${rare} ${common}: widened after the AND before`);
      t.equal(r.pages.length, 1, `${rare} ${common}: one page statement`);
      t.ok(r.pages[0].widened, 'the widened one');
      t.same(r.page, r.pageBefore, `${rare} ${common}: the same page`);
      if (paging.offset === 0) t.ok(r.page.items.length > 0);
    }
    seen++;
  }
  t.ok(seen >= 10, `${seen} queries`);
});

t.test('a word rare as written but common by its stem: the AND page, as before', async (t) => {
  // a word fewer titles hold as written than its stem matches, beside the word its titles hold most often
  const { rows } = await db.pool.query<{ rare: string; other: string }>(
    `SELECT l.word AS rare, w AS other
       FROM (SELECT word FROM search_lexicon WHERE freq < $1 AND word ~ '^[a-z]{5,}$'
              ORDER BY freq DESC, word LIMIT 400) l
       CROSS JOIN LATERAL (SELECT w FROM search_docs, regexp_split_to_table(lower(title), '[^a-z]+') w
                            WHERE tsv @@ plainto_tsquery('search_en', l.word) AND length(w) >= 5
                              AND numnode(plainto_tsquery('search_en', w)) > 0
                              AND to_tsvector('search_en', w) <> to_tsvector('search_en', l.word)
                              AND w IN (SELECT word FROM search_lexicon WHERE freq >= $1)
                            GROUP BY w HAVING count(*) >= $2 ORDER BY count(*) DESC, w LIMIT 1) x
      ORDER BY l.word LIMIT 5`,
    [RARE_WORD_FREQ, WIDEN_BELOW + 5],
  );
  t.ok(rows.length > 0, 'such words in the sample');
  for (const { rare, other } of rows) {
    const r = await bothOrders({ q: `${rare} ${other}`, limit: 20, offset: 0 }, rare);
    t.equal(r.pages.length, 2, `${rare} ${other}: the widened statement, then the AND`);
    t.ok(r.pages[0].widened && !r.pages[1].widened);
    t.ok(Number(r.pages[0].rows[0].and_total) >= WIDEN_BELOW, `${r.pages[0].rows[0].and_total} AND hits counted`);
    t.same(
      r.pages[0].rows.map((x) => x.system),
      [null],
      'the widened statement built no page',
    );
    t.equal(r.pagesBefore.length, 1, 'the AND alone before');
    t.same(r.page, r.pageBefore, `${rare} ${other}: the same page`);
    t.ok(r.page.items.length > 0);
  }
});
