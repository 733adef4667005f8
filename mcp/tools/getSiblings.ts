import { z } from 'zod';
import { code, limit, line, lines, nodeOut, offset, pageShape, systemId, toNode } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { requireNode } from '../lookup.ts';
import { listSiblings } from '../../projections/catalog/queries.ts';

export const getSiblings = defineTool({
  name: 'get_siblings',
  config: {
    title: 'Get siblings',
    description:
      'Other codes with the same parent (other top-level codes for a top-level code), in publication order. Use it to see the alternatives next to a code. Paged: at most 500 per call.',
    inputSchema: { system_id: systemId(), code: code(), limit: limit(100, 500, 'siblings'), offset: offset() },
    outputSchema: { node: nodeOut, ...pageShape, siblings: z.array(nodeOut) },
  },
  async handler({ system_id, code, limit, offset }, { db }) {
    const node = await requireNode(db, system_id, code);
    const page = (await listSiblings(db, system_id, code, { limit, offset }))!;
    const siblings = page.items.map((s) => toNode(system_id, s));
    const text = siblings.length
      ? `${page.total} siblings of ${system_id} ${node.code} (${node.title}):\n${lines(siblings.map(line))}`
      : `${system_id} ${node.code} has no siblings${offset ? ` at offset ${offset}` : ''}.`;
    return {
      data: {
        node: toNode(system_id, node),
        total: page.total,
        limit,
        offset,
        truncated: offset + siblings.length < page.total,
        siblings,
      },
      text,
    };
  },
});
