import { Type } from 'typebox';
import { SystemList, listSystems } from '../../projections/catalog/queries.ts';
import { queryParam } from '../../projections/vocabulary/params.ts';
import { defineTool } from '../tool.ts';
import { lines } from '../text.ts';

const MAX = 100;

export const searchSystems = defineTool({
  name: 'search_systems',
  title: 'Search systems by name',
  description:
    'Find classification systems whose id, name, full name, authority or region contains every word of the query (case-insensitive), e.g. "naics", "occupation", "Eurostat", "Japan". ' +
    `Use it when you know roughly which system you want but not its id. At most ${MAX} systems, id and name matches first. Same answer as GET /api/v1/systems?q=.`,
  input: Type.Object({
    query: queryParam(
      'Text to look for in system id, name, full name, authority or region, e.g. "nace" or "World Health Organization".',
    ),
  }),
  output: SystemList,
  async handler({ query }, { db }) {
    const page = await listSystems(db, { q: query, limit: MAX });
    const text = page.items.length
      ? `${page.total} systems match "${query}":\n${lines(page.items.map((s) => `${s.id} — ${s.name} (${s.authority ?? 'unknown authority'}, ${s.region ?? 'no region'})`))}`
      : `No system matches "${query}". Try a shorter word (e.g. "naics", "icd", "occupation") or list_classification_systems.`;
    return { data: page, text };
  },
});
