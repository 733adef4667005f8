import t from 'tap';
import { createSearchFixture, STANDARD_TEST } from '../../helpers/searchFixture.ts';
import { withTransaction } from '../../../platform/db.ts';

// A page proven from the short titles ranks, of the longer ones, only those of the systems whose weight could
// still reach it (projections/search/pgPageSql.ts, min_w). The page must stay the one a ranking of every match,
// each score times its system's weight, gives: here a standard's long titles outrank a vocabulary's short ones.
t.test('weighted: the page is the one ranking every match by score times weight gives', async (t) => {
  // the catalog facts the authority tiers read (projections/authority): an international standard's official file
  // (tier 1, weight 1) and a domain vocabulary (tier 3, weight 0.4)
  const { db, index, systemsOp } = await createSearchFixture(t, [
    STANDARD_TEST,
    { id: 'voc_t', name: 'Vocabulary test', kind: 'domain', provenance: null, authority: null },
  ]);
  await withTransaction(db.pool, async (tx) => {
    await index.apply([systemsOp], tx);
    const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta'];
    const long = (prefix: string, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        code: `${prefix}${i}`,
        title: `Gadget ${words.slice(0, 2 + (i % 5)).join(' ')} ${prefix}${i}`,
        level: 3,
      }));
    // the vocabulary: many short titles (they fill the short-title ranking) and long ones
    const short = Array.from({ length: 40 }, (_, i) => ({ code: `S${i}`, title: `Gadget s${i}`, level: 3 }));
    await index.apply([{ op: 'upsert', system: 'voc_t', docs: [...short, ...long('V', 40)] }], tx);
    await index.apply([{ op: 'upsert', system: 'std_t', docs: long('L', 30) }], tx);
  });
  // every match ranked: ts_rank plus the bonus for the word as typed (every title holds "gadget"), times the weight
  const { rows } = await db.pool.query<{ system: string; code: string }>(
    `SELECT system, code FROM search_docs
      WHERE tsv @@ to_tsquery('search_en', 'gadget')
      ORDER BY (ts_rank(tsv, to_tsquery('search_en', 'gadget'), 1) + 0.15) * CASE system WHEN 'std_t' THEN 1.0 ELSE 0.4 END DESC,
               level, system, code
      LIMIT 25`,
  );
  t.ok(
    rows.slice(0, 20).some((r) => r.system === 'std_t' && r.code.startsWith('L')),
    "the test data: the standard's long titles belong on the page",
  );
  const page = await index.search({ q: 'gadget', limit: 20, offset: 5 });
  t.same(
    page.items.map((h) => `${h.system} ${h.code}`),
    rows.slice(5).map((r) => `${r.system} ${r.code}`),
    'the second page of the weighted ranking of every match',
  );
});
