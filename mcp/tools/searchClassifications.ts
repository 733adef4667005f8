import { Type } from 'typebox';
import { searchCodes } from '../../projections/search/searchWithContext.ts';
import { SearchPage } from '../../projections/search/shapes.ts';
import {
  countryListParam,
  kindParam,
  langParam,
  limitParam,
  offsetParam,
  queryParam,
  systemListParam,
} from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { requireSystems } from '../lookup.ts';
import { hitLang, lines } from '../text.ts';
import { LANG_SEARCH } from '../args.ts';
import { requestedLanguages } from '../../projections/texts/negotiate.ts';

export const searchClassifications = defineTool({
  name: 'search_classifications',
  title: 'Search codes across systems',
  description:
    'Ranked search over codes and titles in every system (or the given ones): exact code matches first, then code prefixes, then title words; typo tolerant (the corrected query is returned). ' +
    'Use it to find codes for a keyword or a partial code; restrict with system_ids, countries (systems applying there) or kind. Paged (items, total). Same answer as GET /api/v1/search.',
  input: Type.Object({
    query: queryParam('Words or a code, e.g. "truck transportation", "484", "E11.9".'),
    system_ids: Type.Optional(systemListParam()),
    countries: Type.Optional(countryListParam('Only systems that apply to one of these countries (ISO alpha-2).')),
    kind: Type.Optional(kindParam()),
    lang: Type.Optional(langParam(LANG_SEARCH)),
    limit: limitParam('hits'),
    offset: offsetParam(),
  }),
  output: SearchPage,
  async handler({ query, system_ids, countries, kind, lang, limit, offset }, { db, search }) {
    const langs = requestedLanguages(lang, undefined);
    if (system_ids) await requireSystems(db, system_ids, 'system_ids entry');
    const r = await searchCodes(db, search, {
      q: query,
      systems: system_ids,
      countries,
      kind,
      limit,
      offset,
      langs,
    });
    const text = r.items.length
      ? `${r.total}${r.total_capped ? '+' : ''} hits for "${query}"${r.corrected ? ` (searched as "${r.corrected}")` : ''}:\n${lines(r.items.map((h) => `${h.system} ${h.code} ${h.title}${hitLang(h, langs)}`))}`
      : `No hits for "${query}"${system_ids ? ` in ${system_ids.join(', ')}` : ''}. Try fewer or more general words, drop a filter, or classify_business for a longer description.`;
    return { data: r, text };
  },
});
