import t from 'tap';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isicRev4 } from '../../../../ingest/sources/isicRev4.ts';
import { byCode, levelCounts, node, readAdapter, treeProblems } from './fixtures/helpers.ts';

const { release } = await readAdapter(isicRev4);
const nodes = release!.nodes;
const codes = byCode(nodes);

t.test('record counts (SOURCE.md: 766 = 21 / 88 / 238 / 419)', async (t) => {
  t.equal(nodes.length, 766);
  t.same(levelCounts(nodes), { 1: 21, 2: 88, 3: 238, 4: 419 });
  t.same(treeProblems(release!), []);
});

t.test('known codes: leading zeros kept, divisions under the preceding section', async (t) => {
  t.same(node(codes, '4923'), { title: 'Freight transport by road', parent: '492', level: 4 });
  t.same(node(codes, '492'), { title: 'Other land transport', parent: '49', level: 3 });
  t.same(node(codes, '49'), { title: 'Land transport and transport via pipelines', parent: 'H', level: 2 });
  t.same(node(codes, 'H'), { title: 'Transportation and storage', parent: null, level: 1 });
  t.same(node(codes, '0111'), {
    title: 'Growing of cereals (except rice), leguminous crops and oil seeds',
    parent: '011',
    level: 4,
  });
  t.equal(codes.get('01')?.parent, 'A');
  t.equal(codes.get('99')?.parent, 'U');
});

t.test('metadata', async (t) => {
  t.equal(release!.system.id, 'isic_rev4');
  t.equal(release!.system.source_url, isicRev4.files[0].url);
  t.match(release!.system.source_url, /^https:\/\/unstats\.un\.org\//);
});

t.test('a malformed file fails the ingestion naming the file and line (no silently merged rows)', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'isic-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const text =
    '"Code","Description"\r\n"A","Agriculture"\r\n"01",Crop and animal 12" production\r\n"011","Growing"\r\n';
  writeFileSync(path.join(dir, 'ISIC_Rev_4_english_structure.txt'), text);
  await t.rejects(isicRev4.read(dir), { name: 'CsvError', message: /^ISIC_Rev_4_english_structure\.txt line 3: / });
});
