import t from 'tap';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { crosswalkIsic4Cpc21 } from '../../../../ingest/sources/crosswalkIsic4Cpc21.ts';
import { isicRev4 } from '../../../../ingest/sources/isicRev4.ts';
import { cpcV21 } from '../../../../ingest/sources/cpcV21.ts';
import { parseCsv } from '../../../../ingest/sources/formats/csv.ts';
import { duplicatePairs, edgeSummary, findEdge, readAdapter, SOURCES_DIR } from './fixtures/helpers.ts';
import { codeSet, unknownCodes } from './fixtures/systemCodes.ts';

const { edges } = await readAdapter(crosswalkIsic4Cpc21);

t.test('link count (SOURCE.md: 2,663 links, 374 ISIC classes, 2,446 CPC subclasses)', async (t) => {
  t.equal(edges!.length, 2663);
  t.same(edgeSummary(edges!), { 'isic_rev4>cpc_v21:partial': 2605, 'isic_rev4>cpc_v21:exact': 58 });
  t.equal(new Set(edges!.map((e) => e.source_code)).size, 374);
  t.equal(new Set(edges!.map((e) => e.target_code)).size, 2446);
  t.equal(duplicatePairs(edges!), 0);
});

t.test('known links; every endpoint exists in ISIC Rev. 4 and CPC 2.1', async (t) => {
  t.equal(findEdge(edges!, '0111', '01111')?.match_type, 'partial');
  t.equal(findEdge(edges!, '0161', '86119')?.match_type, 'exact');
  t.same(unknownCodes(edges!, 'isic_rev4', await codeSet(isicRev4)), []);
  t.same(unknownCodes(edges!, 'cpc_v21', await codeSet(cpcV21)), []);
});

t.test('UNSD header names and column order are accepted too', async (t) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'isic-cpc-'));
  t.teardown(() => rm(dir, { recursive: true, force: true }));
  const [, ...rows] = parseCsv(
    (await readFile(path.join(SOURCES_DIR, 'crosswalks/isic_rev4__cpc_v21/ISIC4_CPC21.csv'))).toString('utf8'),
  );
  const unsd = [
    '"ISIC4code","ISIC4part","CPC21code","CPC21part"',
    ...rows.map((r) => `"${r[0]}","${r[2]}","${r[1]}","${r[3]}"`),
  ].join('\r\n');
  await writeFile(path.join(dir, 'ISIC4_CPC21.csv'), unsd);
  t.same((await crosswalkIsic4Cpc21.read(dir)).edges, edges);
});
