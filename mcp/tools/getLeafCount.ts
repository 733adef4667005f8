import { Type } from 'typebox';
import { SystemStats, systemStats } from '../../projections/catalog/queries.ts';
import { systemIdParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { systemNotFound } from '../lookup.ts';
import { lines } from '../text.ts';
import { SYSTEM_ID } from '../args.ts';

const LARGEST = 50;

export const getLeafCount = defineTool({
  name: 'get_leaf_count',
  title: 'Leaf and node counts',
  description:
    `Leaf (most detailed) and total code counts: for one system with system_id, or the totals over all systems with the ${LARGEST} largest listed. ` +
    'Use it to judge how detailed a system is. Same answer as GET /api/v1/systems/stats?sort=node_count.',
  input: Type.Object({ system_id: Type.Optional(systemIdParam(SYSTEM_ID)) }),
  output: SystemStats,
  async handler({ system_id }, { db }) {
    const stats = await systemStats(db, { system: system_id, sort: 'node_count', limit: LARGEST });
    if (system_id && stats.total === 0) throw await systemNotFound(db, system_id);
    const { totals } = stats;
    const text = system_id
      ? `${system_id}: ${totals.leaves} leaves of ${totals.nodes} codes, ${stats.items[0].max_depth} levels.`
      : `${totals.leaves} leaves of ${totals.nodes} codes in ${totals.systems} systems. Largest:\n${lines(
          stats.items.map((s) => `${s.id}: ${s.leaf_count}/${s.node_count}`),
          15,
        )}`;
    return { data: stats, text };
  },
});
