import type { Test } from 'tap';
import type { IndexOp, SearchIndex } from '../../projections/search/port.ts';

/** What the suite needs around an adapter: an empty index, a way to apply ops, country links. */
export interface SearchFixture {
  index: SearchIndex;
  apply(ops: IndexOp[]): Promise<void>;
  /** Declares which systems apply to which countries (country_systems for PostgreSQL). */
  setCountries(links: { country: string; system: string }[]): Promise<void>;
}

const DOCS: IndexOp[] = [
  {
    op: 'systems',
    systems: [
      { id: 'naics_t', name: 'NAICS test', kind: 'standard' },
      { id: 'icd_t', name: 'ICD test', kind: 'standard' },
      { id: 'domain_t', name: 'Domain test', kind: 'domain' },
    ],
  },
  {
    op: 'upsert',
    system: 'naics_t',
    docs: [
      { code: '48-49', title: 'Transportation and Warehousing', level: 1 },
      { code: '484', title: 'Truck Transportation', level: 2 },
      { code: '4841', title: 'General Freight Trucking', level: 3 },
      { code: '484110', title: 'General Freight Trucking, Local', level: 4 },
      { code: '4842', title: 'Specialized Freight Trucking', level: 3 },
      { code: '481', title: 'Air Transportation', level: 2 },
      { code: '721110', title: 'Hotels (except Casino Hotels) and Motels', level: 4 },
      { code: '721120', title: 'Casino Hotels', level: 4 },
      { code: '722511', title: 'Full-Service Restaurants', level: 4 },
    ],
  },
  {
    op: 'upsert',
    system: 'icd_t',
    docs: [
      { code: 'E11.9', title: 'Type 2 diabetes mellitus without complications', level: 3 },
      { code: 'E11', title: 'Type 2 diabetes mellitus', level: 2 },
      {
        code: 'V86',
        title: 'Occupant of special all-terrain or other motor vehicle injured in transport accident',
        level: 2,
      },
    ],
  },
  {
    op: 'upsert',
    system: 'domain_t',
    docs: [
      { code: 'dt_truck', title: 'Truck cargo handling', level: 1 },
      { code: 'dt_hotel', title: 'Hotel linen services', level: 1 },
    ],
  },
];
// the lexicon keeps words seen in at least 3 titles as correction candidates: add a few more
const FILLER: IndexOp = {
  op: 'upsert',
  system: 'domain_t',
  docs: [
    { code: 'dt_f1', title: 'Trucking transportation hotels', level: 2 },
    { code: 'dt_f2', title: 'Truck transportation services hotels', level: 2 },
    { code: 'dt_f3', title: 'Truck freight transportation', level: 2 },
  ],
};

/** The contract every search adapter passes. `make` returns a fixture on an empty index. */
export function searchIndexContract(t: Test, make: () => Promise<SearchFixture>): void {
  let f: SearchFixture;
  const search = (q: string, extra: Partial<Parameters<SearchIndex['search']>[0]> = {}) =>
    f.index.search({ q, limit: 20, offset: 0, ...extra });

  t.before(async () => {
    f = await make();
    await f.apply([...DOCS, FILLER]);
    await f.setCountries([
      { country: 'US', system: 'naics_t' },
      { country: 'DE', system: 'icd_t' },
    ]);
  });

  t.test('an exact code comes first, with or without punctuation', async (t) => {
    t.match((await search('484110')).items[0], { system: 'naics_t', code: '484110', match: 'code' });
    t.match((await search('E11.9')).items[0], { system: 'icd_t', code: 'E11.9', match: 'code' });
    t.match((await search('e119')).items[0], { code: 'E11.9', match: 'code' }, 'without the dot');
    t.match((await search('4849')).items[0], { code: '48-49' }, 'without the dash');
  });

  t.test('a code prefix finds the longer codes after the exact one', async (t) => {
    const r = await search('484');
    t.match(r.items[0], { code: '484', match: 'code' });
    t.ok(
      r.items.some((h) => h.code === '484110'),
      'a code under it',
    );
  });

  t.test('title words rank the exact title high', async (t) => {
    const r = await search('truck transportation');
    const i = r.items.findIndex((h) => h.code === '484');
    t.ok(i >= 0 && i < 3, `484 in the first three (at ${i})`);
    t.ok(r.total >= r.items.length);
    t.ok(
      r.items.every((h, k) => k === 0 || r.items[k - 1].score >= h.score),
      'ordered by score',
    );
  });

  t.test('typos still find the words', async (t) => {
    const r = await search('trukc transportaton');
    t.ok(
      r.items.some((h) => h.code === '484'),
      'truck transportation despite two typos',
    );
    const h = await search('hotles');
    t.ok(
      h.items.some((x) => x.code === '721110'),
      'hotels',
    );
  });

  t.test('filters: systems, kind, countries; applied before the limit', async (t) => {
    const sys = await search('truck', { systems: ['domain_t'] });
    t.ok(sys.items.length > 0 && sys.items.every((h) => h.system === 'domain_t'));
    const dom = await search('truck', { kind: 'domain' });
    t.ok(dom.items.length > 0 && dom.items.every((h) => h.system === 'domain_t'));
    const std = await search('truck', { kind: 'standard' });
    t.ok(std.items.length > 0 && std.items.every((h) => h.system !== 'domain_t'));
    const us = await search('transport', { countries: ['US'] });
    t.ok(us.items.length > 0 && us.items.every((h) => h.system === 'naics_t'), 'country US: naics_t only');
    const none = await search('truck', { systems: ['icd_t'], kind: 'domain' });
    t.equal(none.total, 0, 'filters combine');
    const one = await search('truck', { systems: ['domain_t'], limit: 1 });
    t.equal(one.items.length, 1);
    t.equal(one.total, sys.total, 'total ignores the page');
    const next = await search('truck', { systems: ['domain_t'], limit: 1, offset: 1 });
    t.not(next.items[0]?.code, one.items[0].code, 'offset');
  });

  t.test('grouped: groups with totals and their first hits', async (t) => {
    const g = await f.index.searchGrouped({ q: 'truck', limit: 10, offset: 0, perGroup: 2 });
    t.ok(g.groups.length >= 2);
    t.equal(
      g.groups.reduce((n, x) => n + x.total, 0),
      g.total,
    );
    for (const x of g.groups) t.ok(x.items.length <= 2 && x.items.every((h) => h.system === x.system));
  });

  t.test('removing and changing documents', async (t) => {
    await f.apply([{ op: 'remove', system: 'naics_t', codes: ['722511'] }]);
    t.equal((await search('restaurants')).total, 0, 'removed');
    await f.apply([
      { op: 'upsert', system: 'naics_t', docs: [{ code: '481', title: 'Air and Space Transportation', level: 2 }] },
    ]);
    t.ok(
      (await search('space')).items.some((h) => h.code === '481'),
      'new title found',
    );
    t.notOk(
      (await search('air', { systems: ['naics_t'] })).items.some((h) => h.title === 'Air Transportation'),
      'old title gone',
    );
  });

  t.test('hostile queries are just text', async (t) => {
    for (const q of ["'; drop table x;--", '(&|!:*)', '\\', '%_', 'a'.repeat(600), '日本語', '""']) {
      const r = await search(q);
      t.ok(Array.isArray(r.items), `no error for ${q.slice(0, 12)}`);
    }
    t.ok((await search('truck')).items.length > 0, 'index intact');
  });
}
