import { z } from 'zod';
import { countryCode, hitOut, kind, limit, lines, offset, query, systemId, toHit } from '../schemas.ts';
import { defineTool, ToolError } from '../tool.ts';
import { requireSystem } from '../lookup.ts';

export const searchClassifications = defineTool({
  name: 'search_classifications',
  config: {
    title: 'Search codes across systems',
    description:
      'Ranked search over codes and titles in every system (or the given ones): exact code matches first, then code prefixes, then title words; typo tolerant (the corrected query is returned). ' +
      'Use it to find codes for a keyword or a partial code; restrict with system_ids, countries (systems applying there) or kind. At most 100 hits per call, paged with offset.',
    inputSchema: {
      query: query('Words or a code, e.g. "truck transportation", "484", "E11.9".'),
      system_ids: z.array(systemId()).min(1).max(50).optional().describe('Only these systems (at most 50 ids).'),
      countries: z
        .array(countryCode())
        .min(1)
        .max(20)
        .optional()
        .describe('Only systems that apply to one of these countries (ISO alpha-2, at most 20).'),
      kind: kind().optional(),
      limit: limit(20, 100, 'hits'),
      offset: offset(),
    },
    outputSchema: {
      query: z.string(),
      corrected: z.string().nullable().describe('The query after spelling correction, when a word was corrected'),
      total: z.number().int(),
      total_capped: z.boolean().describe('True when total stopped counting at its cap'),
      limit: z.number().int(),
      offset: z.number().int(),
      hits: z.array(hitOut),
    },
  },
  async handler({ query, system_ids, countries, kind, limit, offset }, { db, search }) {
    for (const s of system_ids ?? []) await requireSystem(db, s, 'system_ids entry');
    if (offset > 10_000) throw new ToolError('offset is too deep; refine the query or filter by system_ids instead.');
    const r = await search.search({ q: query, systems: system_ids, countries, kind, limit, offset });
    const hits = r.items.map(toHit);
    const text = hits.length
      ? `${r.total}${r.totalCapped ? '+' : ''} hits for "${query}"${r.corrected ? ` (searched as "${r.corrected}")` : ''}:\n${lines(hits.map((h) => `${h.system_id} ${h.code} ${h.title}`))}`
      : `No hits for "${query}"${system_ids ? ` in ${system_ids.join(', ')}` : ''}. Try fewer or more general words, drop a filter, or classify_business for a longer description.`;
    return {
      data: { query, corrected: r.corrected ?? null, total: r.total, total_capped: r.totalCapped, limit, offset, hits },
      text,
    };
  },
});
