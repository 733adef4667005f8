import t from 'tap';
import { classify } from '../../../projections/classify/classify.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * Real descriptions with the code a person would expect among the top five, searched within the
 * code's system. Every expected code was checked against its title in the sample corpus.
 */
const CASES: [text: string, system: string, code: string, title: string][] = [
  // industries
  ['retail bakery', 'naics_2022', '311811', 'Retail Bakeries'],
  ['commercial bakery', 'naics_2022', '311812', 'Commercial Bakeries'],
  ['wheat farming', 'naics_2022', '111140', 'Wheat Farming'],
  ['hotel', 'naics_2022', '721110', 'Hotels (except Casino Hotels) and Motels'],
  ['plumbing contractor', 'naics_2022', '238220', 'Plumbing, Heating, and Air-Conditioning Contractors'],
  ['full-service restaurant', 'naics_2022', '722511', 'Full-Service Restaurants'],
  ['car dealer', 'naics_2022', '441110', 'New Car Dealers'],
  ['used car dealers', 'naics_2022', '441120', 'Used Car Dealers'],
  [
    'general freight trucking, long distance',
    'naics_2022',
    '484121',
    'General Freight Trucking, Long-Distance, Truckload',
  ],
  ['software publishers', 'naics_2022', '513210', 'Software Publishers'],
  ['insurance agency', 'naics_2022', '524210', 'Insurance Agencies and Brokerages'],
  ['restaurant', 'isic_rev4', '5610', 'Restaurants and mobile food service activities'],
  ['growing of rice', 'isic_rev4', '0112', 'Growing of rice'],
  ['manufacture of furniture', 'isic_rev4', '3100', 'Manufacture of furniture'],
  ['legal services lawyers', 'isic_rev4', '6910', 'Legal activities'],
  ['hairdressing and beauty salons', 'nace_rev2', '96.02', 'Hairdressing and other beauty treatment'],
  ['computer programming', 'nace_rev2', '62.01', 'Computer programming activities'],
  ['dairy farm', 'sic_1987', '0241', 'Dairy Farms'],
  // occupations (with abbreviations and synonyms)
  ['long-haul truck driver', 'soc_2018', '53-3032', 'Heavy and Tractor-Trailer Truck Drivers'],
  ['HGV driver', 'isco_08', '8332', 'Heavy Truck and Lorry Drivers'],
  ['lorry driver', 'isco_08', '8332', 'Heavy Truck and Lorry Drivers'],
  ['registered nurse', 'soc_2018', '29-1141', 'Registered Nurses'],
  ['RN', 'soc_2018', '29-1141', 'Registered Nurses'],
  ['sr software eng', 'soc_2018', '15-1252', 'Software Developers'],
  ['sales mgr', 'soc_2018', '11-2022', 'Sales Managers'],
  ['construction manager', 'soc_2018', '11-9021', 'Construction Managers'],
  ['electrician', 'soc_2018', '47-2111', 'Electricians'],
  ['dentist', 'soc_2018', '29-1021', 'Dentists, General'],
  ['software developer', 'isco_08', '2512', 'Software Developers'],
  ['accountant', 'isco_08', '2411', 'Accountants'],
  ['carpenter', 'isco_08', '7115', 'Carpenters and Joiners'],
  ['chef', 'isco_08', '3434', 'Chefs'],
  ['waiter', 'isco_08', '5131', 'Waiters'],
  ['hairdresser', 'isco_08', '5141', 'Hairdressers'],
  ['bus driver', 'isco_08', '8331', 'Bus and Tram Drivers'],
  ['primary school teacher', 'isco_08', '2341', 'Primary School Teachers'],
  // products
  ['threaded steel nuts', 'hs_2022', '731816', 'Iron or steel; threaded nuts'],
  ['frozen tilapia fillets', 'hs_2022', '030461', 'Fish fillets; frozen, tilapias (Oreochromis spp.)'],
  ['beer', 'hs_2022', '2203', 'Beer made from malt'],
  [
    'wine of fresh grapes',
    'hs_2022',
    '2204',
    'Wine of fresh grapes, including fortified wines; grape must other than that of heading no. 2009',
  ],
  [
    'fresh cut roses',
    'hs_2022',
    '060311',
    'Flowers, cut; roses, flowers and buds of a kind suitable for bouquets or ornamental purposes, fresh',
  ],
  [
    'laptop computers',
    'hs_2022',
    '847130',
    'Automatic data processing machines; portable, weighing not more than 10kg, consisting of at least a central processing unit, a keyboard and a display',
  ],
  ['crude petroleum oil', 'hs_2022', '2709', 'Petroleum oils and oils obtained from bituminous minerals; crude'],
  // domain vocabularies
  ['grain hauling', 'domain_truck_cargo', 'dtc_com_grain', 'Grain, Feed and Agricultural Commodities'],
  ['hazardous materials: flammable liquids', 'domain_truck_cargo', 'dtc_haz_3', 'Class 3 - Flammable Liquids'],
  ['corn', 'domain_ag_crop', 'dac_grain_corn', 'Corn / Maize (field corn, sweet corn)'],
  ['mushroom growing', 'domain_ag_crop', 'dac_spec_mushroom', 'Mushrooms and Fungi'],
];

t.test('real descriptions find their expected codes among the top five', async (t) => {
  const { db } = await createTestStack(t, { ingestSample: true });
  t.ok(CASES.length >= 30, `${CASES.length} descriptions`);
  for (const [text, system, code, title] of CASES) {
    const { rows } = await db.pool.query('SELECT title FROM nodes WHERE system = $1 AND code = $2', [system, code]);
    t.equal(rows[0]?.title, title, `${system} ${code} is "${title}"`);
    const res = await classify(db.pool, { text, systems: [system], limit: 5 });
    const codes = [...res.standard_matches, ...res.domain_matches].map((m) => m.code);
    t.ok(codes.includes(code), `"${text}" -> ${system} ${code} (got ${codes.join(', ')})`);
  }
});

t.test('a phrase the system knows nowhere as a whole falls back to its words rather than no answer', async (t) => {
  const { db } = await createTestStack(t, { ingestSample: true });
  // "software developer" is one idea (a synonym of programmer and coder); NAICS has no occupation
  // titles, so the phrase alone finds nothing there, while "software" names Software Publishers
  const res = await classify(db.pool, { text: 'software developer', systems: ['naics_2022'], limit: 5 });
  const codes = res.standard_matches.map((m) => m.code);
  t.ok(codes.includes('513210'), `software developer -> naics_2022 513210 among ${codes.join(', ') || 'nothing'}`);
  t.not(res.confidence_level, 'none', 'an answer, with its confidence');
  // a phrase the system does know keeps its own answer (the fallback runs only on no answer)
  const known = await classify(db.pool, { text: 'software developer', systems: ['isco_08'], limit: 5 });
  t.equal(known.standard_matches[0]?.code, '2512', 'ISCO-08 still answers Software Developers first');
});
