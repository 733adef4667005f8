import type { Queryable } from '../platform/db.ts';
import { listSystems } from '../projections/catalog/queries.ts';
import { listSystemCodes } from '../projections/catalog/allCodes.ts';
import { listCountries } from '../projections/countries/queries.ts';
import type { GuideText } from './pageHead.ts';

/** robots.txt, the paged sitemap and llms.txt, generated from the read model on each request. */

export const SITEMAP_PAGE = 10_000;
const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const enc = encodeURIComponent;

async function allSystems(db: Queryable) {
  const out = [];
  for (let offset = 0; ; offset += 500) {
    const page = await listSystems(db, { limit: 500, offset });
    out.push(...page.items);
    if (page.items.length < 500) return out;
  }
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /mcp',
    'Disallow: /login',
    'Disallow: /developers/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The sitemap index: one sitemap of the pages, then one per system and page of SITEMAP_PAGE codes. */
export async function sitemapIndex(db: Queryable, origin: string): Promise<string> {
  const files = ['pages'];
  for (const s of await allSystems(db))
    for (let p = 0; p * SITEMAP_PAGE < Math.max(1, s.node_count); p++) files.push(`${s.id}-${p + 1}`);
  const items = files.map((f) => `<sitemap><loc>${xml(`${origin}/sitemaps/${enc(f)}.xml`)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** One sitemap file (`pages`, or `{system}-{n}`); null when there is no such file. */
export async function sitemapFile(db: Queryable, origin: string, name: string): Promise<string | null> {
  let paths: string[];
  if (name === 'pages') {
    const systems = await allSystems(db);
    const countries = await listCountries(db, { limit: 500 });
    paths = [
      '/explore',
      '/systems',
      '/crosswalks',
      '/countries',
      '/guides',
      '/classify',
      ...systems.map((s) => `/systems/${enc(s.id)}`),
      ...countries.items.map((c) => `/countries/${enc(c.code)}`),
    ];
  } else {
    const m = /^(.+)-([1-9]\d{0,5})$/.exec(name);
    if (!m) return null;
    const [, system, n] = m;
    const codes = await listSystemCodes(db, system, (Number(n) - 1) * SITEMAP_PAGE, SITEMAP_PAGE);
    if (!codes.length) return null;
    paths = codes.map((c) => `/explore/${enc(system)}/${enc(c.code)}`);
  }
  const urls = paths.map((p) => `<url><loc>${xml(origin + p)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** llms.txt (llmstxt.org): what the site is, its systems and guides, and where the API and MCP server are. */
export async function llmsTxt(db: Queryable, origin: string, guides: readonly GuideText[]): Promise<string> {
  const systems = await allSystems(db);
  const lines = [
    '# Classification explorer',
    '',
    '> Classification systems (industries, occupations, products, trade, health) with their codes, hierarchies and crosswalks between systems. Informational only: not a substitute for the official publications of the classification authorities.',
    '',
    `Every page has a REST twin under ${origin}/api/v1 (OpenAPI: ${origin}/api/v1/openapi.json, docs: ${origin}/api/v1/docs) and an MCP server at ${origin}/mcp. Anonymous clients may send 30 requests a minute; an API key raises the limit.`,
    '',
    '## Guides',
    '',
    ...guides.map((g) => `- [${g.title}](${origin}/guides/${enc(g.slug)}): ${g.summary}`),
    '',
    '## Systems',
    '',
    ...systems.map(
      (s) =>
        `- [${s.name}](${origin}/systems/${enc(s.id)}): ${s.full_name ?? s.name}, ${s.node_count} codes${s.region ? `, ${s.region}` : ''} (API: ${origin}/api/v1/systems/${enc(s.id)})`,
    ),
    '',
    '## Optional',
    '',
    `- [Countries](${origin}/countries): which systems apply where`,
    `- [Crosswalks](${origin}/crosswalks): how the codes of two systems map onto each other`,
    `- [Sitemap](${origin}/sitemap.xml): every code page`,
    '',
  ];
  return lines.join('\n');
}
