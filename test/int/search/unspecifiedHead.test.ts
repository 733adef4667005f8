import t from 'tap';
import { createSearchFixture } from '../../helpers/searchFixture.ts';

// A bare term is coded to its unspecified category: a title that is the query qualified only as unspecified
// ("Pneumonia, organism unspecified") ranks as a title equal to the query's words would, so its length no
// longer puts it below the shorter "Congenital pneumonia", and of two such titles the shallower code comes
// first (projections/search/pgSearchSql.ts HEAD_TITLE_BONUS). Other qualifiers narrow the thing and gain nothing.
t.test('the unspecified category of a bare term comes first, the shallower first', async (t) => {
  const { index, indexDocs } = await createSearchFixture(t, [
    {
      id: 'dis_t',
      name: 'Diseases test',
      kind: 'standard',
      provenance: 'official_download',
      authority: 'World Health Organization',
    },
  ]);
  await indexDocs({
    dis_t: [
      { code: 'J12', title: 'Viral pneumonia', level: 3 },
      { code: 'J18', title: 'Pneumonia, organism unspecified', level: 3 },
      { code: 'J18.9', title: 'Pneumonia, unspecified', level: 4 },
      { code: 'P23', title: 'Congenital pneumonia', level: 3 },
      { code: 'J18.1', title: 'Pneumonia, lobar', level: 4 },
    ],
  });
  const page = await index.search({ q: 'pneumonia', limit: 10, offset: 0 });
  t.same(
    page.items.slice(0, 2).map((h) => h.code),
    ['J18', 'J18.9'],
    'the unspecified categories first, the shallower before the deeper',
  );
  const lobar = page.items.findIndex((h) => h.code === 'J18.1');
  const viral = page.items.findIndex((h) => h.code === 'J12');
  t.ok(lobar > viral, 'a narrowing qualifier ("Pneumonia, lobar") gains nothing: its length still counts');
  const grouped = await index.searchGrouped({ q: 'pneumonia', limit: 10, offset: 0, perGroup: 3 });
  t.same(
    grouped.groups[0]?.items.slice(0, 2).map((h) => h.code),
    ['J18', 'J18.9'],
    'grouped search ranks them so too',
  );
  const other = await index.search({ q: 'pneumonia lobar', limit: 10, offset: 0 });
  t.equal(other.items[0]?.code, 'J18.1', 'only the query itself qualified counts ("pneumonia lobar" is not its head)');
});
