import t from 'tap';
import { createSearchFixture } from '../../helpers/searchFixture.ts';

const INDUSTRIES = {
  id: 'ind_t',
  name: 'Industries test',
  kind: 'standard',
  provenance: 'official_download',
  authority: 'United Nations Statistics Division',
} as const;

// The official coding aids indexed for classify are search evidence for their code: a query whose words are
// an index item's head (its text before the qualifiers) or a whole alternate title finds the code, although
// the code's own title shares no word with it (projections/search/pgSearchSql.ts aidHitsSql, migration 0290).
t.test('a coding aid phrase saying the query finds its code', async (t) => {
  const { db, index, indexDocs } = await createSearchFixture(t, [
    INDUSTRIES,
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

// A query whose words are no aid's head looks up other names of the same thing (aidVariants.ts): WordNet's
// ("auto" is a car), and a business's trailing word as the index items say it ("law firm": "Law offices").
t.test("other names of the query's words find an aid's code when the words find none", async (t) => {
  const { db, index, indexDocs } = await createSearchFixture(t, [INDUSTRIES]);
  await indexDocs({
    ind_t: [
      { code: '811', title: 'General Automotive Repair', level: 1 },
      { code: '541', title: 'Offices of Lawyers', level: 1 },
      { code: '999', title: 'Bicycle Repair', level: 1 },
    ],
  });
  await db.pool.query(
    `INSERT INTO classify_aid_phrases (aid, system, code, phrase, kind, doc, key) VALUES
       ('ind_index', 'ind_t', '811', 'Car repair shops, general', 'index_item', '', ''),
       ('ind_index', 'ind_t', '541', 'Law offices', 'index_item', '', ''),
       ('ind_index', 'ind_t', '999', 'Bicycle repair shops', 'index_item', '', '')`,
  );
  const codes = async (q: string) =>
    (await index.search({ q, limit: 10, offset: 0 })).items.filter((h) => h.match === 'aid').map((h) => h.code);
  t.same(await codes('auto repair shop'), ['811'], '"auto" is a car (WordNet)');
  t.same(await codes('law firm'), ['541'], 'a law firm is a law office');
  t.same(await codes('bicycle repair shop'), ['999'], "the query's own words");
  await db.pool.query(
    `INSERT INTO classify_aid_phrases (aid, system, code, phrase, kind, doc, key) VALUES
       ('ind_index', 'ind_t', '999', 'Auto repair shops', 'index_item', '', '')`,
  );
  t.same(await codes('auto repair shop'), ['999'], 'the words found an aid: its other names are not read');
});
