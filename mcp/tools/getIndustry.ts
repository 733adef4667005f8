import { z } from 'zod';
import { code, nodeShape, systemId } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { requireNode } from '../lookup.ts';
import { getNode } from '../../projections/catalog/queries.ts';

export const getIndustry = defineTool({
  name: 'get_industry',
  config: {
    title: 'Get one code',
    description:
      "Look up one code in one system (any kind, not only industries): title, description, parent, level, leaf flag, child count and the authority's page when known. " +
      'Use it to confirm a code before translating it. Unknown codes return an error listing the closest codes.',
    inputSchema: { system_id: systemId(), code: code() },
    outputSchema: {
      ...nodeShape,
      system_name: z.string().describe('Name of the system'),
      description: z.string().nullable().describe('Description as published (may be long or null)'),
      parent_title: z.string().nullable().describe('Title of the parent code'),
      subtree_size: z.number().int().describe('Codes under this one, itself included'),
      authority_url: z.string().nullable().describe("The publisher's page for this code, when known"),
    },
  },
  async handler({ system_id, code }, { db }) {
    const n = await requireNode(db, system_id, code);
    const parent = n.parent ? await getNode(db, system_id, n.parent) : null;
    const description =
      n.description && n.description.length > 4000 ? `${n.description.slice(0, 4000)}…` : n.description;
    const data = {
      system_id,
      code: n.code,
      title: n.title,
      level: n.level,
      parent_code: n.parent,
      is_leaf: n.leaf,
      child_count: n.child_count,
      system_name: n.system_name,
      description,
      parent_title: parent?.title ?? null,
      subtree_size: n.subtree_size,
      authority_url: n.authority_url,
    };
    const text =
      `${system_id} ${n.code}: ${n.title}\nlevel ${n.level}, ${n.leaf ? 'leaf' : `${n.child_count} children`}` +
      `${n.parent ? `, parent ${n.parent}${parent ? ` (${parent.title})` : ''}` : ', top level'}` +
      `${n.authority_url ? `\n${n.authority_url}` : ''}${description ? `\n${description.slice(0, 400)}${description.length > 400 ? '…' : ''}` : ''}`;
    return { data, text };
  },
});
