import { Type } from 'typebox';
import { Neighbours, listSiblings } from '../../projections/catalog/queries.ts';
import { codeParam, limitParam, offsetParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { codeNotFound } from '../lookup.ts';
import { line, lines } from '../text.ts';
import { CODE, SYSTEM_ID } from '../args.ts';

export const getSiblings = defineTool({
  name: 'get_siblings',
  title: 'Get siblings',
  description:
    'Other codes with the same parent (other top-level codes for a top-level code), in publication order. Use it to see the alternatives next to a code. Paged (items, total).',
  input: Type.Object({
    system_id: systemIdParam(SYSTEM_ID),
    code: codeParam(CODE),
    limit: limitParam('siblings'),
    offset: offsetParam(),
  }),
  output: Neighbours,
  async handler({ system_id, code, limit, offset }, { db }) {
    const page = await listSiblings(db, system_id, code, { limit, offset });
    if (!page) throw await codeNotFound(db, system_id, code);
    const text = page.items.length
      ? `${page.total} siblings of ${system_id} ${code}:\n${lines(page.items.map(line))}`
      : `${system_id} ${code} has no siblings${offset ? ` at offset ${offset}` : ''}.`;
    return { data: page, text };
  },
});
