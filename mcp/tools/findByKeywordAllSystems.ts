import { Type } from 'typebox';
import { searchCodesGrouped } from '../../projections/search/searchWithContext.ts';
import { SearchGroups } from '../../projections/search/shapes.ts';
import { langParam, limitParam, offsetParam, perGroupParam, queryParam } from '../../projections/vocabulary/params.ts';
import { requestedLanguages } from '../../projections/texts/negotiate.ts';
import { LANG_LIST } from '../args.ts';
import { defineTool } from '../tool.ts';
import { hitLang, lines } from '../text.ts';

export const findByKeywordAllSystems = defineTool({
  name: 'find_by_keyword_all_systems',
  title: 'Keyword hits grouped by system',
  description:
    'Search every system at once and get the hits grouped by system, each group with its total: use it to see which systems cover a concept (e.g. "bakery" in NAICS, ISIC, NACE, domain vocabularies). ' +
    'Paged over systems (max_systems, offset). Same answer as GET /api/v1/search?grouped=true.',
  input: Type.Object({
    query: queryParam('Words or a code, e.g. "bakery", "truck driver".'),
    limit_per_system: perGroupParam(),
    max_systems: limitParam('systems'),
    offset: offsetParam('How many systems to skip, for paging (default 0)'),
    lang: Type.Optional(langParam(LANG_LIST)),
  }),
  output: SearchGroups,
  async handler({ query, limit_per_system, max_systems, offset, lang }, { db, search }) {
    const langs = requestedLanguages(lang, undefined);
    const r = await searchCodesGrouped(db, search, {
      q: query,
      limit: max_systems,
      offset,
      perGroup: limit_per_system,
      langs,
    });
    const text = r.groups.length
      ? `"${query}"${r.corrected ? ` (searched as "${r.corrected}")` : ''} found in ${r.group_count} systems:\n${lines(
          r.groups.map(
            (g) =>
              `${g.system} (${g.total}): ${g.items.map((h) => `${h.code} ${h.title}${hitLang(h, langs)}`).join('; ')}`,
          ),
          30,
        )}`
      : `No system has a hit for "${query}". Try fewer or more general words, or classify_business for a description.`;
    return { data: r, text };
  },
});
