import t from 'tap';
import { crosswalkSic1987Naics1997 } from '../../../../ingest/sources/crosswalkSic1987Naics1997.ts';
import { naicsCode, sicCode } from '../../../../ingest/sources/censusSicNaics.ts';
import { sic1987 } from '../../../../ingest/sources/sic1987.ts';
import { duplicatePairs, edgeSummary, findEdge, readAdapter } from './fixtures/helpers.ts';
import { codeSet, unknownCodes } from './fixtures/systemCodes.ts';

const { edges } = await readAdapter(crosswalkSic1987Naics1997);

t.test('link counts (SOURCE.md: 1,854 SIC rows with a NAICS code, 1,867 NAICS rows)', async (t) => {
  // forward: 1,854 link rows, 2 repeated pairs (2046→311221, 8748→541690) merged;
  // reverse: 1,867 rows, 6 without a SIC code skipped.
  t.same(edgeSummary(edges!), {
    'sic_1987>naics_1997:exact': 413,
    'sic_1987>naics_1997:partial': 1439,
    'naics_1997>sic_1987:exact': 416,
    'naics_1997>sic_1987:partial': 1445,
  });
  t.equal(edges!.length, 1852 + 1861);
  t.equal(duplicatePairs(edges!), 0);
});

t.test('codes normalised: zero-padded SIC, 6-digit U.S. NAICS', async (t) => {
  t.equal(findEdge(edges!, '0111', '111140', 'sic_1987')?.match_type, 'exact', '11114 → 111140');
  t.equal(findEdge(edges!, '0115', '111150', 'sic_1987')?.match_type, 'partial', 'NAICS title marked (pt)');
  t.equal(findEdge(edges!, '111110', '0116', 'naics_1997')?.match_type, 'exact', 'numeric SIC 116 → 0116');
  t.same(unknownCodes(edges!, 'sic_1987', await codeSet(sic1987)), [], 'every SIC code exists in SIC 1987');
  t.same(
    [
      sicCode('116'),
      sicCode('0116'),
      sicCode('Aux'),
      sicCode('01'),
      naicsCode('11114'),
      naicsCode('315'),
      naicsCode('111110'),
    ],
    ['0116', '0116', '', '', '111140', '315', '111110'],
  );
});
