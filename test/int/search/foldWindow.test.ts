import t from 'tap';
import { createSearchFixture, STANDARD_TEST } from '../../helpers/searchFixture.ts';
import { withTransaction } from '../../../platform/db.ts';

// An unproven page (too few short titles to prove it: projections/search/pgPageSql.ts, min_w) ranks the capped
// candidates with the short titles and folds hits of one title into the best of them, within a window of the best
// rows. A short title many codes share ("Ibuprofen (Ibuprofen)": hundreds of NDC products) was ranked twice, as a
// candidate and among the short titles, and its copies filled the window: "ibuprofen ibuprofen" gave 6 hits of a
// page of 20 over 1,000 matches. The page must be the best `limit` titles of every match, one hit a title.
t.test('fold window: a short title many codes share does not crowd the page out', async (t) => {
  const { db, index, systemsOp } = await createSearchFixture(t, [STANDARD_TEST]);
  const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta'];
  await withTransaction(db.pool, async (tx) => {
    await index.apply([systemsOp], tx);
    // 200 codes of one short title, and 30 longer titles of their own
    const shared = Array.from({ length: 200 }, (_, i) => ({ code: `K${i}`, title: 'Gadget kit', level: 3 }));
    const long = Array.from({ length: 30 }, (_, i) => ({
      code: `L${i}`,
      title: `Gadget ${words.slice(0, 3 + (i % 4)).join(' ')} l${i}`,
      level: 3,
    }));
    await index.apply([{ op: 'upsert', system: 'std_t', docs: [...shared, ...long] }], tx);
  });
  // every match ranked (one weight, every title holds the word as typed), one hit a title: the best of each
  const { rows } = await db.pool.query<{ code: string }>(
    `SELECT code FROM (SELECT DISTINCT ON (lower(title)) code, level, ts_rank(tsv, to_tsquery('search_en', 'gadget'), 1) AS s
                         FROM search_docs WHERE tsv @@ to_tsquery('search_en', 'gadget')
                        ORDER BY lower(title), s DESC, level DESC, code) f
      ORDER BY s DESC, level, code LIMIT 20`,
  );
  t.equal(rows.length, 20, 'the test data: 31 titles match');
  const page = await index.search({ q: 'gadget', limit: 20, offset: 0 });
  t.equal(page.total, 230, 'every match counted');
  t.equal(page.items.length, 20, 'a full page');
  t.same(
    page.items.map((h) => h.code),
    rows.map((r) => r.code),
    'the best 20 titles of every match, one hit a title',
  );
  const second = await index.search({ q: 'gadget', limit: 10, offset: 10 });
  t.same(
    second.items.map((h) => h.code),
    rows.slice(10).map((r) => r.code),
    'the second page follows it',
  );
});
