import { z } from 'zod';
import { lines, query, systemOut } from '../schemas.ts';
import { defineTool } from '../tool.ts';
import { allSystems } from '../resources.ts';
import { toSystemOut } from './listClassificationSystems.ts';

const MAX = 100;

export const searchSystems = defineTool({
  name: 'search_systems',
  config: {
    title: 'Search systems by name',
    description:
      'Find classification systems whose id, name, full name, authority or region contains the query (case-insensitive), e.g. "naics", "occupation", "Eurostat", "Japan". ' +
      `Use it when you know roughly which system you want but not its id. Returns at most ${MAX} systems, best matches (id or name) first.`,
    inputSchema: {
      query: query(
        'Text to look for in system id, name, full name, authority or region, e.g. "nace" or "World Health Organization".',
      ),
    },
    outputSchema: {
      query: z.string(),
      total: z.number().int().describe('Systems matching'),
      systems: z.array(systemOut),
    },
  },
  async handler({ query }, { db }) {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const scored = (await allSystems(db))
      .map((s) => {
        const fields = [s.id, s.name, s.full_name, s.authority, s.region].map((f) => (f ?? '').toLowerCase());
        if (!words.every((w) => fields.some((f) => f.includes(w)))) return null;
        const score = words.reduce((n, w) => n + (fields[0].includes(w) || fields[1].includes(w) ? 2 : 1), 0);
        return { s, score };
      })
      .filter((x): x is NonNullable<typeof x> => x !== null)
      .sort((a, b) => b.score - a.score || a.s.id.localeCompare(b.s.id));
    const systems = scored.slice(0, MAX).map((x) => toSystemOut(x.s));
    const text = systems.length
      ? `${scored.length} systems match "${query}":\n${lines(systems.map((s) => `${s.id} — ${s.name} (${s.authority ?? 'unknown authority'}, ${s.region ?? 'no region'})`))}`
      : `No system matches "${query}". Try a shorter word (e.g. "naics", "icd", "occupation") or list_classification_systems.`;
    return { data: { query, total: scored.length, systems }, text };
  },
});
