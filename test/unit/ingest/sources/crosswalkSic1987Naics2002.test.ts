import t from 'tap';
import { crosswalkSic1987Naics2002 } from '../../../../ingest/sources/crosswalkSic1987Naics2002.ts';
import { sic1987 } from '../../../../ingest/sources/sic1987.ts';
import { duplicatePairs, edgeSummary, findEdge, readAdapter } from './fixtures/helpers.ts';
import { codeSet, unknownCodes } from './fixtures/systemCodes.ts';

const { edges } = await readAdapter(crosswalkSic1987Naics2002);

t.test('link counts (SOURCE.md: 2,167 link rows in each file)', async (t) => {
  // 2,167 rows − 3 without a SIC code (`Aux`, "Null Set for U.S.") − 1 repeated pair (2299→313111)
  t.same(edgeSummary(edges!), {
    'sic_1987>naics_2002:exact': 343,
    'sic_1987>naics_2002:partial': 1820,
    'naics_2002>sic_1987:exact': 343,
    'naics_2002>sic_1987:partial': 1820,
  });
  t.equal(edges!.length, 2 * 2163);
  t.equal(duplicatePairs(edges!), 0);
});

t.test('known links and code clean-up', async (t) => {
  t.equal(findEdge(edges!, '0111', '111140', 'sic_1987')?.match_type, 'exact');
  t.equal(findEdge(edges!, '111110', '0116', 'naics_2002')?.match_type, 'exact');
  t.equal(findEdge(edges!, '0119', '111150', 'sic_1987')?.match_type, 'partial');
  t.notOk(
    edges!.some((e) => e.source_code === '' || e.target_code === '' || /aux/i.test(e.source_code + e.target_code)),
  );
  t.ok(edges!.every((e) => /^\d{4}$/.test(e.source_system === 'sic_1987' ? e.source_code : e.target_code)));
  t.same(unknownCodes(edges!, 'sic_1987', await codeSet(sic1987)), []);
});
