import { Type } from 'typebox';
import { NodeBrief } from '../../projections/catalog/queries.ts';
import { CodePage, lookUpCodePage } from '../../projections/catalog/codePage.ts';
import { codeParam, langParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { requestedLanguages } from '../../projections/texts/negotiate.ts';
import { defineTool } from '../tool.ts';
import { codeNotFound } from '../lookup.ts';
import { CODE, LANG, SYSTEM_ID } from '../args.ts';
import { fellBack } from '../text.ts';

export const getAncestors = defineTool({
  name: 'get_ancestors',
  title: 'Get ancestors',
  description:
    'A code with its ancestors from the top of the hierarchy down, root first (e.g. naics_2022 484110: 48-49, 484, 4841, 48411). Use it to place a code in context. ' +
    'Same answer as GET /api/v1/systems/{id}/nodes/{code}?include=ancestors.',
  input: Type.Object({
    system_id: systemIdParam(SYSTEM_ID),
    code: codeParam(CODE),
    lang: Type.Optional(langParam(LANG)),
  }),
  output: Type.Object({
    ...CodePage.properties,
    ancestors: Type.Array(NodeBrief, { description: 'Root first, the code itself excluded' }),
  }),
  async handler({ system_id, code, lang }, { db }) {
    const langs = requestedLanguages(lang, undefined);
    const node = await lookUpCodePage(db, system_id, code, ['ancestors'], langs); // as the REST route
    if (!node) throw await codeNotFound(db, system_id, code);
    const ancestors = node.ancestors ?? [];
    const path = [...ancestors, node];
    const text = `${system_id} path to ${node.code}:\n${path.map((p, i) => `${'  '.repeat(i)}${p.code} ${p.title}`).join('\n')}${fellBack(node, langs)}`;
    return { data: { ...node, ancestors }, text };
  },
});
