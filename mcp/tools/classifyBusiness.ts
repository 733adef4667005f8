import { z } from 'zod';
import { countryCode, limit, lines, systemId } from '../schemas.ts';
import { defineTool, ToolError } from '../tool.ts';
import { requireSystem } from '../lookup.ts';
import type { ClassifyMatch, ClassifyRequest, ClassifyResponse, McpDeps } from '../deps.ts';
import { listAncestors } from '../../projections/catalog/queries.ts';

const matchOut = z.object({
  system_id: z.string(), code: z.string(), title: z.string(), score: z.number().describe('0..1, higher is better'),
  matched: z.array(z.string()).describe('Words of the text that matched'),
  path: z.array(z.object({ code: z.string(), title: z.string() })).describe('Ancestors, root first'),
});
const toMatch = (m: ClassifyMatch) => ({ system_id: m.system, code: m.code, title: m.title, score: m.score, matched: m.matched, path: m.path });

/** Fallback while no classify engine is wired: one search-port pass split by kind (mcp/ only). */
async function searchFallback(deps: McpDeps, req: ClassifyRequest): Promise<ClassifyResponse> {
  const words = req.text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2);
  // The whole text first, then shorter tails ("haul truck driver", "truck driver"), then single words.
  const tries = [...words.map((_, i) => words.slice(i).join(' ')), ...[...words].reverse()].slice(0, 8);
  const run = async (kind: 'standard' | 'domain') => {
    let r = { items: [] as Awaited<ReturnType<McpDeps['search']['search']>>['items'] };
    for (const q of tries) {
      r = await deps.search.search({ q, systems: req.systems, countries: req.countries, kind, limit: req.limit, offset: 0 });
      if (r.items.length) break;
    }
    const top = r.items[0]?.score || 1;
    return Promise.all(r.items.map(async (h) => ({
      system: h.system, code: h.code, title: h.title, score: Math.max(0, Math.min(1, h.score / top)),
      matched: words.filter((w) => h.title.toLowerCase().includes(w)),
      path: ((await listAncestors(deps.db, h.system, h.code)) ?? []).map((a) => ({ code: a.code, title: a.title })),
    })));
  };
  const [standard_matches, domain_matches] = await Promise.all([run('standard'), run('domain')]);
  return { standard_matches, domain_matches, searched_systems: req.systems ?? [], segments: [req.text] };
}

export const classifyBusiness = defineTool({
  name: 'classify_business',
  config: {
    title: 'Classify a description into codes',
    description: 'Turn a plain-language description of a business, job, product or condition ("bakery with a coffee shop", "long-haul truck driver", "steel bolts and nuts") into ranked codes: '
      + 'standard_matches (official standards: NAICS, ISIC, NACE, SOC, ISCO, HS, ...) and domain_matches (curated domain vocabularies), each with score, matched words and ancestor path. '
      + 'Same engine as POST /api/v1/classify. Restrict with systems or countries; at most 50 matches per list.',
    inputSchema: {
      text: z.string().trim().min(1).max(2000).describe('The description, 1 to 2,000 characters.'),
      systems: z.array(systemId()).min(1).max(50).optional().describe('Only these systems (at most 50 ids).'),
      countries: z.array(countryCode()).min(1).max(20).optional().describe('Only systems that apply to one of these countries (ISO alpha-2, at most 20).'),
      limit: limit(5, 50, 'matches per list'),
    },
    outputSchema: {
      text: z.string(), segments: z.array(z.string()).describe('Parts of the text classified separately (a description naming several activities)'),
      searched_systems: z.array(z.string()).describe('Systems searched (empty = all)'),
      standard_matches: z.array(matchOut), domain_matches: z.array(matchOut),
    },
  },
  async handler({ text, systems, countries, limit }, deps) {
    for (const s of systems ?? []) await requireSystem(deps.db, s, 'systems entry');
    const req = { text, systems, countries, limit };
    const r = deps.classify ? await deps.classify(req) : await searchFallback(deps, req);
    const standard_matches = r.standard_matches.slice(0, limit).map(toMatch), domain_matches = r.domain_matches.slice(0, limit).map(toMatch);
    if (!standard_matches.length && !domain_matches.length) {
      throw new ToolError(`No code matches "${text.slice(0, 80)}". Use more common words (e.g. "truck driver" rather than a brand name), drop the systems/countries filter, or try search_classifications with a single keyword.`);
    }
    const fmt = (m: ReturnType<typeof toMatch>) => `${m.system_id} ${m.code} ${m.title} (${m.score.toFixed(2)})`;
    const out = `Standard matches:\n${lines(standard_matches.map(fmt)) || 'none'}\nDomain matches:\n${lines(domain_matches.map(fmt)) || 'none'}`;
    return { data: { text, segments: r.segments, searched_systems: r.searched_systems, standard_matches, domain_matches }, text: out };
  },
});
