import { z } from 'zod';
import { hitOut, limit, lines, offset, query, toHit } from '../schemas.ts';
import { defineTool } from '../tool.ts';

export const findByKeywordAllSystems = defineTool({
  name: 'find_by_keyword_all_systems',
  config: {
    title: 'Keyword hits grouped by system',
    description:
      'Search every system at once and get the hits grouped by system, each group with its total: use it to see which systems cover a concept (e.g. "bakery" in NAICS, ISIC, NACE, domain vocabularies). ' +
      'At most 50 systems per call and limit_per_system (at most 20) hits each.',
    inputSchema: {
      query: query('Words or a code, e.g. "bakery", "truck driver".'),
      limit_per_system: limit(3, 20, 'hits per system'),
      max_systems: limit(25, 50, 'systems'),
      offset: offset().describe('How many systems to skip, for paging (default 0).'),
    },
    outputSchema: {
      query: z.string(),
      corrected: z.string().nullable(),
      total_hits: z.number().int(),
      total_capped: z.boolean(),
      system_count: z.number().int().describe('Systems with at least one hit'),
      groups: z.array(z.object({ system_id: z.string(), total: z.number().int(), hits: z.array(hitOut) })),
    },
  },
  async handler({ query, limit_per_system, max_systems, offset }, { search }) {
    const r = await search.searchGrouped({ q: query, limit: max_systems, offset, perGroup: limit_per_system });
    const groups = r.groups.map((g) => ({ system_id: g.system, total: g.total, hits: g.items.map(toHit) }));
    const text = groups.length
      ? `"${query}"${r.corrected ? ` (searched as "${r.corrected}")` : ''} found in ${r.groupCount} systems:\n${lines(
          groups.map((g) => `${g.system_id} (${g.total}): ${g.hits.map((h) => `${h.code} ${h.title}`).join('; ')}`),
          30,
        )}`
      : `No system has a hit for "${query}". Try fewer or more general words, or classify_business for a description.`;
    return {
      data: {
        query,
        corrected: r.corrected ?? null,
        total_hits: r.total,
        total_capped: r.totalCapped,
        system_count: r.groupCount,
        groups,
      },
      text,
    };
  },
});
