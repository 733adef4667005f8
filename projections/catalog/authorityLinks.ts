/**
 * Per-code pages of the authorities that publish them: system id -> URL for a code, or null.
 * Only patterns known to resolve are listed; other systems get `authority_url: null`.
 */
const enc = encodeURIComponent;

const LINKS: Record<string, (code: string) => string | null> = {
  naics_2022: (c) => `https://www.census.gov/naics/?input=${enc(c)}&year=2022&details=${enc(c)}`,
  naics_2017: (c) => `https://www.census.gov/naics/?input=${enc(c)}&year=2017&details=${enc(c)}`,
  isic_rev4: (c) => `https://unstats.un.org/unsd/classifications/Econ/Detail/EN/27/${enc(c)}`,
  soc_2018: (c) =>
    /^\d{2}-\d{3}[1-9]$/.test(c)
      ? `https://www.bls.gov/oes/current/oes${c.replace('-', '')}.htm`
      : 'https://www.bls.gov/soc/2018/major_groups.htm',
  icd10_who: (c) => `https://icd.who.int/browse10/2019/en#/${enc(c)}`,
  icd_10: (c) => `https://icd.who.int/browse10/2019/en#/${enc(c)}`,
  hts_us: (c) => `https://hts.usitc.gov/search?query=${enc(c)}`,
  iso_3166_1: (c) => (/^[A-Z]{2}$/.test(c) ? `https://www.iso.org/obp/ui/#iso:code:3166:${c}` : null),
  atc_who: (c) => `https://atcddd.fhi.no/atc_ddd_index/?code=${enc(c)}`,
  loinc: (c) => `https://loinc.org/${enc(c)}`,
  mesh: (c) => (/^D\d+$/.test(c) ? `https://meshb.nlm.nih.gov/record/ui?ui=${c}` : null),
  cip_2020: (c) => `https://nces.ed.gov/ipeds/cipcode/cipdetail.aspx?y=56&cipid=${enc(c)}`,
  nci_thesaurus: (c) =>
    `https://ncit.nci.nih.gov/ncitbrowser/ConceptReport.jsp?dictionary=NCI_Thesaurus&code=${enc(c)}`,
  schema_org: (c) => `https://schema.org/${enc(c)}`,
};

/** The authority's page for a code, or null where none is known. */
export function authorityUrl(system: string, code: string): string | null {
  const f = Object.hasOwn(LINKS, system) ? LINKS[system] : undefined;
  return f ? f(code) : null;
}
