import { z } from 'zod';
import { countryCode, limit, lines } from '../schemas.ts';
import { defineTool, ToolError } from '../tool.ts';
import { countryProfile, listCountries } from '../../projections/countries/queries.ts';
import type { Queryable } from '../../platform/db.ts';

export const countrySystemOut = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  relevance: z.string().describe('official, regional, recommended or historical'),
  derivation: z
    .string()
    .nullable()
    .describe("hand_coded (from the source list) or region_rule (from the system's region)"),
  node_count: z.number().int(),
  region: z.string().nullable(),
});

/** A ToolError for an unknown country, with countries whose code or name looks alike. */
export async function unknownCountry(db: Queryable, cc: string): Promise<never> {
  const alike = (await listCountries(db, { q: cc.slice(0, 1), limit: 8 })).items.map(
    (c) => `${c.code} (${c.name ?? '?'})`,
  );
  throw new ToolError(
    `Unknown country code '${cc}': use an ISO 3166-1 alpha-2 code such as US, DE, JP.${alike.length ? ` Codes starting alike: ${alike.join(', ')}.` : ''}`,
  );
}

export const getCountryTaxonomyProfile = defineTool({
  name: 'get_country_taxonomy_profile',
  config: {
    title: 'Systems that apply to a country',
    description:
      "A country's applicable classification systems, each with its relevance (official, regional, recommended, historical) and kind, grouped by kind with counts. " +
      'Use it to pick the right national system (e.g. NAICS for US, NACE for DE) before classifying.',
    inputSchema: {
      country_code: countryCode(),
      limit: limit(100, 1000, 'systems listed (official first; counts always cover all)'),
    },
    outputSchema: {
      country_code: z.string(),
      name: z.string().nullable(),
      system_count: z.number().int(),
      node_count: z.number().int(),
      by_relevance: z.object({
        official: z.number().int(),
        regional: z.number().int(),
        recommended: z.number().int(),
        historical: z.number().int(),
      }),
      truncated: z.boolean().describe('True when more systems apply than are listed: raise limit'),
      systems: z.array(countrySystemOut).describe('Official first, then regional, historical, recommended'),
    },
  },
  async handler({ country_code, limit }, { db }) {
    const p = await countryProfile(db, country_code);
    if (!p) return unknownCountry(db, country_code);
    const order = ['official', 'regional', 'historical', 'recommended'];
    const all = p.groups
      .flatMap((g) =>
        g.systems.map((s) => ({
          id: s.id,
          name: s.name,
          kind: g.kind,
          relevance: s.relevance,
          derivation: s.derivation,
          node_count: s.node_count,
          region: s.region,
        })),
      )
      .sort((a, b) => order.indexOf(a.relevance) - order.indexOf(b.relevance) || a.id.localeCompare(b.id));
    const systems = all.slice(0, limit);
    const count = (r: string) => all.filter((s) => s.relevance === r).length;
    const by_relevance = {
      official: count('official'),
      regional: count('regional'),
      recommended: count('recommended'),
      historical: count('historical'),
    };
    const text =
      `${p.code} ${p.name ?? ''}: ${p.system_count} systems (${order.map((r) => `${by_relevance[r as keyof typeof by_relevance]} ${r}`).join(', ')})\n` +
      lines(
        systems.map((s) => `${s.relevance.padEnd(11)} ${s.id} — ${s.name} (${s.kind})`),
        30,
      );
    return {
      data: {
        country_code: p.code,
        name: p.name,
        system_count: p.system_count,
        node_count: p.node_count,
        by_relevance,
        truncated: all.length > systems.length,
        systems,
      },
      text,
    };
  },
});
