import t from 'tap';
import { queryGroups } from '../../../projections/classify/expand.ts';
import { byRank, type Ranked } from '../../../projections/classify/match.ts';
import { heaviestIdea, rankCandidate, TEXT_EXCLUDES, weigh } from '../../../projections/classify/rank.ts';
import { exceptParts, terms } from '../../../projections/classify/text.ts';
import { naicsCandidate } from './naicsCandidate.ts';

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
  const node = (code: string, title: string, description: string) => naicsCandidate(code, title, description, '42');
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
  const after = rank(exceptParts(text));
  t.equal(after[0].code, '423990', `the catch-all first (got ${after.map((r) => `${r.code} ${r.score}`)})`);
  const was = before.find((r) => r.code === '423310')!;
  const l = after.find((r) => r.code === '423310')!;
  t.equal(l.score, Math.round(was.score * TEXT_EXCLUDES * 10_000) / 10_000, 'the lumber wholesaler halved');
});

t.test(
  'Metal pulleys (except power transmission): the clause names what the text is not, never its head',
  async (t) => {
    const text = 'Metal pulleys (except power transmission) manufacturing';
    const groups = queryGroups(text).map((g) => ({ ...g, bridges: [] }));
    t.same(
      groups.filter((g) => g.excepted).map((g) => g.text),
      ['power', 'transmission'],
      'the ideas named only in the clause',
    );
    const df = new Map<string, number>();
    for (const g of groups) for (const s of g.alternatives.flat()) df.set(s, 300);
    for (const s of terms('manufacturing')) df.set(s, 5_000);
    const weighted = weigh({ groups, df, total: 900_000 });
    t.equal(heaviestIdea(weighted)?.text, 'pulleys', 'the object before the clause is the head');
    const weight = (w: string) => weighted.find((g) => g.text === w)!.weight;
    t.ok(weight('transmission') < weight('metal'), 'a word of the clause weighs less than a word of the text');
    const node = (code: string, title: string, description: string) =>
      naicsCandidate(code, title, description, '31-33');
    const ranked = [
      node(
        '333613',
        'Mechanical Power Transmission Equipment Manufacturing',
        'This U.S. industry comprises establishments primarily engaged in manufacturing mechanical power transmission equipment (except motor vehicle and aircraft), such as plain bearings, clutches (except motor vehicle and electromagnetic industrial control), couplings, joints, and drive chains.',
      ),
      node(
        '333923',
        'Overhead Traveling Crane, Hoist, and Monorail System Manufacturing',
        'This U.S. industry comprises establishments primarily engaged in manufacturing overhead traveling cranes, hoists, and monorail systems.\n\nIllustrative Examples:\n\nBlock and tackle manufacturing\nMetal pulleys manufacturing',
      ),
    ]
      .map((c) => rankCandidate(c, { weighted, unknownIdea: false, without: exceptParts(text) }))
      .filter((r): r is Ranked => !!r)
      .sort(byRank);
    t.equal(ranked[0].code, '333923', `the pulley maker first (got ${ranked.map((r) => `${r.code} ${r.score}`)})`);
  },
);
