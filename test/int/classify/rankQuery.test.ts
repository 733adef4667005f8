import t from 'tap';
import { nodeDocument } from '../../../projections/classify/document.ts';
import { groupQuery, queryGroups } from '../../../projections/classify/expand.ts';
import { rankQuery, rootOperator } from '../../../projections/classify/queries.ts';
import { createTestDatabase } from '../../helpers/database.ts';

/**
 * The candidates' pass ranks against `rankQuery(tsquery)` (the distinct operands under the root's
 * operator) instead of the tsquery itself, for speed: PostgreSQL must give every document the same
 * rank either way, whatever the query's shape (one idea, all ideas, a widened query's pairs).
 */
const NAICS_BAKERIES =
  'This U.S. industry comprises establishments primarily engaged in retailing bread and other bakery products not for immediate consumption made on the premises from flour, not from prepared dough. Illustrative Examples: Bagel shops, Bread bakeries selling, Cookie shops, Pastry shops';
const docs = [
  nodeDocument('Retail Bakeries', NAICS_BAKERIES).doc,
  nodeDocument('Clothing Retailers (except Footwear)', 'Shops selling clothing and apparel; sale of garments').doc,
  nodeDocument('Heavy and Tractor-Trailer Truck Drivers', 'Drive a tractor-trailer combination or a truck').doc,
  nodeDocument('Bread and bakery products', null).doc,
];
const widened = (text: string) => {
  const gs = queryGroups(text);
  const pairs = gs.flatMap((a, i) => gs.slice(i + 1).map((b) => `(${groupQuery([a, b], 'all')})`));
  return [...gs.map((g) => groupQuery([g], 'all')), ...pairs].join(' | ');
};
const queries = [
  groupQuery(queryGroups('bread'), 'all'),
  groupQuery(queryGroups('retail sale of clothing in a shop'), 'all'),
  groupQuery(queryGroups('truck driver'), 'all'),
  widened('We bake bread and pastries and sell them in our shop'),
  widened('Retail sale of clothing in a shop'),
  `(${groupQuery(queryGroups('bakery bread'), 'all')})`,
  `((${groupQuery(queryGroups('truck'), 'all')}) & (${groupQuery(queryGroups('driver'), 'all')}))`,
];

t.test('root operators of the tsqueries the engine writes', async (t) => {
  t.equal(rootOperator("'a':ABD"), null);
  t.equal(rootOperator("('a':ABD)"), null);
  t.equal(rootOperator("('a':ABD | 'b':ABD)"), '|');
  t.equal(rootOperator("('a':ABD | 'b':ABD) & ('c':ABD)"), '&');
  t.equal(rootOperator("(('a':ABD) & ('b':ABD))"), '&');
  t.equal(rootOperator("('a':ABD) & ('b':ABD) | ('c':ABD)"), '|');
  t.equal(rootOperator("('a':ABD) | (('b':ABD) & ('c':ABD))"), '|');
  t.equal(rankQuery("'a':ABD"), "'a':ABD", 'one operand: the query itself');
  t.equal(rankQuery("('a':ABD) | (('a':ABD) & ('b':ABD))"), "'a':ABD | 'b':ABD");
  t.equal(rankQuery("('a':ABD | 'b':ABD) & ('a':ABD)"), "'a':ABD & 'b':ABD");
});

t.test('PostgreSQL ranks every document alike against a query and its rank query', async (t) => {
  const db = await createTestDatabase({ migrate: false });
  t.teardown(() => db.drop());
  let compared = 0;
  for (const q of queries)
    for (const doc of docs) {
      const {
        rows: [r],
      } = await db.pool.query<{ a: number; b: number; hit: boolean }>(
        `SELECT ts_rank('{0.1,0,0.6,1}', $1::tsvector, $2::tsquery, 2) AS a,
                ts_rank('{0.1,0,0.6,1}', $1::tsvector, $3::tsquery, 2) AS b, $1::tsvector @@ $2::tsquery AS hit`,
        [doc, q, rankQuery(q)],
      );
      t.equal(r.b, r.a, `${q.slice(0, 60)} on ${doc.slice(0, 40)}`);
      if (r.hit && r.a > 0) compared++;
    }
  t.ok(compared >= 8, `documents the queries match, ranked above 0: ${compared}`);
  t.ok(rankQuery(queries[3]).length < queries[3].length / 2, 'a widened query ranks against far fewer operands');
});
