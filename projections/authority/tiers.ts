import overrides from './overrides.json' with { type: 'json' };

/**
 * A system's authority tier, derived from what the graph knows about it (provenance, authority,
 * kind, crosswalk degree, being a copy of another system) so a newly ingested system gets a sensible
 * tier without a hand list; `overrides.json` holds the few the rules get wrong. Pure: no I/O.
 * 1 international statistical standards and the official editions others map to (ISIC, NACE, NAICS,
 *   ISCO, SOC, HS, CPC, ICD, ISO 3166), 2 official national adaptations (and copies of a standard),
 *   3 regulatory and domain vocabularies, 4 lexical and web vocabularies (WordNet, schema.org, GeoNames, patents).
 */
export type Tier = 1 | 2 | 3 | 4;

export interface SystemFacts {
  id: string;
  kind: string;
  provenance: string | null;
  authority: string | null;
  country_codes: string[];
  /** Distinct systems linked to it by a crosswalk (either direction). */
  degree: number;
  /** The system this one copies (most of its codes linked one-to-one, same code, exact), if any. */
  copy_of: string | null;
}

export interface Authority {
  tier: Tier;
  /** Why, in a few words (shown on /systems). */
  basis: string;
  copy_of: string | null;
}

/** International bodies that publish statistical standards (UN family, EU, ISO, OECD, ...). */
const INTERNATIONAL =
  /\b(united nations|un statistics|unsd|international labour|ilo|world health|world customs|wco|eurostat|european commission|unesco|iso|oecd|imf|international monetary|fao|food and agriculture|world bank|wipo)\b/i;

/** National statistical offices (a country's own edition of a statistical standard). */
const STATISTICAL_OFFICE = /statisti|census|estad[ií]stica|statistique|istat|\bstat\b/i;

/** A national standard this many systems map to is one the world uses (NAICS): tier 1 although national. */
export const HUB_DEGREE = 3;

const isTier = (n: number): n is Tier => n === 1 || n === 2 || n === 3 || n === 4;
/** overrides.json by system id (its `_comment` and an entry with no valid tier are not overrides). */
const OVERRIDES = new Map(
  Object.entries(overrides as Record<string, unknown>).flatMap(([id, o]) => {
    const entry = o as { tier?: unknown; reason?: unknown } | null;
    return entry && typeof entry === 'object' && typeof entry.tier === 'number' && isTier(entry.tier)
      ? [[id, { tier: entry.tier, reason: String(entry.reason ?? '') }] as const]
      : [];
  }),
);

export function deriveAuthority(s: SystemFacts): Authority {
  const o = OVERRIDES.get(s.id);
  if (o) return { tier: o.tier, basis: `override: ${o.reason}`, copy_of: s.copy_of };
  const at = (tier: Tier, basis: string): Authority => ({ tier, basis, copy_of: s.copy_of });
  if (s.copy_of) return at(2, `national copy of ${s.copy_of}`);
  if (s.kind === 'domain') return at(3, 'domain vocabulary');
  const official = s.provenance === 'official_download';
  const international = !!s.authority && INTERNATIONAL.test(s.authority);
  const national = s.country_codes.length > 0 && s.country_codes.length <= 3;
  if (official && international) return at(1, 'international standard, official file');
  if (official && s.degree >= HUB_DEGREE) return at(1, `official standard linked to ${s.degree} systems`);
  if (official && national) return at(2, 'official national standard');
  if (official) return at(3, 'official vocabulary of a domain');
  if (international && s.degree > 0) return at(2, 'international standard, transcribed');
  if (s.country_codes.length > 0 && (s.degree > 0 || (!!s.authority && STATISTICAL_OFFICE.test(s.authority))))
    return at(2, 'national adaptation');
  return at(3, 'domain vocabulary');
}

/** Ranking weight of a tier: title scores are multiplied by it. Copies rank below everything, as they fold under their parent. */
export const TIER_WEIGHT: Record<Tier, number> = { 1: 1, 2: 0.6, 3: 0.4, 4: 0.2 };
export const COPY_WEIGHT = 0.1;

/**
 * A system's weight: its tier's, copies least; a standard (tiers 1 and 2) a little more the more systems
 * link to it (ties between standards). Vocabularies weigh their tier's exactly, so few systems are passed
 * to the search statement with a weight of their own.
 */
export function authorityWeight(a: Authority, degree: number): number {
  if (a.copy_of) return COPY_WEIGHT;
  if (a.tier > 2) return TIER_WEIGHT[a.tier];
  return TIER_WEIGHT[a.tier] * (1 + 0.05 * Math.min(1, Math.log10(1 + degree) / 2.5));
}
