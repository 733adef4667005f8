import t from 'tap';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { naceRev2, sentenceCaseIfUpper } from '../../../../ingest/sources/naceRev2.ts';
import {
  byCode,
  edgeSummary,
  findEdge,
  levelCounts,
  node,
  readAdapter,
  SOURCES_DIR,
  treeProblems,
} from './fixtures/helpers.ts';

const { release, edges } = await readAdapter(naceRev2);
const nodes = release!.nodes;
const codes = byCode(nodes);

t.test('record counts (SOURCE.md: 996 = 21 / 88 / 272 / 615)', async (t) => {
  t.equal(nodes.length, 996);
  t.same(levelCounts(nodes), { 1: 21, 2: 88, 3: 272, 4: 615 });
  t.same(treeProblems(release!), []);
});

t.test('CR-separated records with LFs inside quoted fields', async (t) => {
  t.same(node(codes, '49.41'), { title: 'Freight transport by road', parent: '49.4', level: 4 });
  t.same(node(codes, 'A'), { title: 'Agriculture, forestry and fishing', parent: null, level: 1 });
  t.equal(codes.get('01')?.parent, 'A');
  t.match(codes.get('01.11')?.description, /This class excludes:\n- growing of rice, see 01\.12/);
  t.notOk(
    nodes.some((n) => n.code.includes('\n') || n.title.includes('\n')),
    'no record split inside a field',
  );
});

t.test('section titles turned into sentence case', async (t) => {
  t.equal(sentenceCaseIfUpper('MINING AND QUARRYING'), 'Mining and quarrying');
  t.equal(sentenceCaseIfUpper('Growing of rice'), 'Growing of rice');
  t.equal(codes.get('U')?.title, 'Activities of extraterritorial organisations and bodies');
});

t.test('NACE → ISIC Rev. 4 edges from the reference column', async (t) => {
  t.equal(edges!.length, 996);
  t.same(edgeSummary(edges!), { 'nace_rev2>isic_rev4:exact': 638, 'nace_rev2>isic_rev4:partial': 358 });
  t.equal(findEdge(edges!, '49.41', '4923')?.match_type, 'partial', '49.42 Removal services also maps to 4923');
  t.equal(findEdge(edges!, '49.42', '4923')?.match_type, 'partial');
  t.equal(findEdge(edges!, '01.1', '011')?.match_type, 'exact');
});

t.test('the comma-delimited export of the same listing parses identically', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'nace-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  await copyFile(
    path.join(SOURCES_DIR, 'nace_rev2/NACE_REV2_20221029_092722.csv'),
    path.join(dir, naceRev2.files[0].name),
  );
  const other = await naceRev2.read(dir);
  t.same(other.release!.nodes, nodes);
});
