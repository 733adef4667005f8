import { Type } from 'typebox';
import { equivalenceStats } from '../../projections/equivalences/queries.ts';
import { EquivalenceStats } from '../../projections/equivalences/shapes.ts';
import { limitParam, offsetParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { requireSystems } from '../lookup.ts';
import { lines } from '../text.ts';

export const getCrosswalkCoverage = defineTool({
  name: 'get_crosswalk_coverage',
  title: 'Crosswalk coverage',
  description:
    'Edges per ordered system pair (source → target as stored) and per match type, largest first; with system_id, only pairs involving that system. ' +
    'Use it to find which systems a system is linked to and how strongly. Paged (items, total). Same answer as GET /api/v1/equivalences/stats.',
  input: Type.Object({
    system_id: Type.Optional(systemIdParam('Only pairs involving this system')),
    limit: limitParam('system pairs'),
    offset: offsetParam(),
  }),
  output: EquivalenceStats,
  async handler({ system_id, limit, offset }, { db }) {
    if (system_id) await requireSystems(db, [system_id]);
    const s = await equivalenceStats(db, { system: system_id, limit, offset });
    const m = s.by_match_type;
    const text = s.items.length
      ? `${s.total_edges} edges in ${s.total} system pairs${system_id ? ` involving ${system_id}` : ''} (exact ${m.exact}, partial ${m.partial}, broad ${m.broad}, narrow ${m.narrow}):\n` +
        lines(s.items.map((p) => `${p.source_system} → ${p.target_system}: ${p.edges}`))
      : `No crosswalk edges${system_id ? ` involve ${system_id}` : ''}. Try search_classifications to find the same concept in linked systems.`;
    return { data: s, text };
  },
});
