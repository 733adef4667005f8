import { z } from 'zod';
import { countryCode, limit, lines, systemId } from '../schemas.ts';
import { defineTool, ToolError } from '../tool.ts';
import { requireSystem } from '../lookup.ts';
import { classify, ClassifyInputError, LIMIT_MAX, TEXT_MAX, type Match } from '../../projections/classify/classify.ts';
import { listSystems } from '../../projections/catalog/queries.ts';
import type { Queryable } from '../../platform/db.ts';

const matchOut = z.object({
  system_id: z.string(),
  code: z.string(),
  title: z.string(),
  score: z.number().describe('0..1, higher is better'),
  matched_words: z.array(z.string()).describe('Words of the text found in this code'),
  level: z.number().int(),
  is_leaf: z.boolean().describe('Leaf codes are the most specific'),
  ancestors: z.array(z.object({ code: z.string(), title: z.string() })).describe('Ancestor path, root first'),
});
const toMatch = (m: Match) => ({
  system_id: m.system,
  code: m.code,
  title: m.title,
  score: m.score,
  matched_words: m.matched_words,
  level: m.level,
  is_leaf: m.leaf,
  ancestors: m.ancestors,
});
const LISTED_SYSTEMS = 100;

/** Systems applying to any of the countries (country_systems), optionally within `within`. */
async function systemsForCountries(db: Queryable, countries: string[], within?: string[]): Promise<string[]> {
  const ids = new Set<string>();
  for (const country of countries) {
    for (let offset = 0; ; offset += 500) {
      const page = await listSystems(db, { country, limit: 500, offset });
      page.items.forEach((s) => ids.add(s.id));
      if (offset + 500 >= page.total) break;
    }
  }
  return [...ids].filter((id) => !within || within.includes(id)).sort();
}

export const classifyBusiness = defineTool({
  name: 'classify_business',
  config: {
    title: 'Classify a description into codes',
    description:
      'Turn a plain-language description of a business, job, product or condition ("bakery with a coffee shop", "long-haul truck driver", "steel bolts and nuts") into ranked codes: ' +
      'standard_matches (official standards: NAICS, ISIC, NACE, SOC, ISCO, HS, ...) and domain_matches (curated domain vocabularies), each with score, matched words and ancestor path; ' +
      'a text naming several activities is split into segments. Same engine as POST /api/v1/classify. Restrict with systems or countries; at most 50 matches per list.',
    inputSchema: {
      text: z.string().trim().min(1).max(TEXT_MAX).describe(`The description, 1 to ${TEXT_MAX} characters.`),
      systems: z.array(systemId()).min(1).max(50).optional().describe('Only these systems (at most 50 ids).'),
      countries: z
        .array(countryCode())
        .min(1)
        .max(20)
        .optional()
        .describe('Only systems that apply to one of these countries (ISO alpha-2, at most 20), e.g. ["US"].'),
      limit: limit(5, LIMIT_MAX, 'matches per list'),
    },
    outputSchema: {
      text: z.string(),
      standard_matches: z.array(matchOut),
      domain_matches: z.array(matchOut),
      segments: z
        .array(z.object({ text: z.string(), standard_matches: z.array(matchOut), domain_matches: z.array(matchOut) }))
        .describe(
          'Parts of the text naming different activities, each classified on its own (one segment for a single activity)',
        ),
      searched_systems: z.object({
        scope: z.enum(['all', 'selected']),
        count: z.number().int(),
        standard: z.array(z.string()).describe(`Standard systems searched (first ${LISTED_SYSTEMS})`),
        domain: z.array(z.string()).describe(`Domain vocabularies searched (first ${LISTED_SYSTEMS})`),
      }),
    },
  },
  async handler({ text, systems, countries, limit }, { db }) {
    for (const s of systems ?? []) await requireSystem(db, s, 'systems entry');
    let scope = systems;
    if (countries) {
      scope = await systemsForCountries(db, countries, systems);
      if (!scope.length)
        throw new ToolError(
          `No ${systems ? 'given ' : ''}system applies to ${countries.join(', ')}. Check the countries with get_country_taxonomy_profile, or drop the countries filter.`,
        );
    }
    let r;
    try {
      r = await classify(db, { text, systems: scope, limit });
    } catch (err) {
      if (err instanceof ClassifyInputError)
        throw new ToolError(
          `${err.message} (parameter ${err.parameter}). Fix it and call classify_business again; list_classification_systems gives valid system ids.`,
        );
      throw err;
    }
    const standard_matches = r.standard_matches.map(toMatch),
      domain_matches = r.domain_matches.map(toMatch);
    if (!standard_matches.length && !domain_matches.length) {
      throw new ToolError(
        `No code matches "${text.slice(0, 80)}". Use more common words (e.g. "truck driver" rather than a brand name), drop the systems/countries filter, or try search_classifications with a single keyword.`,
      );
    }
    const segments = r.segments.map((s) => ({
      text: s.text,
      standard_matches: s.standard_matches.map(toMatch),
      domain_matches: s.domain_matches.map(toMatch),
    }));
    const searched_systems = {
      ...r.searched_systems,
      standard: r.searched_systems.standard.slice(0, LISTED_SYSTEMS),
      domain: r.searched_systems.domain.slice(0, LISTED_SYSTEMS),
    };
    const fmt = (m: ReturnType<typeof toMatch>) => `${m.system_id} ${m.code} ${m.title} (${m.score.toFixed(2)})`;
    const out =
      `${segments.length > 1 ? `${segments.length} activities: ${segments.map((s) => `"${s.text}"`).join(', ')}\n` : ''}` +
      `Standard matches:\n${lines(standard_matches.map(fmt)) || 'none'}\nDomain matches:\n${lines(domain_matches.map(fmt)) || 'none'}`;
    return { data: { text: r.text, standard_matches, domain_matches, segments, searched_systems }, text: out };
  },
});
