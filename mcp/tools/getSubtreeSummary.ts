import { Type } from 'typebox';
import { Subtree, subtreeSummary } from '../../projections/catalog/queries.ts';
import { codeParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { codeNotFound } from '../lookup.ts';
import { CODE, SYSTEM_ID } from '../args.ts';

export const getSubtreeSummary = defineTool({
  name: 'get_subtree_summary',
  title: 'Summarise a subtree',
  description:
    'Size and shape of everything under a code (the code included): node count, leaf count, depth and counts per level. Use it to judge how broad a code is before browsing it.',
  input: Type.Object({ system_id: systemIdParam(SYSTEM_ID), code: codeParam(CODE) }),
  output: Subtree,
  async handler({ system_id, code }, { db }) {
    const s = await subtreeSummary(db, system_id, code);
    if (!s) throw await codeNotFound(db, system_id, code);
    const text =
      `${system_id} ${code}: ${s.node_count} codes, ${s.leaf_count} leaves, ${s.depth} levels\n` +
      s.levels.map((l) => `level ${l.level}: ${l.count}`).join('\n');
    return { data: s, text };
  },
});
