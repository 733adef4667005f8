/**
 * The international and most used standards: on equal evidence their codes rank before those of
 * national adaptations that copy the same titles (the 100 NACE-based national systems, ...).
 */
export const MAJOR_SYSTEMS = new Set([
  'naics_2022',
  'isic_rev4',
  'nace_rev2',
  'sic_1987',
  'anzsic_2006',
  'nic_2008',
  'jsic_2013',
  'ksic_2017',
  'gbt_4754',
  'soc_2018',
  'isco_08',
  'anzsco_2022',
  'esco_occupations',
  'onet_soc',
  'noc_2021',
  'hs_2022',
  'cpc_v21',
  'unspsc_v24',
  'gs1_gpc',
  'sitc_rev4',
  'hts_us',
  'cn_2024',
  'prodcom',
  'icd_11',
  'icd10cm',
  'atc_who',
  'mesh',
  'cip_2020',
  'isced_2011',
  'iscedf_2013',
]);
export const OTHER_PRIOR = 0.95;
/** Dictionaries rather than classifications: a word's sense is rarely the code a user is after. */
export const LEXICAL_SYSTEMS = new Set(['wordnet_nouns']);
export const LEXICAL_PRIOR = 0.85;

export const systemPrior = (system: string) =>
  MAJOR_SYSTEMS.has(system) ? 1 : LEXICAL_SYSTEMS.has(system) ? LEXICAL_PRIOR : OTHER_PRIOR;
