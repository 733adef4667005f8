import t from 'tap';
import { createSearchFixture } from '../../helpers/searchFixture.ts';

// The official coding aids indexed for classify are search evidence for their code: a query whose words are
// an index item's head (its text before the qualifiers) or a whole alternate title finds the code, although
// the code's own title shares no word with it (projections/search/pgSearchSql.ts aidHitsSql, migration 0290).
t.test('a coding aid phrase saying the query finds its code', async (t) => {
  const { db, index, indexDocs } = await createSearchFixture(t, [
    {
      id: 'ind_t',
      name: 'Industries test',
      kind: 'standard',
      provenance: 'official_download',
      authority: 'United Nations Statistics Division',
    },
    {
      id: 'occ_t',
      name: 'Occupations test',
      kind: 'standard',
      provenance: 'official_download',
      authority: 'International Labour Organization',
    },
  ]);
  await indexDocs({
    ind_t: [
      { code: '100', title: 'Snack and Nonalcoholic Beverage Bars', level: 1 },
      { code: '200', title: 'Machine Shops', level: 1 },
    ],
    occ_t: [{ code: '9', title: 'Food Service Workers', level: 1 }],
  });
  // the read model of the classify_aids projection (its own tests cover how events fill it)
  await db.pool.query(
    `INSERT INTO classify_aid_phrases (aid, system, code, phrase, kind, doc, key) VALUES
       ('ind_index', 'ind_t', '100', 'Coffee shops, on premise brewing', 'index_item', '', ''),
       ('ind_index', 'ind_t', '200', 'Shops, coffee roasting equipment', 'index_item', '', ''),
       ('occ_alt', 'occ_t', '9', 'Coffee Shop Attendant', 'alternate_title', '', '')`,
  );
  const page = await index.search({ q: 'coffee shop', limit: 10, offset: 0 });
  const first = page.items[0];
  t.same(
    first && [first.system, first.code, first.match],
    ['ind_t', '100', 'aid'],
    'first: the code of the index item whose head is the query',
  );
  t.same(
    page.items.filter((h) => h.match === 'aid').map((h) => h.code),
    ['100'],
    "neither another item's qualifiers nor a longer alternate title say the query",
  );
  t.equal(page.total, 2, 'counted with the title hit of the widened query ("Machine Shops")');
  const other = await index.search({ q: 'coffee shop', limit: 10, offset: 0, systems: ['occ_t'] });
  t.same(other.items, [], 'filters apply to them as to every hit');
  const grouped = await index.searchGrouped({ q: 'coffee shops', limit: 10, offset: 0, perGroup: 3 });
  t.same(
    grouped.groups.map((g) => [g.system, g.items[0]?.code]),
    [['ind_t', '100']],
    'grouped search reads them too (any form of the words)',
  );
});
