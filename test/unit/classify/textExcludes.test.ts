import t from 'tap';
import { nodeDocument } from '../../../projections/classify/document.ts';
import { queryGroups } from '../../../projections/classify/expand.ts';
import { byRank, type Ranked } from '../../../projections/classify/match.ts';
import { rankCandidate, TEXT_EXCLUDES, weigh } from '../../../projections/classify/rank.ts';
import { exceptParts, terms } from '../../../projections/classify/text.ts';

/**
 * A text's own "except ..." clause (NAICS index entries are full of them): a code whose title names
 * what the text excludes is what the text says it is not (rank.ts); the clause's words still say the
 * domain. Realistic NAICS titles; frequencies of a corpus's order of magnitude.
 */
t.test('the parts of an except clause, one per item', async (t) => {
  t.same(exceptParts('Timber and timber products (except lumber) merchant wholesalers'), [terms('lumber')]);
  t.same(exceptParts('Wireless telecommunications carriers, except satellite'), [terms('satellite')]);
  t.same(exceptParts('General combination crop farming (except oilseed and grain; vegetables and melons)'), [
    terms('oilseed'),
    terms('grain'),
    terms('vegetables'),
    terms('melons'),
  ]);
  t.same(exceptParts('Lumber merchant wholesalers'), [], 'no clause, nothing excluded');
});

t.test('Timber (except lumber): the lumber wholesaler drops below the catch-all that deals in timber', async (t) => {
  const text = 'Timber and timber products (except lumber) merchant wholesalers';
  const groups = queryGroups(text).map((g) => ({ ...g, bridges: [] }));
  const df = new Map<string, number>();
  for (const g of groups) for (const s of g.alternatives.flat()) df.set(s, 200);
  for (const s of terms('merchant wholesalers products')) df.set(s, 3_000);
  const weighted = weigh({ groups, df, total: 900_000 });
  const node = (code: string, title: string, description: string) => ({
    system: 'naics_2022',
    code,
    doc: nodeDocument(title, description).doc,
    title,
    level: 5,
    child_count: 0,
    path: ['42', '423', code.slice(0, 4), code.slice(0, 5), code, ''].join('\u001f'),
    kind: 'standard',
  });
  const lumber = node(
    '423310',
    'Lumber, Plywood, Millwork, and Wood Panel Merchant Wholesalers',
    'This industry comprises establishments primarily engaged in the merchant wholesale distribution of lumber, plywood, millwork, and wood panels.',
  );
  const other = node(
    '423990',
    'Other Miscellaneous Durable Goods Merchant Wholesalers',
    'This industry comprises establishments primarily engaged in the merchant wholesale distribution of durable goods, such as timber products, not elsewhere classified.',
  );
  const rank = (without: string[][]) =>
    [lumber, other]
      .map((c) => rankCandidate(c, { weighted, unknownIdea: false, without }))
      .filter((r): r is Ranked => !!r)
      .sort(byRank);
  const before = rank([]);
  t.equal(before[0].code, '423310', 'without the clause read, the lumber wholesaler is first');
  const after = rank(exceptParts(text));
  t.equal(after[0].code, '423990', `the catch-all first (got ${after.map((r) => `${r.code} ${r.score}`)})`);
  const l = after.find((r) => r.code === '423310')!;
  t.equal(l.score, Math.round(before[0].score * TEXT_EXCLUDES * 10_000) / 10_000, 'the lumber wholesaler halved');
});
