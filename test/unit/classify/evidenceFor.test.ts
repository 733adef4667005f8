import t from 'tap';
import { evidenceFor, EVIDENCE_SYSTEMS } from '../../../projections/classify/evidence.ts';

// No crosswalk links an occupation to an industry: an occupation system's best matches carry nothing into an
// industry search and only took the places of the industries' and products' ("Florist": ANZSCO, SOC and ISCO
// filled the sources carried into ISIC Rev 4).
const known = () => true;

t.test('an industry search asks the industries and products, never the occupations', async (t) => {
  t.same(evidenceFor(['isic_rev4'], known), ['naics_2022', 'nace_rev2', 'anzsic_2006', 'hs_2022', 'cpc_v21']);
});

t.test('an occupation search asks every other evidence system, as before', async (t) => {
  t.same(
    evidenceFor(['soc_2018'], known),
    EVIDENCE_SYSTEMS.filter((id) => id !== 'soc_2018'),
  );
});

t.test('a system searched or unknown is not asked', async (t) => {
  t.same(
    evidenceFor(['naics_2022', 'isco_08'], (id) => id !== 'hs_2022'),
    EVIDENCE_SYSTEMS.filter((id) => !['naics_2022', 'isco_08', 'hs_2022'].includes(id)),
  );
});
