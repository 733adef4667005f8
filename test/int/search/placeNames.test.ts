import t from 'tap';
import { createSearchFixture } from '../../helpers/searchFixture.ts';

// A country is found by the names the data gives it besides its official title (projections/search/placeNames.ts):
// a one-country system's region ("Vietnam") and a vocabulary's term glossed as its people ("Vietnamese"). They
// find the ISO 3166-1 code before the titles that merely hold the word (match `name`), read through the partial
// index of migration 0291.
t.test("a country's other names find its ISO 3166-1 code", async (t) => {
  const { db, index, indexDocs } = await createSearchFixture(t, [
    {
      id: 'iso_3166_1',
      name: 'ISO 3166-1',
      kind: 'standard',
      provenance: 'official_download',
      authority: 'ISO / UN Statistics Division',
      region: 'Global',
    },
    {
      id: 'vsic_t',
      name: 'VSIC test',
      kind: 'standard',
      provenance: 'official_download',
      authority: 'General Statistics Office',
      region: 'Vietnam',
      country_codes: ['VN'],
    },
    {
      id: 'words_t',
      name: 'Words test',
      kind: 'domain',
      provenance: 'expert_curated',
      authority: 'Princeton University',
      region: 'Global',
    },
  ]);
  await db.pool.query(`INSERT INTO countries (code, name) VALUES ('VN', 'Viet Nam'), ('TR', 'Türkiye')`);
  await db.pool.query(
    `INSERT INTO nodes (system, code, title, description, level, seq) VALUES
       ('words_t', 'vietnamese', 'Vietnamese', 'a native or inhabitant of Vietnam', 1, 1),
       ('words_t', 'vietnam', 'Vietnam', 'a communist state in Indochina', 1, 2)`,
  );
  await indexDocs({
    iso_3166_1: [
      { code: 'VN', title: 'Viet Nam', level: 3 },
      { code: 'TR', title: 'Türkiye', level: 3 },
    ],
    vsic_t: [{ code: '01', title: 'Vietnam rice growing', level: 1 }],
    words_t: [
      { code: 'vietnamese', title: 'Vietnamese', level: 1 },
      { code: 'vietnam', title: 'Vietnam', level: 1 },
    ],
  });
  const first = async (q: string) => {
    const h = (await index.search({ q, limit: 10, offset: 0 })).items[0];
    return h && [h.system, h.code, h.match];
  };
  t.same(await first('vietnam'), ['iso_3166_1', 'VN', 'name'], "the region of a system of the country's own");
  t.same(await first('Vietnamese'), ['iso_3166_1', 'VN', 'name'], 'a term glossed as its people');
  t.same(await first('turkiye'), ['iso_3166_1', 'TR', 'name'], 'the official name without its accent');
  const page = await index.search({ q: 'vietnam', limit: 10, offset: 0 });
  t.equal(page.total, 3, 'counted once beside the two titles holding the word');
  const filtered = await index.search({ q: 'vietnam', limit: 10, offset: 0, systems: ['vsic_t'] });
  t.notOk(
    filtered.items.some((h) => h.system === 'iso_3166_1'),
    'filters apply to them as to every hit',
  );
  const grouped = await index.searchGrouped({ q: 'vietnam', limit: 10, offset: 0, perGroup: 3 });
  t.same(
    grouped.groups[0]?.items[0] && [grouped.groups[0].system, grouped.groups[0].items[0].code],
    ['iso_3166_1', 'VN'],
    'grouped search reads them too',
  );
  const plan = await db.pool.query(
    `EXPLAIN SELECT title, description FROM nodes
      WHERE description ~* '^(an? |the )?(native or inhabitant|native|inhabitant|citizen|people) of '`,
  );
  t.match(
    plan.rows.map((r) => r['QUERY PLAN']).join('\n'),
    /nodes_place_glosses/,
    'the glosses are read by the partial index, not a scan of every node',
  );
});
