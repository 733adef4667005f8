import t from 'tap';
import { createSearchFixture } from '../../helpers/searchFixture.ts';

// A misspelt query answers as the corrected one does: the title equal to the query and the unspecified category
// of a bare term are read from the corrected words, not from the letters typed (TsQueries.corrected).
t.test('a misspelt query is ranked as its correction', async (t) => {
  const { index, indexDocs } = await createSearchFixture(t, [
    {
      id: 'dis_t',
      name: 'Diseases test',
      kind: 'standard',
      provenance: 'official_download',
      authority: 'World Health Organization',
    },
  ]);
  const titles = [
    'Viral pneumonia',
    'Pneumonia, unspecified',
    'Congenital pneumonia',
    'Pneumonia',
    'Aspiration pneumonia',
  ];
  await indexDocs({ dis_t: titles.map((title, i) => ({ code: `J${i}`, title, level: 3 })) });
  for (const grouped of [false, true]) {
    const codes = async (q: string) =>
      grouped
        ? (await index.searchGrouped({ q, limit: 10, offset: 0, perGroup: 10 })).groups.flatMap((g) =>
            g.items.map((h) => h.code),
          )
        : (await index.search({ q, limit: 10, offset: 0 })).items.map((h) => h.code);
    const right = await codes('pneumonia');
    t.same(right.slice(0, 2), ['J3', 'J1'], `${grouped ? 'grouped' : 'flat'}: the term, then its unspecified category`);
    t.same(await codes('pnuemonia'), right, `${grouped ? 'grouped' : 'flat'}: the misspelt query, the same page`);
  }
});
