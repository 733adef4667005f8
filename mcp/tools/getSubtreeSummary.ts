import { z } from 'zod';
import { code, nodeOut, systemId, toNode } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { requireNode } from '../lookup.ts';
import { subtreeSummary } from '../../projections/catalog/queries.ts';

export const getSubtreeSummary = defineTool({
  name: 'get_subtree_summary',
  config: {
    title: 'Summarise a subtree',
    description:
      'Size and shape of everything under a code (the code included): node count, leaf count, depth and counts per level. Use it to judge how broad a code is before browsing it.',
    inputSchema: { system_id: systemId(), code: code() },
    outputSchema: {
      node: nodeOut,
      node_count: z.number().int().describe('Codes in the subtree, the code itself included'),
      leaf_count: z.number().int().describe('Leaf codes in the subtree'),
      depth: z.number().int().describe('Levels in the subtree (1 for a leaf)'),
      levels: z.array(
        z.object({ level: z.number().int().describe('Absolute level in the system'), count: z.number().int() }),
      ),
    },
  },
  async handler({ system_id, code }, { db }) {
    const node = await requireNode(db, system_id, code);
    const s = (await subtreeSummary(db, system_id, code))!;
    const text =
      `${system_id} ${node.code} (${node.title}): ${s.node_count} codes, ${s.leaf_count} leaves, ${s.depth} levels\n` +
      s.levels.map((l) => `level ${l.level}: ${l.count}`).join('\n');
    return {
      data: {
        node: toNode(system_id, node),
        node_count: s.node_count,
        leaf_count: s.leaf_count,
        depth: s.depth,
        levels: s.levels,
      },
      text,
    };
  },
});
