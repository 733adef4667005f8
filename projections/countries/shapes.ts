import { Type, type Static } from 'typebox';
import { Int, NStr, Str, nullable, page } from '../vocabulary/schema.ts';

/** The shapes of countries and the systems that apply to them, as every door sends them. */

export const RELEVANCES = ['official', 'regional', 'historical', 'recommended'] as const;
const Relevance = Type.String({ description: 'official, regional, historical or recommended' });

export const CountrySummary = Type.Object({ code: Str, name: NStr, system_count: Int });
export type CountrySummary = Static<typeof CountrySummary>;
export const CountryList = page(CountrySummary);
export type CountryList = Static<typeof CountryList>;

export const CountryStat = Type.Object({
  code: Str,
  name: NStr,
  systems: Int,
  nodes: Int,
  official: Int,
  regional: Int,
  recommended: Int,
  historical: Int,
});
export type CountryStat = Static<typeof CountryStat>;
export const CountryStats = page(CountryStat);
export type CountryStats = Static<typeof CountryStats>;

export const CountrySystem = Type.Object({
  id: Str,
  name: Str,
  relevance: Relevance,
  derivation: nullable<string>('string', {
    description: "hand_coded (from the source list) or region_rule (from the system's region)",
  }),
  node_count: Int,
  region: NStr,
});
export type CountrySystem = Static<typeof CountrySystem>;

const byRelevance = Type.Object({ official: Int, regional: Int, historical: Int, recommended: Int });

export const CountryProfile = Type.Object({
  code: Str,
  name: NStr,
  system_count: Int,
  node_count: Int,
  by_relevance: byRelevance,
  groups: Type.Array(
    Type.Object({
      kind: Str,
      count: Type.Integer({ description: 'Systems of this kind (all of them, listed or not)' }),
      node_count: Int,
      systems: Type.Array(CountrySystem, { description: 'Official first, then regional, historical, recommended' }),
    }),
  ),
});
export type CountryProfile = Static<typeof CountryProfile>;

export const ScopedSystem = Type.Object({
  id: Str,
  name: Str,
  kind: Str,
  countries: Type.Array(Str, { description: 'Which of the given countries it applies to' }),
  relevance: Type.Unsafe<Record<string, string>>({
    type: 'object',
    additionalProperties: Relevance,
    description: 'Relevance per country code',
  }),
});
export type ScopedSystem = Static<typeof ScopedSystem>;

export const CountryScope = Type.Object({
  countries: Type.Array(Type.Object({ code: Str, name: NStr })),
  country_specific_total: Int,
  global_total: Int,
  country_specific: Type.Array(ScopedSystem, {
    description: 'Official, regional or historical for at least one country; most countries first',
  }),
  global: Type.Array(ScopedSystem, { description: 'Recommended for every country' }),
});
export type CountryScope = Static<typeof CountryScope>;
