import t from 'tap';
import {
  groupsKindFirst,
  headOf,
  headsOf,
  INTENT_BOOST,
  kindFirst,
  queryKindStandards,
} from '../../../projections/search/intent.ts';
import type { SearchHit } from '../../../projections/search/port.ts';

// a product standard (prod), an industry standard (ind), and vocabularies leading to one or the other
const near = new Map<string, Map<string, number>>([
  [
    'prod',
    new Map([
      ['prod', 0.5],
      ['ind', 0.5],
    ]),
  ],
  ['ind', new Map([['ind', 1]])],
  ['tariff', new Map([['prod', 1]])],
  [
    'catalogue',
    new Map([
      ['prod', 0.8],
      ['ind', 0.2],
    ]),
  ],
  ['shops', new Map([['ind', 1]])],
]);
const hit = (
  system: string,
  code: string,
  score: number,
  match: SearchHit['match'] = 'title',
  title = `Gadgets, ${code}`,
): SearchHit => ({
  system,
  code,
  title,
  level: 1,
  score,
  match,
});

t.test("the query's kind is the standards most of its matches lead to", async (t) => {
  const hits = [hit('shops', 'a', 0.9), hit('tariff', 'b', 0.8), hit('catalogue', 'c', 0.7), hit('tariff', 'd', 0.6)];
  t.same(queryKindStandards('gadgets', hits, near), ['prod'], 'three product matches outweigh one of shops');
  t.same(
    queryKindStandards('gadgets', [hit('shops', 'a', 0.9), hit('ind', 'b', 0.5), hit('prod', 'c', 0.4)], near),
    ['ind'],
    'an industry query',
  );
  t.same(
    queryKindStandards('gadgets', [hit('tariff', 'a', 1), hit('shops', 'b', 1)], near),
    ['ind', 'prod'],
    'a tie: both',
  );
  t.same(queryKindStandards('gadgets', [hit('other', 'a', 1)], near), [], 'no match leads to a standard: no kind');
  t.same(
    queryKindStandards('gadgets', [hit('tariff', 'a', 10, 'code'), hit('shops', 'b', 0.5)], near),
    ['ind'],
    'code matches say nothing of the kind',
  );
});

t.test('only the matches naming the thing itself vote, when there are any', async (t) => {
  t.equal(headOf('Gadget; not assembled'), 'gadget');
  t.equal(headOf('Manufacture of gadgets'), 'manufactur', 'a preposition ends the head');
  t.equal(headOf('Gadget and Widget Merchant Wholesalers'), headOf('wholesalers'), '"and" joins words before the head');
  const hits = [
    hit('shops', 'a', 0.9, 'title', 'Gadget shops'),
    hit('shops', 'b', 0.8, 'title', 'Gadget repair shops'),
    hit('tariff', 'c', 0.5, 'title', 'Gadgets; assembled'),
  ];
  t.same(queryKindStandards('gadgets', hits, near), ['prod'], 'the tariff names gadgets, the shops name shops');
  t.same(queryKindStandards('gadgets', hits.slice(0, 2), near), ['ind'], 'no match names the thing: every match votes');
});

t.test('a plural before "and" names a thing of its own; a singular one modifies the head', async (t) => {
  t.same(headsOf('Gadgets and other widgets, not motorized'), [headOf('gadgets'), headOf('widgets')]);
  t.same(headsOf('Gadget and Widget Merchant Wholesalers'), [headOf('wholesalers')]);
  const hits = [
    hit('shops', 'a', 0.9, 'title', 'Gadget mechanics'),
    hit('tariff', 'b', 0.5, 'title', 'Gadgets and invalid carriages'),
  ];
  t.same(queryKindStandards('gadgets', hits, near), ['prod'], 'the tariff names gadgets first in its title');
});

t.test("a coding aid's hit votes as a title does, by its code's title", async (t) => {
  // "gadget": a shop names gadgets only as a modifier; the tariff's code was found by an index item
  const shops = hit('shops', 'a', 0.9, 'title', 'Gadget shops');
  const named = hit('tariff', 'b', 0.4, 'aid', 'Gadgets (except spare parts)');
  t.same(queryKindStandards('gadget', [shops, named], near), ['prod'], "the aid's code names gadgets");
  const around = hit('tariff', 'b', 0.4, 'aid', 'Offices of gadget sellers');
  t.same(
    queryKindStandards('gadget', [shops, hit('ind', 'c', 0.3, 'title', 'Gadgets'), around], near),
    ['ind'],
    "an aid whose code's title names something else does not vote",
  );
});

t.test('the hits of those standards come first; codes keep their place', async (t) => {
  const hits = [hit('tariff', 'x', 10.5, 'code'), hit('shops', 'a', 0.9), hit('ind', 'b', 0.7), hit('prod', 'c', 0.65)];
  const out = kindFirst(hits, ['prod']);
  t.same(
    out.map((h) => `${h.system} ${h.code}`),
    ['tariff x', 'prod c', 'shops a', 'ind b'],
  );
  t.equal(out[1].score, Math.round(0.65 * INTENT_BOOST * 1e4) / 1e4, 'the score shown is the boosted one');
  t.same(kindFirst(hits, []), hits, 'no kind: the order unchanged');
});

t.test('groups: the groups of the kind first, as a flat page ranks them', async (t) => {
  const groups = [
    { system: 'shops', items: [hit('shops', 'a', 0.9, 'title', 'Gadget shops')] },
    { system: 'ind', items: [hit('ind', 'b', 0.8, 'title', 'Gadget repair')] },
    { system: 'prod', items: [hit('prod', 'c', 0.7, 'title', 'Gadgets; assembled')] },
    { system: 'tariff', items: [hit('tariff', 'd', 0.6, 'title', 'Gadgets, other')] },
  ];
  t.same(
    groupsKindFirst('gadgets', groups, near).map((g) => g.system),
    ['prod', 'shops', 'ind', 'tariff'],
    "the product standard's group first (0.7 x 1.5); a vocabulary of the kind is no standard: not boosted",
  );
  t.same(groupsKindFirst('gadgets', [], near), [], 'no groups');
});
