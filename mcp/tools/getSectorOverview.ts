import { z } from 'zod';
import { limit, line, lines, nodeOut, offset, pageShape, systemId, systemOut, toNode } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { requireSystem } from '../lookup.ts';
import { getSystem } from '../../projections/catalog/queries.ts';
import { toSystemOut } from './listClassificationSystems.ts';

export const getSectorOverview = defineTool({
  name: 'get_sector_overview',
  config: {
    title: 'Top-level codes of a system',
    description:
      "The top-level codes (sectors, sections, chapters, major groups) of a system with their child counts, plus the system's facts and node counts per level. " +
      'Use it to start browsing a system; continue with browse_children. Paged: at most 500 per call.',
    inputSchema: { system_id: systemId(), limit: limit(100, 500, 'top-level codes'), offset: offset() },
    outputSchema: {
      system: systemOut,
      ...pageShape,
      roots: z.array(nodeOut),
      levels: z
        .array(z.object({ level: z.number().int(), count: z.number().int() }))
        .describe('Codes per level in the whole system'),
    },
  },
  async handler({ system_id, limit, offset }, { db }) {
    await requireSystem(db, system_id);
    const s = (await getSystem(db, system_id, { limit, offset }))!;
    const roots = s.roots.items.map((r) => toNode(system_id, r));
    const text = `${s.id} — ${s.name}: ${s.root_count} top-level codes, ${s.node_count} codes in ${s.max_depth} levels\n${lines(roots.map(line), 40)}`;
    return {
      data: {
        system: toSystemOut(s),
        total: s.roots.total,
        limit,
        offset,
        truncated: offset + roots.length < s.roots.total,
        roots,
        levels: s.levels,
      },
      text,
    };
  },
});
