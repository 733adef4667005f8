import t from 'tap';
import type { Queryable } from '../../../platform/db.ts';
import { nodeDocument } from '../../../projections/classify/document.ts';
import { queryGroups } from '../../../projections/classify/expand.ts';
import { childrenInherit, inheritingChild } from '../../../projections/classify/inherit.ts';
import { byRank, type Ranked } from '../../../projections/classify/match.ts';
import { expertOrder } from '../../../projections/classify/order.ts';
import type { Candidate } from '../../../projections/classify/queries.ts';
import { heaviestIdea, rankCandidate, weigh } from '../../../projections/classify/rank.ts';
import { terms } from '../../../projections/classify/text.ts';

/**
 * A parent's evidence passes to the child the text belongs to (inherit.ts): NAICS 5-digit industries
 * list their 6-digit children's examples, and a child's own list may lack the phrase (a national
 * adaptation without descriptions, or the benchmark's held-out fold). Realistic NAICS titles and
 * example lists; document frequencies are a corpus's orders of magnitude.
 */
type Node = { code: string; title: string; description?: string; parent?: string; children?: number };
const candidate = (n: Node, path: string[]): Candidate & { parent: string } => ({
  system: 'naics_2022',
  code: n.code,
  parent: n.parent ?? '',
  doc: nodeDocument(n.title, n.description).doc,
  title: n.title,
  level: path.length,
  child_count: n.children ?? 0,
  path: [...path, n.code, ''].join('\u001f'),
  kind: 'standard',
});

function setup(text: string, common: string[] = []) {
  const groups = queryGroups(text).map((g) => ({ ...g, bridges: [] }));
  const df = new Map<string, number>();
  for (const g of groups) for (const s of g.alternatives.flat()) df.set(s, common.includes(s) ? 3_000 : 5);
  return weigh({ groups, df, total: 900_000 });
}
/** A Queryable answering the children query with the given rows. */
const childrenDb = (rows: unknown[]): Queryable => ({
  query: async () => ({ rows, rowCount: rows.length, command: 'SELECT', oid: 0, fields: [] }) as never,
});

t.test('Agave farming: the parent lists it, no child does: the catch-all child takes it', async (t) => {
  const weighted = setup('Agave farming', terms('farming'));
  const anc = ['11', '111', '1119'];
  const parent = candidate(
    {
      code: '11199',
      title: 'All Other Crop Farming',
      description:
        'This industry comprises establishments primarily engaged in growing crops. Illustrative Examples: Agave farming Hay farming Sugar beet farming',
      children: 3,
    },
    anc,
  );
  const kids = [
    { code: '111991', title: 'Sugar Beet Farming', description: 'Illustrative Examples: Sugar beet farming' },
    { code: '111992', title: 'Peanut Farming' },
    {
      code: '111998',
      title: 'All Other Miscellaneous Crop Farming',
      description: 'Illustrative Examples: Hay farming',
    },
  ].map((k) => candidate({ ...k, parent: '11199' }, [...anc, '11199']));
  const ranked = [parent, ...kids]
    .map((c) => rankCandidate(c, { weighted, unknownIdea: false }))
    .filter((r): r is Ranked => !!r);
  t.equal([...ranked].sort(byRank)[0].code, '11199', 'before: the parent, whose list names the text, is first');
  await childrenInherit(
    childrenDb(kids),
    ranked,
    weighted,
    { onlyGeneric: false, heaviest: heaviestIdea(weighted) },
    (c) => rankCandidate(c, { weighted, unknownIdea: false }, true),
  );
  expertOrder(ranked, { onlyGeneric: false, heaviest: heaviestIdea(weighted) });
  const order = ranked.sort(byRank).map((r) => r.code);
  t.same(order.slice(0, 2), ['111998', '11199'], `the catch-all child first, its parent next (got ${order})`);
  t.same(ranked[0].matched_words, ['agave', 'farming'], 'the child carries the words its parent matched');
});

t.test('the child telling the siblings apart wins; a title merely containing "Other" is no catch-all', async (t) => {
  const retail = setup('Swimming pool (above-ground) and supply retailers', terms('retailers supply'));
  const rank = (c: Candidate) => rankCandidate(c, { weighted: retail, unknownIdea: false }, true);
  const parent = rank(
    candidate({ code: '45999', title: 'All Other Miscellaneous Retailers', children: 2 }, ['45', '459', '4599']),
  );
  parent.matched_words = retail.map((g) => g.text);
  const children = [
    { code: '459991', title: 'Tobacco, Electronic Cigarette, and Other Smoking Supplies Retailers' },
    { code: '459999', title: 'All Other Miscellaneous Retailers' },
  ].map((k) => rank(candidate(k, ['45', '459', '4599', '45999'])));
  t.equal(inheritingChild(parent, children, retail)?.code, '459999', 'All Other Miscellaneous Retailers');

  const plows = setup('Plows, farm-type, manufacturing', terms('manufacturing type'));
  const p = rankCandidate(
    candidate({ code: '33311', title: 'Agricultural Implement Manufacturing', children: 2 }, ['33', '333', '3331']),
    { weighted: plows, unknownIdea: false },
    true,
  );
  p.matched_words = plows.map((g) => g.text);
  const machinery = [
    { code: '333111', title: 'Farm Machinery and Equipment Manufacturing' },
    { code: '333112', title: 'Lawn and Garden Tractor and Home Lawn and Garden Equipment Manufacturing' },
  ].map((k) =>
    rankCandidate(candidate(k, ['33', '333', '3331', '33311']), { weighted: plows, unknownIdea: false }, true),
  );
  t.equal(inheritingChild(p, machinery, plows)?.code, '333111', 'the child that says "farm"');
});

t.test('no inheritance when a child already says what the parent says', async (t) => {
  const weighted = setup('Passenger car rental', terms('rental'));
  const anc = ['53', '532', '5321'];
  const parent = candidate({ code: '53211', title: 'Passenger Car Rental and Leasing', children: 2 }, anc);
  const kids = [
    { code: '532111', title: 'Passenger Car Rental' },
    { code: '532112', title: 'Passenger Car Leasing' },
  ].map((k) => candidate({ ...k, parent: '53211' }, [...anc, '53211']));
  const ranked = [parent, ...kids]
    .map((c) => rankCandidate(c, { weighted, unknownIdea: false }))
    .filter((r): r is Ranked => !!r);
  const before = ranked.map((r) => `${r.code}:${r.score}`);
  let asked = false;
  const db: Queryable = {
    query: async () => {
      asked = true;
      return { rows: [] } as never;
    },
  };
  await childrenInherit(db, ranked, weighted, { onlyGeneric: false, heaviest: heaviestIdea(weighted) }, (c) =>
    rankCandidate(c, { weighted, unknownIdea: false }, true),
  );
  t.same(
    ranked.map((r) => `${r.code}:${r.score}`),
    before,
    'scores unchanged',
  );
  t.notOk(asked, 'and no query for the children');
});
