import t from 'tap';
import { FORM_BONUS } from '../../../projections/search/pgSearchSql.ts';
import { createSearchFixture } from '../../helpers/searchFixture.ts';

// A standard names a class in the plural ("Cashiers"); a query in the singular ("cashier") is equal to that
// title, so it comes before longer titles holding the word as typed ("lottery cashier"). A plural query is not
// equal to a singular title: it names the class (projections/search/text.ts titleForms).
t.test("a singular query is equal to the standard's plural title", async (t) => {
  const { index, indexDocs } = await createSearchFixture(t, [
    {
      id: 'occ_t',
      name: 'Occupations test',
      kind: 'standard',
      provenance: 'official_download',
      authority: 'International Labour Organization',
    },
    {
      id: 'esco_t',
      name: 'Single occupations test',
      kind: 'standard',
      provenance: 'official_download',
      authority: 'European Commission',
    },
  ]);
  await indexDocs({
    occ_t: [
      { code: '5230', title: 'Cashiers', level: 4 },
      { code: '5231', title: 'Cashier supervisors', level: 4 },
    ],
    esco_t: [
      { code: 'c1', title: 'lottery cashier', level: 1 },
      { code: 'c2', title: 'casino cashier', level: 1 },
    ],
  });
  for (const grouped of [false, true]) {
    const items = grouped
      ? (await index.searchGrouped({ q: 'cashier', limit: 10, offset: 0, perGroup: 3 })).groups.flatMap((g) => g.items)
      : (await index.search({ q: 'cashier', limit: 10, offset: 0 })).items;
    t.equal(
      items[0]?.code,
      '5230',
      `${grouped ? 'grouped' : 'flat'}: the class first, before the titles holding the word as typed`,
    );
  }
  // the class ranks for "cashier" as for "cashiers" but for the words as typed (FORM_BONUS: "cashier" is not in "Cashiers")
  const score = async (q: string) =>
    (await index.search({ q, limit: 10, offset: 0 })).items.find((h) => h.code === '5230')?.score ?? 0;
  t.ok(
    Math.abs((await score('cashier')) + FORM_BONUS - (await score('cashiers'))) < 1e-3,
    'equal to the query, as its plural is',
  );
  const page = await index.search({ q: 'cashiers', limit: 10, offset: 0 });
  t.equal(page.items[0]?.code, '5230', 'the plural query: the class first as before');
});
