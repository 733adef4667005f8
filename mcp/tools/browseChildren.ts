import { z } from 'zod';
import { code, limit, line, lines, nodeOut, offset, pageShape, systemId, toNode } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { requireNode } from '../lookup.ts';
import { listChildren } from '../../projections/catalog/queries.ts';

export const browseChildren = defineTool({
  name: 'browse_children',
  config: {
    title: 'Browse children',
    description:
      'List the direct children of a code, in publication order, to walk down a hierarchy. For the top level of a system use get_sector_overview. Paged: at most 500 per call.',
    inputSchema: {
      system_id: systemId(),
      parent_code: code('Code whose children to list'),
      limit: limit(100, 500, 'children'),
      offset: offset(),
    },
    outputSchema: { parent: nodeOut, ...pageShape, children: z.array(nodeOut) },
  },
  async handler({ system_id, parent_code, limit, offset }, { db }) {
    const parent = await requireNode(db, system_id, parent_code);
    const page = (await listChildren(db, system_id, parent_code, { limit, offset }))!;
    const children = page.items.map((c) => toNode(system_id, c));
    const text = children.length
      ? `${page.total} children of ${system_id} ${parent.code} (${parent.title}):\n${lines(children.map(line))}`
      : parent.leaf
        ? `${system_id} ${parent.code} (${parent.title}) is a leaf: it has no children. Use get_siblings or get_ancestors to move sideways or up.`
        : `No children at offset ${offset} (there are ${page.total}).`;
    return {
      data: {
        parent: toNode(system_id, parent),
        total: page.total,
        limit,
        offset,
        truncated: offset + children.length < page.total,
        children,
      },
      text,
    };
  },
});
