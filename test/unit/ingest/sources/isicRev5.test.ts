import t from 'tap';
import { isicRev5, isicRev5Code } from '../../../../ingest/sources/isicRev5.ts';
import { byCode, levelCounts, node, readAdapter, treeProblems } from './fixtures/helpers.ts';

const { release } = await readAdapter(isicRev5);
const nodes = release!.nodes;
const codes = byCode(nodes);

t.test('record counts (SOURCE.md: 830 = 22 / 87 / 258 / 463)', async (t) => {
  t.equal(nodes.length, 830);
  t.same(levelCounts(nodes), { 1: 22, 2: 87, 3: 258, 4: 463 });
  t.same(treeProblems(release!), []);
});

t.test('numeric code cells lost their leading zeros: codes come from the lettered column', async (t) => {
  t.same(node(codes, '0111'), {
    title: 'Growing of cereals (except rice), leguminous crops and oil seeds',
    parent: '011',
    level: 4,
  });
  t.same(node(codes, '01'), {
    title: 'Crop and animal production, hunting and related service activities',
    parent: 'A',
    level: 2,
  });
  t.equal(codes.get('011')?.parent, '01');
  t.same(isicRev5Code('A0111', '111'), { code: '0111', parent: '011' });
  t.same(isicRev5Code('A01', '1'), { code: '01', parent: 'A' });
  t.throws(() => isicRev5Code('A0111', '112'), /disagrees/);
});

t.test('titles trimmed; _x000D_ escapes decoded in the notes', async (t) => {
  t.equal(codes.get('99')?.title, 'Activities of extraterritorial organizations and bodies');
  for (const n of nodes) {
    t.notMatch(n.title, /^\s|\s$/, `${n.code} title`);
    t.notMatch(JSON.stringify(n.notes ?? {}), /_x000D_|\\r/, `${n.code} notes`);
  }
  t.match(codes.get('1071')!.notes, { includes: /manufacture of bread and rolls/, excludes: /^This class excludes:/ });
});
