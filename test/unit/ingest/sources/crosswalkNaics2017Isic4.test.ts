import t from 'tap';
import path from 'node:path';
import { crosswalkNaics2017Isic4 } from '../../../../ingest/sources/crosswalkNaics2017Isic4.ts';
import { readXlsx } from '../../../../ingest/sources/formats/xlsx.ts';
import { cell, pickSheet } from '../../../../ingest/sources/formats/sheet.ts';
import { isicRev4 } from '../../../../ingest/sources/isicRev4.ts';
import { duplicatePairs, edgeSummary, findEdge, readAdapter, SOURCES_DIR } from './fixtures/helpers.ts';
import { codeSet, unknownCodes } from './fixtures/systemCodes.ts';

const { edges } = await readAdapter(crosswalkNaics2017Isic4);

t.test('link count (SOURCE.md: 1,655 rows; minus 2 "Multiple NAICS" rows and 1 repeated pair)', async (t) => {
  t.equal(edges!.length, 1652);
  t.same(edgeSummary(edges!), { 'naics_2017>isic_rev4:partial': 1586, 'naics_2017>isic_rev4:exact': 66 });
  t.equal(duplicatePairs(edges!), 0);
  t.notOk(edges!.some((e) => e.source_code === '0'));
});

t.test("ISIC codes keep the leading zeros their cells' number formats state (no hand list)", async (t) => {
  t.equal(findEdge(edges!, '111110', '0111')?.match_type, 'partial');
  t.equal(findEdge(edges!, '111160', '0112')?.match_type, 'exact');
  t.ok(findEdge(edges!, '111336', '012'), '2-digit number = group 012');
  t.ok(findEdge(edges!, '238290', '331'), 'genuine 3-digit group 331 kept');
  t.ok(findEdge(edges!, '238140', '4330'), 'trailing newlines trimmed');
  t.same(unknownCodes(edges!, 'isic_rev4', await codeSet(isicRev4)), [], 'every ISIC target exists in ISIC Rev. 4');
});

t.test('the ISIC column as the XLSX reader shows it: every cell a real ISIC Rev. 4 code', async (t) => {
  const file = path.join(SOURCES_DIR, crosswalkNaics2017Isic4.folder, '2017_NAICS_to_ISIC_4.xlsx');
  const isicCells = pickSheet(await readXlsx(file))
    .rows.slice(1)
    .map((r) => cell(r, 4))
    .filter(Boolean);
  const isic = await codeSet(isicRev4);
  t.equal(isicCells.length, 1655, 'one ISIC cell per link row (SOURCE.md: 1,655 rows)');
  t.same(
    isicCells.filter((c) => !isic.has(c)),
    [],
    'the formats alone restore every leading zero',
  );
  t.equal(isicCells.filter((c) => c.startsWith('0')).length, 135, '132 classes and 3 groups of divisions 01–09');
});
