import { z } from 'zod';

/** Shared zod fields and result shapes of the tools: every field described for agents, every limit capped. */

export const MAX_TEXT = 200;

export const systemId = (what = 'Classification system id') =>
  z
    .string()
    .min(1)
    .max(64)
    .regex(/^[a-z0-9_]+$/, 'system ids are lower-case letters, digits and _')
    .describe(
      `${what}, e.g. "naics_2022", "isic_rev4", "soc_2018". Get ids from list_classification_systems or search_systems.`,
    );

export const code = (what = 'Code exactly as published in that system') =>
  z
    .string()
    .min(1)
    .max(100)
    .describe(`${what}, e.g. "484" or "484110" in naics_2022; may contain ".", "-", "/" or spaces.`);

export const query = (what: string) => z.string().trim().min(1).max(MAX_TEXT).describe(what);

export const limit = (dflt: number, max: number, what = 'results') =>
  z
    .number()
    .int()
    .min(1)
    .max(max)
    .default(dflt)
    .describe(`How many ${what} to return (default ${dflt}, at most ${max}).`);

export const offset = () =>
  z.number().int().min(0).max(1_000_000).default(0).describe('How many results to skip, for paging (default 0).');

export const countryCode = (what = 'ISO 3166-1 alpha-2 country code') =>
  z
    .string()
    .regex(/^[A-Za-z]{2}$/, 'two letters, e.g. US')
    .transform((s) => s.toUpperCase())
    .describe(`${what}, e.g. "US", "DE", "JP" (case-insensitive).`);

export const kind = () =>
  z
    .enum(['standard', 'domain'])
    .describe(
      '"standard" = official classifications (NAICS, ISIC, SOC, HS, ...); "domain" = curated domain vocabularies layered on the standards.',
    );

export const matchType = z
  .enum(['exact', 'partial', 'broad', 'narrow'])
  .describe('How the two codes relate: exact, partial, broad (target is wider), narrow (target is narrower).');

/** A node as tools return it. */
export const nodeShape = {
  system_id: z.string().describe('System id'),
  code: z.string().describe('Code'),
  title: z.string().describe('Title'),
  level: z.number().int().describe('Depth, 1 = top level'),
  parent_code: z.string().nullable().describe('Parent code; null for a top-level code'),
  is_leaf: z.boolean().describe('True when the code has no children'),
  child_count: z.number().int().describe('Number of direct children'),
};
export const nodeOut = z.object(nodeShape);
export type NodeOut = z.output<typeof nodeOut>;

export const nodeRef = z.object({ system_id: z.string(), code: z.string(), title: z.string() });

/** A system as tools return it (catalog facts and provenance). */
export const systemOut = z.object({
  id: z.string(),
  name: z.string(),
  full_name: z.string().nullable(),
  kind: z.string(),
  region: z.string().nullable(),
  version: z.string().nullable(),
  authority: z.string().nullable(),
  node_count: z.number().int(),
  leaf_count: z.number().int(),
  max_depth: z.number().int(),
  license: z.string().nullable(),
  provenance: z.string().nullable(),
  source_url: z.string().nullable(),
  source_date: z.string().nullable(),
  country_codes: z.array(z.string()),
});
export type SystemOut = z.output<typeof systemOut>;

/** A one-line rendering of a node for the text content. */
export const line = (n: { system_id?: string; code: string; title: string }) =>
  `${n.system_id ? `${n.system_id} ` : ''}${n.code} ${n.title}`;

/** Text renderings stay short: at most `max` lines, then a count of the rest. */
export function lines(items: string[], max = 25): string {
  const shown = items.slice(0, max);
  return items.length > max
    ? `${shown.join('\n')}\n… ${items.length - max} more (see structuredContent)`
    : shown.join('\n');
}

/** A catalog NodeBrief (projections/catalog) as tools return it. */
export const toNode = (
  system: string,
  n: { code: string; title: string; level: number; parent: string | null; leaf: boolean; child_count: number },
): NodeOut => ({
  system_id: system,
  code: n.code,
  title: n.title,
  level: n.level,
  parent_code: n.parent,
  is_leaf: n.leaf,
  child_count: n.child_count,
});

/** Page facts every paged list returns. */
export const pageShape = {
  total: z.number().int().describe('How many exist in all'),
  limit: z.number().int(),
  offset: z.number().int(),
  truncated: z.boolean().describe('True when more results exist than were returned: page on with offset'),
};

/** A search hit as tools return it. */
export const hitOut = z.object({
  system_id: z.string(),
  code: z.string(),
  title: z.string(),
  level: z.number().int(),
  score: z.number().describe('Relevance; comparable within one result only'),
  match: z
    .enum(['code', 'code_prefix', 'title'])
    .describe('What matched: the code itself, a code starting with the query, or title words'),
});
export const toHit = (h: {
  system: string;
  code: string;
  title: string;
  level: number;
  score: number;
  match: 'code' | 'code_prefix' | 'title';
}) => ({
  system_id: h.system,
  code: h.code,
  title: h.title,
  level: h.level,
  score: h.score,
  match: h.match,
});
