import t from 'tap';
import { crosswalkNaics2017Isic4, isicFromNumber } from '../../../../ingest/sources/crosswalkNaics2017Isic4.ts';
import { isicRev4 } from '../../../../ingest/sources/isicRev4.ts';
import { duplicatePairs, edgeSummary, findEdge, readAdapter } from './fixtures/helpers.ts';
import { codeSet, unknownCodes } from './fixtures/systemCodes.ts';

const { edges } = await readAdapter(crosswalkNaics2017Isic4);

t.test('link count (SOURCE.md: 1,655 rows; minus 2 "Multiple NAICS" rows and 1 repeated pair)', async (t) => {
  t.equal(edges!.length, 1652);
  t.same(edgeSummary(edges!), { 'naics_2017>isic_rev4:partial': 1586, 'naics_2017>isic_rev4:exact': 66 });
  t.equal(duplicatePairs(edges!), 0);
  t.notOk(edges!.some((e) => e.source_code === '0'));
});

t.test('ISIC codes that lost their leading zeros are restored', async (t) => {
  t.equal(findEdge(edges!, '111110', '0111')?.match_type, 'partial');
  t.equal(findEdge(edges!, '111160', '0112')?.match_type, 'exact');
  t.ok(findEdge(edges!, '111336', '012'), '2-digit number = group 012');
  t.ok(findEdge(edges!, '238290', '331'), 'genuine 3-digit group 331 kept');
  t.ok(findEdge(edges!, '238140', '4330'), 'trailing newlines trimmed');
  t.same(unknownCodes(edges!, 'isic_rev4', await codeSet(isicRev4)), [], 'every ISIC target exists in ISIC Rev. 4');
  t.same(['111', '12', '14', '331', '4330', '9810'].map(isicFromNumber), ['0111', '012', '014', '331', '4330', '9810']);
});
