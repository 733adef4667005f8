import type { Queryable } from '../../platform/db.ts';
import { likeEscape } from '../../projections/catalog/page.ts';
import type { SearchIndex } from '../../projections/search/port.ts';
import { searchCodes } from '../../projections/search/searchWithContext.ts';
import { PROPERTIES } from './extend.ts';
import { entityId, type SuggestResult } from './shapes.ts';

export interface SuggestArgs {
  prefix: string;
  type?: string;
  limit: number;
  offset: number;
}

/** Entities whose code or title the typed text starts or matches (the search port), in one system when `type` is given. */
export async function suggestEntities(db: Queryable, index: SearchIndex, a: SuggestArgs): Promise<SuggestResult> {
  const page = await searchCodes(db, index, {
    q: a.prefix,
    systems: a.type ? [a.type] : undefined,
    limit: a.limit,
    offset: a.offset,
  });
  return {
    result: page.items.map((h) => ({
      id: entityId(h.system, h.code),
      name: h.title,
      description: `${h.system_name} ${h.code}`,
      notable: [{ id: h.system, name: h.system_name }],
    })),
  };
}

/** Types (systems) whose id or name contains the typed text, ids starting with it first. */
export async function suggestTypes(db: Queryable, a: SuggestArgs): Promise<SuggestResult> {
  const like = `%${likeEscape(a.prefix.trim().toLowerCase())}%`;
  const { rows } = await db.query<{ id: string; name: string; full_name: string | null }>(
    `SELECT id, name, full_name FROM systems
      WHERE lower(id) LIKE $1 OR lower(name) LIKE $1 OR lower(coalesce(full_name, '')) LIKE $1
      ORDER BY lower(id) LIKE $2 DESC, node_count DESC, id LIMIT $3 OFFSET $4`,
    [like, `${likeEscape(a.prefix.trim().toLowerCase())}%`, a.limit, a.offset],
  );
  return {
    result: rows.map((r) => ({ id: r.id, name: r.name, ...(r.full_name ? { description: r.full_name } : {}) })),
  };
}

/** The fixed properties whose id or name starts with the typed text. */
export function suggestProperties(a: SuggestArgs): SuggestResult {
  const p = a.prefix.trim().toLowerCase();
  return {
    result: PROPERTIES.filter((x) => x.id.startsWith(p) || x.name.toLowerCase().includes(p))
      .slice(a.offset, a.offset + a.limit)
      .map(({ id, name, description }) => ({ id, name, description })),
  };
}
