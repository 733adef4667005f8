/**
 * Which systems classify searches when the caller names none: the business systems (industries,
 * occupations, products; the international and major national ones, see `inScope`). Geographic, regulatory, medical and other standards come in with
 * `kind: 'standard'`, domain vocabularies with `kind: 'domain'`, any system by naming it in `systems`.
 */
import { MAJOR_SYSTEMS } from './priority.ts';

const INDUSTRIES =
  /^(naics_|scian_|isic_|nace_|ciiu_|sic_|anzsic_|nic_2008|jsic_|ksic_|gbt_4754|csic_|ateco_|bsic$|cae_|caeb$|caem_|caen_|cnae_|cz_nace|db07|emtak|isat_|kbli_|kd_|kved_|msic_|naf_|nk_|nkd_|nkid|noga_|nve_|okved_|onace_|pkd_|psic_|sbi_|sk_nace|skd_|slsic|sn_|sni_|ssic_|stakod_|teaor_|tol_|tsic_|vsic_|wz_)/;
const OCCUPATIONS = /^(soc_|isco_|anzsco_|esco_occupations|onet_soc|noc_|uksoc_|kldb_)/;
const PRODUCTS = /^(hs_|hts_|cn_|cpc_|unspsc_|gs1_gpc|sitc_|prodcom|coicop|cpv_|schedule_b)/;

/** Industry classifications (ISIC, NACE, NAICS, SIC and their national versions). */
export const isIndustrySystem = (id: string): boolean => INDUSTRIES.test(id);

/**
 * Words that say the text describes an establishment, not a job or a product ("taxi COMPANY", "an
 * accounting FIRM", "our cleaning BUSINESS", "WE RUN A bakery"): the default scope then keeps the industries.
 */
const ESTABLISHMENT =
  /\b(?:compan(?:y|ies)|firms?|business(?:es)?(?!\s+(?:cards?|suits?|class|casual|attire|plans?)\b)|enterprises?|corporations?|llc|ltd|inc)\b|\b(?:we|i)\s+(?:run|own|operate)\s+(?:a|an|the|our|my|two|several)\b/i;
export const namesEstablishment = (text: string): boolean => ESTABLISHMENT.test(text);

/** Occupation classifications: their titles list alternative names of one job ("Hairdressers, Hairstylists, and Cosmetologists"). */
export const isOccupationSystem = (id: string): boolean => OCCUPATIONS.test(id);

export const isBusinessSystem = (id: string): boolean =>
  INDUSTRIES.test(id) || OCCUPATIONS.test(id) || PRODUCTS.test(id);

export type ClassifyKind = 'standard' | 'domain';

/**
 * The default scope's test for one system: every system of the asked kind; else the business
 * systems, their national adaptations (the ~130 ISIC and NACE copies repeating the same titles)
 * only when the caller's countries ask for them (`national`).
 */
export function inScope(
  id: string,
  systemKind: string | undefined,
  kind: ClassifyKind | undefined,
  national = false,
): boolean {
  if (kind) return systemKind === kind;
  return systemKind === 'standard' && isBusinessSystem(id) && (national || MAJOR_SYSTEMS.has(id));
}

/**
 * Systems whose classify documents carry the `business` mark (their own smaller GIN index,
 * db/migrations/0051): the default scope without countries, by id (a business system is standard).
 */
export const inBusinessIndex = (id: string): boolean => isBusinessSystem(id) && MAJOR_SYSTEMS.has(id);
