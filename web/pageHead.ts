import type { Queryable } from '../platform/db.ts';
import { getNode, systemExists, getSystem } from '../projections/catalog/queries.ts';
import { countryProfile } from '../projections/countries/queries.ts';
import { siteData } from './siteData.ts';

/** What the server puts in a page's <head> (and its HTTP status): rendered from the read model, no browser needed. */
export interface PageHead {
  status: number;
  title: string;
  description: string;
  /** Path of the canonical URL (the origin is added by the caller). */
  canonical?: string;
  /** Keep the page out of search indexes (sign-in, keys, not-found pages). */
  noindex?: boolean;
}

export interface GuideText {
  slug: string;
  title: string;
  summary: string;
  text: string;
  /** Who it is written for: people using the web app, or agents over MCP (the MCP server's guides). */
  audience?: 'people' | 'agents';
}

const SITE = 'Classification explorer';
const DEFAULT =
  'Explore classification systems (industries, occupations, products, trade, health), their codes, hierarchies and crosswalks.';
const enc = encodeURIComponent;
const clip = (s: string, n = 200) => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
const notFound = (what: string): PageHead => ({
  status: 404,
  title: `Not found · ${SITE}`,
  description: `${what} is not in this explorer.`,
  noindex: true,
});

function segments(pathname: string): string[] | null {
  try {
    return pathname.split('/').filter(Boolean).map(decodeURIComponent);
  } catch {
    return null;
  }
}

/** The head of the page at `pathname`: 404 for unknown codes, systems, countries and guides and for unknown paths. */
export async function pageHead(db: Queryable, pathname: string, guides: readonly GuideText[] = []): Promise<PageHead> {
  const seg = segments(pathname);
  if (!seg) return notFound('This page');
  const [first, ...rest] = seg;
  const page = (title: string, description: string, canonical: string, extra: Partial<PageHead> = {}): PageHead => ({
    status: 200,
    title: title ? `${title} · ${SITE}` : SITE,
    description: clip(description),
    canonical,
    ...extra,
  });
  if (!first) return page('', DEFAULT, '/explore');
  if (first === 'explore') {
    if (!rest.length) return page('Explore', DEFAULT, '/explore');
    if (rest.length < 2) return notFound('This page');
    const [system, ...codeParts] = rest;
    const code = codeParts.join('/');
    const n = await getNode(db, system, code);
    if (!n) return notFound(`The code ${code} of ${system}`);
    const where = n.parent ? ` Under ${n.parent}${n.parent_title ? ` ${n.parent_title}` : ''}.` : '';
    const desc = `${n.system_name} code ${n.code}: ${n.title}.${where} ${n.description ?? ''}`.trim();
    return page(`${n.code} ${n.title} (${n.system_name})`, desc, `/explore/${enc(system)}/${enc(code)}`);
  }
  if (first === 'systems') {
    if (!rest.length)
      return page(
        'Systems',
        'Every classification system in the explorer, with its source, licence and size.',
        '/systems',
      );
    if (rest.length > 1) return notFound('This page');
    const s = await getSystem(db, rest[0], { limit: 1 });
    if (!s) return notFound(`The system ${rest[0]}`);
    const desc = `${s.full_name ?? s.name}${s.authority ? ` by ${s.authority}` : ''}: ${s.node_count.toLocaleString('en')} codes on ${s.max_depth} levels${s.region ? `, ${s.region}` : ''}.`;
    return page(s.name, desc, `/systems/${enc(s.id)}`);
  }
  if (first === 'crosswalks') {
    if (!rest.length)
      return page(
        'Crosswalks',
        'How codes of two classification systems map onto each other: sections, graphs, compare and diff.',
        '/crosswalks',
      );
    if (rest.length !== 2) return notFound('This page');
    const [a, b] = rest;
    if (!(await systemExists(db, a)) || !(await systemExists(db, b))) return notFound(`The crosswalk ${a} to ${b}`);
    const { names } = await siteData(db);
    const [an, bn] = [names[a] ?? a, names[b] ?? b];
    return page(
      `Crosswalk ${an} → ${bn}`,
      `How the codes of ${an} map onto ${bn}, section by section.`,
      `/crosswalks/${enc(a)}/${enc(b)}`,
    );
  }
  if (first === 'countries') {
    if (!rest.length)
      return page(
        'Countries',
        'Which classification systems apply in each country, on a world map of coverage.',
        '/countries',
      );
    if (rest.length > 1) return notFound('This page');
    const c = await countryProfile(db, rest[0], { limit: 1 });
    if (!c) return notFound(`The country ${rest[0]}`);
    const name = c.name ?? c.code;
    return page(
      name,
      `${name}: ${c.system_count} classification systems apply (${c.node_count.toLocaleString('en')} codes), by relevance and kind.`,
      `/countries/${enc(c.code)}`,
    );
  }
  if (first === 'guides') {
    if (!rest.length)
      return page(
        'Guides',
        'How to find a code, translate it, classify a description and use API keys; and how the data fits together.',
        '/guides',
      );
    const g = rest.length === 1 ? guides.find((x) => x.slug === rest[0]) : undefined;
    if (!g) return notFound('This guide');
    return page(g.title, g.summary, `/guides/${enc(g.slug)}`);
  }
  if (first === 'classify' && !rest.length)
    return page('Classify', 'Describe an activity in words and get the matching codes in each system.', '/classify');
  if (first === 'login' && !rest.length)
    return page('Sign in', 'Sign in to raise your request limit and manage API keys.', '/login', { noindex: true });
  if (first === 'developers' && rest[0] === 'keys' && rest.length === 1)
    return page('API keys', 'Your API keys.', '/developers/keys', { noindex: true });
  return notFound('This page');
}
