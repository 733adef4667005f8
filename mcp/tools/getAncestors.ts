import { Type } from 'typebox';
import { NodeBrief } from '../../projections/catalog/queries.ts';
import { CodePage, lookUpCodePage } from '../../projections/catalog/codePage.ts';
import { codeParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { codeNotFound } from '../lookup.ts';
import { CODE, SYSTEM_ID } from '../args.ts';

export const getAncestors = defineTool({
  name: 'get_ancestors',
  title: 'Get ancestors',
  description:
    'A code with its ancestors from the top of the hierarchy down, root first (e.g. naics_2022 484110: 48-49, 484, 4841, 48411). Use it to place a code in context. ' +
    'Same answer as GET /api/v1/systems/{id}/nodes/{code}?include=ancestors.',
  input: Type.Object({ system_id: systemIdParam(SYSTEM_ID), code: codeParam(CODE) }),
  output: Type.Object({
    ...CodePage.properties,
    ancestors: Type.Array(NodeBrief, { description: 'Root first, the code itself excluded' }),
  }),
  async handler({ system_id, code }, { db }) {
    const node = await lookUpCodePage(db, system_id, code, ['ancestors']); // as the REST route
    if (!node) throw await codeNotFound(db, system_id, code);
    const ancestors = node.ancestors ?? [];
    const path = [...ancestors, node];
    const text = `${system_id} path to ${node.code}:\n${path.map((p, i) => `${'  '.repeat(i)}${p.code} ${p.title}`).join('\n')}`;
    return { data: { ...node, ancestors }, text };
  },
});
