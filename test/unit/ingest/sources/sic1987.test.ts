import t from 'tap';
import { sic1987 } from '../../../../ingest/sources/sic1987.ts';
import { byCode, levelCounts, node, readAdapter, treeProblems } from './fixtures/helpers.ts';

const { release } = await readAdapter(sic1987);
const nodes = release!.nodes;
const codes = byCode(nodes);

t.test('record counts (SOURCE.md: 10 / 83 / 416 / 1,005)', async (t) => {
  t.equal(nodes.length, 1514);
  t.same(levelCounts(nodes), { 1: 10, 2: 83, 3: 416, 4: 1005 });
  t.same(treeProblems(release!), []);
});

t.test('known codes (zero-padded text kept)', async (t) => {
  t.same(node(codes, '0111'), { title: 'Wheat', parent: '011', level: 4 });
  t.same(node(codes, '011'), { title: 'Cash Grains', parent: '01', level: 3 });
  t.same(node(codes, '01'), { title: 'Agricultural Production Crops', parent: 'A', level: 2 });
  t.same(node(codes, '7372'), { title: 'Prepackaged Software', parent: '737', level: 4 });
  t.same(node(codes, '9999'), { title: 'Nonclassifiable Establishments', parent: '999', level: 4 });
  t.match(
    codes.get('A')?.description,
    /^This division includes establishments primarily engaged in agricultural production/,
  );
});
