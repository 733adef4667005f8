import t from 'tap';
import { crosswalkIsco08Soc2010 } from '../../../../ingest/sources/crosswalkIsco08Soc2010.ts';
import { isco08 } from '../../../../ingest/sources/isco08.ts';
import { duplicatePairs, edgeSummary, findEdge, readAdapter } from './fixtures/helpers.ts';
import { codeSet, unknownCodes } from './fixtures/systemCodes.ts';

const { edges } = await readAdapter(crosswalkIsco08Soc2010);

t.test('link counts (SOURCE.md: 1,125 rows on each of the two sheets)', async (t) => {
  t.equal(edges!.length, 2250);
  t.same(edgeSummary(edges!), {
    'isco_08>soc_2010:partial': 1030,
    'isco_08>soc_2010:exact': 95,
    'soc_2010>isco_08:partial': 1030,
    'soc_2010>isco_08:exact': 95,
  });
  t.equal(duplicatePairs(edges!), 0);
});

t.test('known links; trailing spaces trimmed; ISCO codes exist in ISCO-08', async (t) => {
  t.equal(findEdge(edges!, '0110', '55-1011', 'isco_08')?.match_type, 'partial');
  t.equal(findEdge(edges!, '1321', '11-3051', 'isco_08')?.match_type, 'exact');
  t.equal(findEdge(edges!, '11-1011', '1112', 'soc_2010')?.match_type, 'partial');
  t.notOk(edges!.some((e) => e.source_code !== e.source_code.trim() || e.target_code !== e.target_code.trim()));
  t.ok(
    edges!.every((e) =>
      e.source_system === 'soc_2010' ? /^\d\d-\d{4}$/.test(e.source_code) : /^\d\d-\d{4}$/.test(e.target_code),
    ),
  );
  t.same(unknownCodes(edges!, 'isco_08', await codeSet(isco08)), []);
});
