import { z } from 'zod';
import { lines, systemId } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { requireSystem } from '../lookup.ts';
import { allSystems } from '../resources.ts';
import { globalStats } from '../../projections/stats/queries.ts';

const row = z.object({
  system_id: z.string(),
  name: z.string(),
  node_count: z.number().int(),
  leaf_count: z.number().int(),
  max_depth: z.number().int(),
});

export const getLeafCount = defineTool({
  name: 'get_leaf_count',
  config: {
    title: 'Leaf and node counts',
    description:
      'Leaf (most detailed) and total code counts: for one system with system_id, or totals plus the 50 largest systems without it. Use it to judge how detailed a system is.',
    inputSchema: { system_id: systemId().optional() },
    outputSchema: {
      node_count: z.number().int().describe('Codes (in the system, or in all systems)'),
      leaf_count: z.number().int().describe('Codes without children'),
      systems: z.array(row).describe('The system asked for, or the 50 largest systems'),
    },
  },
  async handler({ system_id }, { db }) {
    if (system_id) await requireSystem(db, system_id);
    const all = await allSystems(db);
    const toRow = (s: (typeof all)[number]) => ({
      system_id: s.id,
      name: s.name,
      node_count: s.node_count,
      leaf_count: s.leaf_count,
      max_depth: s.max_depth,
    });
    if (system_id) {
      const s = toRow(all.find((x) => x.id === system_id)!);
      return {
        data: { node_count: s.node_count, leaf_count: s.leaf_count, systems: [s] },
        text: `${system_id}: ${s.leaf_count} leaves of ${s.node_count} codes, ${s.max_depth} levels.`,
      };
    }
    const totals = await globalStats(db);
    const systems = [...all]
      .sort((a, b) => b.node_count - a.node_count || a.id.localeCompare(b.id))
      .slice(0, 50)
      .map(toRow);
    return {
      data: { node_count: totals.nodes, leaf_count: totals.leaves, systems },
      text: `${totals.leaves} leaves of ${totals.nodes} codes in ${totals.systems} systems. Largest:\n${lines(
        systems.map((s) => `${s.system_id}: ${s.leaf_count}/${s.node_count}`),
        15,
      )}`,
    };
  },
});
