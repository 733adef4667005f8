import { z } from 'zod';
import { limit, lines, offset, pageShape, systemId } from '../schemas.ts';
import { defineTool, ToolError } from '../tool.ts';
import { requireSystem } from '../lookup.ts';
import { compareSystems } from '../../projections/equivalences/queries.ts';

const group = z.object({ code: z.string(), title: z.string().nullable(), edges: z.number().int() });

export const compareSector = defineTool({
  name: 'compare_sector',
  config: {
    title: 'Compare two systems at the top level',
    description:
      'Side-by-side alignment of two systems: for each top-level group of system A, the top-level groups of system B its codes map to, with edge counts (both edge directions). ' +
      "Use it to see how two classifications line up before translating many codes. Paged over A's top-level groups: at most 100 per call.",
    inputSchema: {
      system_id_a: systemId('First system (rows)'),
      system_id_b: systemId('Second system (columns)'),
      limit: limit(50, 100, 'top-level groups of A'),
      offset: offset(),
    },
    outputSchema: {
      system_id_a: z.string(),
      system_id_b: z.string(),
      total_edges: z.number().int().describe('Distinct code pairs linked between A and B'),
      ...pageShape,
      groups: z.array(group.extend({ targets: z.array(group).describe('Groups of B, most edges first') })),
    },
  },
  async handler({ system_id_a, system_id_b, limit, offset }, { db }) {
    await requireSystem(db, system_id_a, 'system_id_a');
    await requireSystem(db, system_id_b, 'system_id_b');
    if (system_id_a === system_id_b)
      throw new ToolError("Pick two different systems; use get_sector_overview to see one system's top level.");
    const c = await compareSystems(db, system_id_a, system_id_b, { limit, offset });
    const groups = c.items.map((g) => ({
      code: g.code,
      title: g.title,
      edges: g.edges,
      targets: g.targets.map((t) => ({ code: t.code, title: t.title, edges: t.edges })),
    }));
    const text = c.total_edges
      ? `${system_id_a} vs ${system_id_b}: ${c.total_edges} linked code pairs\n${lines(
          groups.map(
            (g) =>
              `${g.code} ${g.title ?? ''} → ${
                g.targets
                  .slice(0, 4)
                  .map((t) => `${t.code} (${t.edges})`)
                  .join(', ') || 'no links'
              }`,
          ),
          40,
        )}`
      : `${system_id_a} and ${system_id_b} have no direct crosswalk edges. Try get_crosswalk_coverage with system_id "${system_id_a}" to see which systems it is linked to.`;
    return {
      data: {
        system_id_a,
        system_id_b,
        total_edges: c.total_edges,
        total: c.total,
        limit,
        offset,
        truncated: offset + groups.length < c.total,
        groups,
      },
      text,
    };
  },
});
