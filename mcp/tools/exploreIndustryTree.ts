import { z } from 'zod';
import { hitOut, limit, nodeOut, query, systemId, toHit, toNode } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { requireSystem } from '../lookup.ts';
import { listAncestors, listChildren } from '../../projections/catalog/queries.ts';

const MAX_CHILDREN = 10;

export const exploreIndustryTree = defineTool({
  name: 'explore_industry_tree',
  config: {
    title: 'Search with hierarchy context',
    description:
      'Search codes (optionally in one system) and get each hit with its ancestor path (root first) and its first children: use it to see where a concept sits in a hierarchy in one call. ' +
      `At most 20 hits, ${MAX_CHILDREN} children each.`,
    inputSchema: {
      query: query('Words or a code, e.g. "freight trucking" or "4841".'),
      system_id: systemId('Only this system').optional(),
      limit: limit(5, 20, 'hits'),
    },
    outputSchema: {
      query: z.string(),
      corrected: z.string().nullable(),
      total: z.number().int(),
      hits: z.array(
        z.object({
          hit: hitOut,
          ancestors: z.array(nodeOut).describe('Root first, without the hit itself'),
          children: z.array(nodeOut),
          child_count: z.number().int().describe('All children, of which at most 10 are listed'),
        }),
      ),
    },
  },
  async handler({ query, system_id, limit }, { db, search }) {
    if (system_id) await requireSystem(db, system_id);
    const r = await search.search({ q: query, systems: system_id ? [system_id] : undefined, limit, offset: 0 });
    const hits = await Promise.all(
      r.items.map(async (h) => {
        const [anc, kids] = await Promise.all([
          listAncestors(db, h.system, h.code),
          listChildren(db, h.system, h.code, { limit: MAX_CHILDREN }),
        ]);
        return {
          hit: toHit(h),
          ancestors: (anc ?? []).map((a) => toNode(h.system, a)),
          children: (kids?.items ?? []).map((c) => toNode(h.system, c)),
          child_count: kids?.total ?? 0,
        };
      }),
    );
    const text = hits.length
      ? hits
          .map(
            (x) =>
              `${x.hit.system_id} ${[...x.ancestors.map((a) => a.code), x.hit.code].join(' > ')} ${x.hit.title}` +
              (x.children.length
                ? `\n  children: ${x.children.map((c) => `${c.code} ${c.title}`).join('; ')}${x.child_count > x.children.length ? '; …' : ''}`
                : ' (leaf)'),
          )
          .join('\n')
      : `No hits for "${query}"${system_id ? ` in ${system_id}` : ''}. Try other words, or get_sector_overview to browse from the top.`;
    return { data: { query, corrected: r.corrected ?? null, total: r.total, hits }, text };
  },
});
