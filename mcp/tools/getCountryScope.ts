import { z } from 'zod';
import { countryCode, limit, lines } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { countryProfile } from '../../projections/countries/queries.ts';
import { unknownCountry } from './getCountryTaxonomyProfile.ts';

const scoped = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  countries: z.array(z.string()).describe('Which of the given countries it applies to'),
  relevance: z.record(z.string(), z.string()).describe('Relevance per country code'),
});

export const getCountryScope = defineTool({
  name: 'get_country_scope',
  config: {
    title: 'Scope of systems for several countries',
    description:
      'For a set of countries (at most 20): the country-specific systems (official, regional or historical for at least one of them) and the global ones (recommended for all of them). ' +
      'Use it to choose the systems to search or classify in for a multi-country business; pass the ids on as system_ids / systems.',
    inputSchema: {
      countries: z
        .array(countryCode())
        .min(1)
        .max(20)
        .describe('ISO 3166-1 alpha-2 codes, e.g. ["US", "DE"] (1 to 20).'),
      limit: limit(100, 1000, 'systems per list'),
    },
    outputSchema: {
      countries: z.array(z.object({ code: z.string(), name: z.string().nullable() })),
      country_specific_total: z.number().int(),
      global_total: z.number().int(),
      country_specific: z.array(scoped).describe('Most countries first; at most limit'),
      global: z.array(scoped).describe('At most limit'),
    },
  },
  async handler({ countries, limit }, { db }) {
    const codes = [...new Set(countries)];
    const profiles = [];
    for (const cc of codes) profiles.push((await countryProfile(db, cc)) ?? (await unknownCountry(db, cc)));
    const bySystem = new Map<string, z.infer<typeof scoped>>();
    for (const p of profiles) {
      for (const g of p.groups)
        for (const s of g.systems) {
          const e = bySystem.get(s.id) ?? { id: s.id, name: s.name, kind: g.kind, countries: [], relevance: {} };
          e.countries.push(p.code);
          e.relevance[p.code] = s.relevance;
          bySystem.set(s.id, e);
        }
    }
    const all = [...bySystem.values()].sort(
      (a, b) => b.countries.length - a.countries.length || a.id.localeCompare(b.id),
    );
    const isGlobal = (s: z.infer<typeof scoped>) =>
      s.countries.length === codes.length && Object.values(s.relevance).every((r) => r === 'recommended');
    const global = all.filter(isGlobal),
      country_specific = all.filter((s) => !isGlobal(s));
    const text =
      `${codes.join(', ')}: ${country_specific.length} country-specific systems, ${global.length} global ones.\nCountry-specific:\n` +
      lines(
        country_specific.map(
          (s) => `${s.id} — ${s.name}: ${s.countries.map((c) => `${c} ${s.relevance[c]}`).join(', ')}`,
        ),
        25,
      ) +
      `\nGlobal (${global.length}): ${
        global
          .slice(0, 30)
          .map((s) => s.id)
          .join(', ') || 'none'
      }${global.length > 30 ? ', …' : ''}`;
    return {
      data: {
        countries: profiles.map((p) => ({ code: p.code, name: p.name })),
        country_specific_total: country_specific.length,
        global_total: global.length,
        country_specific: country_specific.slice(0, limit),
        global: global.slice(0, limit),
      },
      text,
    };
  },
});
