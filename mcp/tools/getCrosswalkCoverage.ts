import { z } from 'zod';
import { limit, lines, offset, pageShape, systemId } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { requireSystem } from '../lookup.ts';
import { equivalenceStats } from '../../projections/equivalences/queries.ts';

export const matchCounts = z.object({
  exact: z.number().int(),
  partial: z.number().int(),
  broad: z.number().int(),
  narrow: z.number().int(),
});

export const getCrosswalkCoverage = defineTool({
  name: 'get_crosswalk_coverage',
  config: {
    title: 'Crosswalk coverage',
    description:
      'Edges per ordered system pair (source → target as stored) and per match type, largest first; with system_id, only pairs involving that system. ' +
      'Use it to find which systems a system is linked to and how strongly. Paged: at most 500 pairs per call.',
    inputSchema: {
      system_id: systemId('Only pairs involving this system').optional(),
      limit: limit(50, 500, 'system pairs'),
      offset: offset(),
    },
    outputSchema: {
      system_id: z.string().nullable(),
      total_edges: z.number().int(),
      by_match_type: matchCounts,
      ...pageShape,
      pairs: z.array(
        z.object({
          source_system: z.string(),
          target_system: z.string(),
          edges: z.number().int(),
          exact: z.number().int(),
          partial: z.number().int(),
          broad: z.number().int(),
          narrow: z.number().int(),
        }),
      ),
    },
  },
  async handler({ system_id, limit, offset }, { db }) {
    if (system_id) await requireSystem(db, system_id);
    const s = await equivalenceStats(db, { system: system_id, limit, offset });
    const pairs = s.items.map((p) => ({
      source_system: p.source_system,
      target_system: p.target_system,
      edges: p.edges,
      exact: p.exact,
      partial: p.partial,
      broad: p.broad,
      narrow: p.narrow,
    }));
    const text = pairs.length
      ? `${s.total_edges} edges in ${s.total} system pairs${system_id ? ` involving ${system_id}` : ''} (exact ${s.by_match_type.exact}, partial ${s.by_match_type.partial}, broad ${s.by_match_type.broad}, narrow ${s.by_match_type.narrow}):\n` +
        lines(pairs.map((p) => `${p.source_system} → ${p.target_system}: ${p.edges}`))
      : `No crosswalk edges${system_id ? ` involve ${system_id}` : ''}. Try search_classifications to find the same concept in linked systems.`;
    return {
      data: {
        system_id: system_id ?? null,
        total_edges: s.total_edges,
        by_match_type: s.by_match_type,
        total: s.total,
        limit,
        offset,
        truncated: offset + pairs.length < s.total,
        pairs,
      },
      text,
    };
  },
});
