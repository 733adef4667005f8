import { z } from 'zod';
import { code, nodeOut, systemId, toNode } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { requireNode } from '../lookup.ts';
import { listAncestors } from '../../projections/catalog/queries.ts';

export const getAncestors = defineTool({
  name: 'get_ancestors',
  config: {
    title: 'Get ancestors',
    description:
      'The path from the top of the hierarchy down to a code, root first, ending with the code itself (e.g. naics_2022 484110: 48-49, 484, 4841, 48411, 484110). Use it to place a code in context.',
    inputSchema: { system_id: systemId(), code: code() },
    outputSchema: {
      node: nodeOut,
      path: z.array(nodeOut).describe('Root first; the last entry is the code itself'),
      depth: z.number().int(),
    },
  },
  async handler({ system_id, code }, { db }) {
    const node = await requireNode(db, system_id, code);
    const ancestors = (await listAncestors(db, system_id, code)) ?? [];
    const path = [...ancestors.map((a) => toNode(system_id, a)), toNode(system_id, node)];
    const text = `${system_id} path to ${node.code}:\n${path.map((p, i) => `${'  '.repeat(i)}${p.code} ${p.title}`).join('\n')}`;
    return { data: { node: toNode(system_id, node), path, depth: path.length }, text };
  },
});
