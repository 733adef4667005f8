import t from 'tap';
import { isco08 } from '../../../../ingest/sources/isco08.ts';
import { byCode, levelCounts, node, readAdapter, treeProblems } from './fixtures/helpers.ts';

const { release } = await readAdapter(isco08);
const nodes = release!.nodes;
const codes = byCode(nodes);

t.test('record counts (SOURCE.md: 619 = 10 / 43 / 130 / 436)', async (t) => {
  t.equal(nodes.length, 619);
  t.same(levelCounts(nodes), { 1: 10, 2: 43, 3: 130, 4: 436 });
  t.same(treeProblems(release!), []);
});

t.test('known codes; armed forces keep their leading zeros', async (t) => {
  t.same(node(codes, '2512'), { title: 'Software Developers', parent: '251', level: 4 });
  t.same(node(codes, '251'), { title: 'Software and Applications Developers and Analysts', parent: '25', level: 3 });
  t.same(node(codes, '2'), { title: 'Professionals', parent: null, level: 1 });
  t.same(node(codes, '0110'), { title: 'Commissioned Armed Forces Officers', parent: '011', level: 4 });
  t.same(node(codes, '0'), { title: 'Armed Forces Occupations', parent: null, level: 1 });
  t.equal(nodes.at(-1)?.code, '0310', 'armed forces stay last, as in the file');
  t.match(codes.get('2512')?.description, /^Software developers research, analyse and evaluate/);
});
