import t from 'tap';
import { hs2022 } from '../../../../ingest/sources/hs2022.ts';
import { byCode, node, readAdapter, treeProblems } from './fixtures/helpers.ts';

const { release } = await readAdapter(hs2022);
const nodes = release!.nodes;
const codes = byCode(nodes);

t.test(
  'record counts (SOURCE.md: 97 chapters + 1,229 headings + 5,613 subheadings, 21 sections; TOTAL row skipped)',
  async (t) => {
    t.equal(nodes.length, 21 + 97 + 1229 + 5613);
    const kind = (c: string) => (/^[IVX]+$/.test(c) ? 'section' : `${c.length}-digit`);
    const counts: Record<string, number> = {};
    for (const n of nodes) counts[kind(n.code)] = (counts[kind(n.code)] ?? 0) + 1;
    t.same(counts, { section: 21, '2-digit': 97, '4-digit': 1229, '6-digit': 5613 });
    t.notOk(codes.has('TOTAL'));
    t.same(treeProblems(release!), []);
  },
);

t.test('known codes', async (t) => {
  t.same(node(codes, 'I'), { title: 'Live animals; animal products', parent: null, level: 1 });
  t.same(node(codes, '0101'), { title: 'Horses, asses, mules and hinnies; live', parent: '01', level: 3 });
  t.same(node(codes, '010121'), { title: 'Horses; live, pure-bred breeding animals', parent: '0101', level: 4 });
  t.equal(codes.get('01')?.parent, 'I');
  t.equal(codes.get('85')?.parent, 'XVI');
  t.same(node(codes, '8524'), {
    title: 'Flat panel display modules, whether or not incorporating touch-sensitive screens',
    parent: '85',
    level: 3,
  });
  t.same(
    node(codes, '99'),
    { title: 'Commodities not specified according to kind', parent: null, level: 1 },
    'chapter 99 has no section',
  );
});
