import t from 'tap';
import { cpcV21 } from '../../../../ingest/sources/cpcV21.ts';
import { byCode, levelCounts, node, readAdapter, treeProblems } from './fixtures/helpers.ts';

const { release } = await readAdapter(cpcV21);
const nodes = release!.nodes;
const codes = byCode(nodes);

t.test('record counts (SOURCE.md: 4,596 = 10 / 71 / 329 / 1,299 / 2,887)', async (t) => {
  t.equal(nodes.length, 4596);
  t.same(levelCounts(nodes), { 1: 10, 2: 71, 3: 329, 4: 1299, 5: 2887 });
  t.same(treeProblems(release!), []);
});

t.test('known codes', async (t) => {
  t.same(node(codes, '0'), { title: 'Agriculture, forestry and fishery products', parent: null, level: 1 });
  t.same(node(codes, '0111'), { title: 'Wheat', parent: '011', level: 4 });
  t.same(node(codes, '01111'), { title: 'Wheat, seed', parent: '0111', level: 5 });
  t.ok(
    nodes.some((n) => n.title.includes('Maté')),
    'UTF-8 é decoded',
  );
});
