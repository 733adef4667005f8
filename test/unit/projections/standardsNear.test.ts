import t from 'tap';
import { standardsNear, type SystemAuthority } from '../../../projections/authority/load.ts';

const sys = (id: string, tier: 1 | 2 | 3 | 4, copy_of: string | null = null): [string, SystemAuthority] => [
  id,
  { id, name: id, full_name: null, kind: 'standard', degree: 0, tier, basis: '', copy_of, weight: 1 },
];

// What search reads a query's kind from (projections/search/intent.ts): each system's tier-1 standards by
// the share of its crosswalk edges to them.
t.test('a system stands for the standards its crosswalks reach, a standard half for itself', async (t) => {
  const byId = new Map([
    sys('hs', 1),
    sys('cpc', 1),
    sys('tariff', 2),
    sys('tariff_copy', 2, 'tariff'),
    sys('lonely', 1),
    sys('words', 4),
  ]);
  const pairs = [
    { a: 'hs', b: 'cpc', n: 30 },
    { a: 'cpc', b: 'hs', n: 30 },
    { a: 'tariff', b: 'hs', n: 90 },
    { a: 'tariff', b: 'cpc', n: 10 },
    { a: 'hs', b: 'tariff', n: 90 },
    { a: 'tariff_copy', b: 'tariff', n: 100 },
    { a: 'words', b: 'tariff', n: 5 },
  ];
  const near = standardsNear(byId, pairs);
  t.same(
    Object.fromEntries(near.get('hs')!),
    { hs: 0.5, cpc: 0.5 },
    'a standard: half its own, half its standard neighbours',
  );
  t.same(Object.fromEntries(near.get('tariff')!), { hs: 0.9, cpc: 0.1 }, 'an adaptation: by its edges to standards');
  t.same(near.get('tariff_copy'), near.get('tariff'), 'a copy: what its parent stands for');
  t.same(Object.fromEntries(near.get('lonely')!), { lonely: 1 }, 'a standard with no crosswalk: itself');
  t.notOk(near.has('words'), 'linked to no standard: no kind');
});
