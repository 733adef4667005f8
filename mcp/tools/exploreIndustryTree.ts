import { Type } from 'typebox';
import { searchCodes } from '../../projections/search/searchWithContext.ts';
import { CONTEXT_CHILDREN, SearchPage } from '../../projections/search/shapes.ts';
import { langParam, limitParam, queryParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { requestedLanguages } from '../../projections/texts/negotiate.ts';
import { LANG_SEARCH } from '../args.ts';
import { hitLang } from '../text.ts';
import { defineTool } from '../tool.ts';
import { requireSystems } from '../lookup.ts';

export const exploreIndustryTree = defineTool({
  name: 'explore_industry_tree',
  title: 'Search with hierarchy context',
  description:
    'Search codes (optionally in one system) and get each hit with its ancestors (root first) and its first children: use it to see where a concept sits in a hierarchy in one call. ' +
    `At most ${CONTEXT_CHILDREN} children per hit. Same answer as GET /api/v1/search?context=true.`,
  input: Type.Object({
    query: queryParam('Words or a code, e.g. "freight trucking" or "4841".'),
    system_id: Type.Optional(systemIdParam('Only this system')),
    lang: Type.Optional(langParam(LANG_SEARCH)),
    limit: limitParam('hits'),
  }),
  output: SearchPage,
  async handler({ query, system_id, lang, limit }, { db, search }) {
    const langs = requestedLanguages(lang, undefined);
    const systems = system_id ? [system_id] : undefined;
    if (systems) await requireSystems(db, systems);
    const r = await searchCodes(db, search, { q: query, systems, limit, offset: 0, context: true, langs });
    const text = r.items.length
      ? r.items
          .map(
            (h) =>
              `${h.system} ${[...(h.ancestors ?? []).map((a) => a.code), h.code].join(' > ')} ${h.title}${hitLang(h, langs)}` +
              (h.children?.length
                ? `\n  children: ${h.children.map((c) => `${c.code} ${c.title}`).join('; ')}${h.child_count > h.children.length ? '; …' : ''}`
                : ' (leaf)'),
          )
          .join('\n')
      : `No hits for "${query}"${system_id ? ` in ${system_id}` : ''}. Try other words, or get_sector_overview to browse from the top.`;
    return { data: r, text };
  },
});
