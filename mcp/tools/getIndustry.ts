import { Type } from 'typebox';
import { CodePage, lookUpCodePage } from '../../projections/catalog/codePage.ts';
import { codeParam, langParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { requestedLanguages } from '../../projections/texts/negotiate.ts';
import { defineTool } from '../tool.ts';
import { codeNotFound } from '../lookup.ts';
import { CODE, LANG, SYSTEM_ID } from '../args.ts';
import { fellBack } from '../text.ts';

export const getIndustry = defineTool({
  name: 'get_industry',
  title: 'Get one code',
  description:
    "Look up one code in one system (any kind, not only industries): title, description, parent, level, leaf flag, child count and the authority's page when known. " +
    'Use it to confirm a code before translating it; `lang` answers the titles in another language where the code has them.  Unknown codes return an error listing the closest codes. Same answer as GET /api/v1/systems/{id}/nodes/{code}.',
  input: Type.Object({
    system_id: systemIdParam(SYSTEM_ID),
    code: codeParam(CODE),
    lang: Type.Optional(langParam(LANG)),
  }),
  output: CodePage,
  async handler({ system_id, code, lang }, { db }) {
    const langs = requestedLanguages(lang, undefined);
    const n = await lookUpCodePage(db, system_id, code, [], langs); // the REST route's entry: notes, languages, successors too
    if (!n) throw await codeNotFound(db, system_id, code);
    const text =
      `${system_id} ${n.code}: ${n.title}\nlevel ${n.level}, ${n.leaf ? 'leaf' : `${n.child_count} children`}` +
      `${n.parent ? `, parent ${n.parent}${n.parent_title ? ` (${n.parent_title})` : ''}` : ', top level'}` +
      `${n.authority_url ? `\n${n.authority_url}` : ''}` +
      `${n.description ? `\n${n.description.slice(0, 400)}${n.description.length > 400 ? '…' : ''}` : ''}` +
      fellBack(n, langs);
    return { data: n, text };
  },
});
