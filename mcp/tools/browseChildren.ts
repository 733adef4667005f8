import { Type } from 'typebox';
import { Neighbours, listChildren } from '../../projections/catalog/queries.ts';
import { codeParam, langParam, limitParam, offsetParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { requestedLanguages } from '../../projections/texts/negotiate.ts';
import { defineTool } from '../tool.ts';
import { codeNotFound } from '../lookup.ts';
import { line, lines } from '../text.ts';
import { LANG_LIST, SYSTEM_ID } from '../args.ts';

export const browseChildren = defineTool({
  name: 'browse_children',
  title: 'Browse children',
  description:
    'List the direct children of a code, in publication order, to walk down a hierarchy. For the top level of a system use get_sector_overview. Paged (items, total).',
  input: Type.Object({
    system_id: systemIdParam(SYSTEM_ID),
    parent_code: codeParam('Code whose children to list'),
    limit: limitParam('children'),
    offset: offsetParam(),
    lang: Type.Optional(langParam(LANG_LIST)),
  }),
  output: Neighbours,
  async handler({ system_id, parent_code, limit, offset, lang }, { db }) {
    const page = await listChildren(db, system_id, parent_code, { limit, offset }, requestedLanguages(lang, undefined));
    if (!page) throw await codeNotFound(db, system_id, parent_code);
    const text = page.items.length
      ? `${page.total} children of ${system_id} ${parent_code}:\n${lines(page.items.map(line))}`
      : page.total === 0
        ? `${system_id} ${parent_code} is a leaf: it has no children. Use get_siblings or get_ancestors to move sideways or up.`
        : `No children at offset ${offset} (there are ${page.total}).`;
    return { data: page, text };
  },
});
