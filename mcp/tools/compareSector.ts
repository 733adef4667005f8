import { Type } from 'typebox';
import { compareSystems } from '../../projections/equivalences/queries.ts';
import { Comparison } from '../../projections/equivalences/shapes.ts';
import { limitParam, offsetParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { defineTool, ToolError } from '../tool.ts';
import { requireSystems } from '../lookup.ts';
import { lines } from '../text.ts';

export const compareSector = defineTool({
  name: 'compare_sector',
  title: 'Compare two systems at the top level',
  description:
    'Side-by-side alignment of two systems: for each top-level group of system A, the top-level groups of system B its codes map to, with edge counts (both edge directions). ' +
    "Use it to see how two classifications line up before translating many codes. Paged over A's top-level groups. Same answer as GET /api/v1/compare.",
  input: Type.Object({
    system_id_a: systemIdParam('First system (rows)'),
    system_id_b: systemIdParam('Second system (columns)'),
    limit: limitParam('top-level groups of A'),
    offset: offsetParam(),
  }),
  output: Comparison,
  async handler({ system_id_a, system_id_b, limit, offset }, { db }) {
    await requireSystems(db, [system_id_a], 'system_id_a');
    await requireSystems(db, [system_id_b], 'system_id_b');
    if (system_id_a === system_id_b)
      throw new ToolError("Pick two different systems; use get_sector_overview to see one system's top level.");
    const c = await compareSystems(db, system_id_a, system_id_b, { limit, offset });
    const text = c.total_edges
      ? `${system_id_a} vs ${system_id_b}: ${c.total_edges} linked code pairs\n${lines(
          c.items.map(
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
    return { data: c, text };
  },
});
