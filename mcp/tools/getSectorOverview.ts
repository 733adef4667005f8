import { Type } from 'typebox';
import { SystemDetail, getSystem } from '../../projections/catalog/queries.ts';
import { langParam, limitParam, offsetParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { requestedLanguages } from '../../projections/texts/negotiate.ts';
import { defineTool } from '../tool.ts';
import { systemNotFound } from '../lookup.ts';
import { line, lines } from '../text.ts';
import { LANG_LIST, SYSTEM_ID } from '../args.ts';

export const getSectorOverview = defineTool({
  name: 'get_sector_overview',
  title: 'Top-level codes of a system',
  description:
    "A system's facts with its top-level codes (sectors, sections, chapters, major groups; paged in roots) and node counts per level. " +
    'Use it to start browsing a system; continue with browse_children. Same answer as GET /api/v1/systems/{id}.',
  input: Type.Object({
    system_id: systemIdParam(SYSTEM_ID),
    limit: limitParam('top-level codes'),
    offset: offsetParam(),
    lang: Type.Optional(langParam(LANG_LIST)),
  }),
  output: SystemDetail,
  async handler({ system_id, limit, offset, lang }, { db }) {
    const s = await getSystem(db, system_id, { limit, offset }, requestedLanguages(lang, undefined));
    if (!s) throw await systemNotFound(db, system_id);
    const editions = s.successions.map((e) => `\n${e.name}: get_edition_diff from=${e.from} to=${e.to}`).join('');
    const text = `${s.id} — ${s.name}: ${s.root_count} top-level codes, ${s.node_count} codes in ${s.max_depth} levels${editions}\n${lines(s.roots.items.map(line), 40)}`;
    return { data: s, text };
  },
});
