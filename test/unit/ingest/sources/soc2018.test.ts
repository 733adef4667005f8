import t from 'tap';
import path from 'node:path';
import { soc2018, socStructureRows } from '../../../../ingest/sources/soc2018.ts';
import { readXlsx } from '../../../../ingest/sources/formats/xlsx.ts';
import { pickSheet } from '../../../../ingest/sources/formats/sheet.ts';
import { byCode, levelCounts, node, readAdapter, SOURCES_DIR, treeProblems } from './fixtures/helpers.ts';

const { release } = await readAdapter(soc2018);
const nodes = release!.nodes;
const codes = byCode(nodes);

t.test('record counts (SOURCE.md: 1,447 = 23 / 98 / 459 / 867)', async (t) => {
  t.equal(nodes.length, 1447);
  t.same(levelCounts(nodes), { 1: 23, 2: 98, 3: 459, 4: 867 });
  t.same(treeProblems(release!), []);
});

t.test('known codes; parents follow the file order, not code arithmetic', async (t) => {
  t.same(node(codes, '15-1252'), { title: 'Software Developers', parent: '15-1250', level: 4 });
  t.same(node(codes, '15-1250'), {
    title: 'Software and Web Developers, Programmers, and Testers',
    parent: '15-1200',
    level: 3,
  });
  t.same(node(codes, '15-1200'), { title: 'Computer Occupations', parent: '15-0000', level: 2 });
  t.same(node(codes, '11-1011'), { title: 'Chief Executives', parent: '11-1010', level: 4 });
  t.equal(nodes.filter((n) => n.description).length, 867, 'definitions on detailed occupations only');
  t.match(codes.get('15-1252')?.description, /^Research, design, and develop computer/);
});

t.test('the staircase structure workbook yields the same codes, titles and levels', async (t) => {
  const sheet = pickSheet(await readXlsx(path.join(SOURCES_DIR, 'soc_2018/soc_structure_2018.xlsx')));
  const rows = socStructureRows(sheet);
  t.equal(rows.length, 1447);
  t.same(
    rows.map((r) => [r.code, r.level, r.title]),
    nodes.map((n) => [n.code, n.level, n.title]),
  );
});
