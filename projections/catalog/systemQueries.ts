import type { Queryable } from '../../platform/db.ts';
import { DISCLAIMER } from '../disclaimer.ts';
import { systemAuthority, type AuthorityTable } from '../authority/load.ts';
import { likeEscape, pageBounds, type PageArgs } from './page.ts';
import { localizeListed } from '../texts/localize.ts';
import { successionsOf } from '../editions/successions.ts';
import type { RegionGroup, RegionList, SystemDetail, SystemList, SystemStats, SystemSummary } from './systemShapes.ts';

export interface SystemFilter extends PageArgs {
  /** Only systems that apply to this country (ISO 3166-1 alpha-2, any case). */
  country?: string;
  kind?: 'standard' | 'domain';
  /** Words that must each appear in the id, name, full name, authority or region; best matches first. */
  q?: string;
  /** Text the region label contains. */
  region?: string;
}

const SYSTEM_COLUMNS = `s.id, s.name, s.full_name, s.region, s.version, s.authority, s.kind, s.country_codes,
  s.node_count, s.leaf_count, s.max_depth, s.root_count, s.url, s.source_url, s.source_date, s.license,
  s.provenance, s.source_hash, s.release`;
export const NODE_BRIEF_COLUMNS = `code, title, level, parent, child_count = 0 AS leaf, child_count`;

const TEXT_FIELDS = ['s.id', 's.name', 's.full_name', 's.authority', 's.region'];

/** A system row with its authority tier (projections/authority). */
function withTier<T extends { id: string }>(
  t: AuthorityTable,
  r: T,
): T & Pick<SystemSummary, 'tier' | 'tier_basis' | 'copy_of'> {
  const a = t.byId.get(r.id);
  return { ...r, tier: a?.tier ?? 3, tier_basis: a?.basis ?? 'not yet read', copy_of: a?.copy_of ?? null };
}

/** The WHERE clause of a filter, and (with q) an ORDER BY that puts id and name matches first. */
function filterSql(f: SystemFilter): { where: string; order: string; params: unknown[] } {
  const params: unknown[] = [];
  const conds: string[] = [];
  const like = (text: string) => {
    params.push(`%${likeEscape(text)}%`);
    return `$${params.length}`;
  };
  if (f.country) {
    params.push(f.country.toUpperCase());
    conds.push(`EXISTS (SELECT 1 FROM country_systems cs WHERE cs.system = s.id AND cs.country = $${params.length})`);
  }
  if (f.kind) {
    params.push(f.kind);
    conds.push(`s.kind = $${params.length}`);
  }
  if (f.region) conds.push(`s.region ILIKE ${like(f.region)}`);
  const scores: string[] = [];
  for (const word of new Set((f.q ?? '').toLowerCase().split(/\s+/).filter(Boolean))) {
    const p = like(word);
    conds.push(`(${TEXT_FIELDS.map((c) => `${c} ILIKE ${p}`).join(' OR ')})`);
    scores.push(`CASE WHEN s.id ILIKE ${p} OR s.name ILIKE ${p} THEN 2 ELSE 1 END`);
  }
  return {
    where: conds.length ? `WHERE ${conds.join(' AND ')}` : '',
    order: scores.length ? `${scores.join(' + ')} DESC, s.id` : 's.id',
    params,
  };
}

/** Systems (optionally for a country, of a kind, in a region, or matching words), by id or best match first. */
export async function listSystems(db: Queryable, f: SystemFilter = {}): Promise<SystemList> {
  const { limit, offset } = pageBounds(f);
  const { where, order, params } = filterSql(f);
  const [{ rows }, auth] = await Promise.all([
    db.query(
      `SELECT ${SYSTEM_COLUMNS}, count(*) OVER ()::int AS total FROM systems s ${where}
      ORDER BY ${order} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
      [...params, limit, offset],
    ),
    systemAuthority(db),
  ]);
  const total = rows[0]?.total ?? (offset > 0 ? await countSystems(db, f) : 0);
  const items = rows.map(({ total: _t, ...r }) => withTier(auth, r as SystemSummary));
  return { items, total, limit, offset, disclaimer: DISCLAIMER };
}

async function countSystems(db: Queryable, f: SystemFilter): Promise<number> {
  const { where, params } = filterSql(f);
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM systems s ${where}`, params);
  return rows[0].n;
}

/**
 * Systems grouped by region label (groups paged, by region name; each group lists its systems by
 * id, at most `perRegion` of them, and counts them all).
 */
export async function listSystemsByRegion(
  db: Queryable,
  f: SystemFilter & { perRegion?: number } = {},
): Promise<RegionList> {
  const { limit, offset } = pageBounds(f);
  const { where, params } = filterSql(f);
  const { rows } = await db.query(
    `SELECT coalesce(s.region, 'Unspecified') AS region, count(*)::int AS count, count(*) OVER ()::int AS total,
            json_agg(json_build_object('id', s.id, 'name', s.name, 'kind', s.kind, 'node_count', s.node_count) ORDER BY s.id) AS systems
       FROM systems s ${where} GROUP BY 1 ORDER BY 1 LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const c = await db.query(
      `SELECT count(DISTINCT coalesce(s.region, 'Unspecified'))::int AS n FROM systems s ${where}`,
      params,
    );
    total = c.rows[0].n;
  }
  const items = rows.map(({ total: _t, systems, ...r }) => ({
    ...r,
    systems: f.perRegion === undefined ? systems : systems.slice(0, f.perRegion),
  })) as RegionGroup[];
  return { items, total, limit, offset, group_by: 'region', disclaimer: DISCLAIMER };
}

/** One system with its root codes (paged) and node counts per level; null when unknown. */
export async function getSystem(
  db: Queryable,
  id: string,
  page: PageArgs = {},
  langs: string[] = [],
): Promise<SystemDetail | null> {
  const { limit, offset } = pageBounds(page);
  const [{ rows }, auth] = await Promise.all([
    db.query(`SELECT ${SYSTEM_COLUMNS} FROM systems s WHERE s.id = $1`, [id]),
    systemAuthority(db),
  ]);
  if (!rows.length) return null;
  const s = withTier(auth, rows[0] as SystemSummary);
  const [roots, levels] = await Promise.all([
    db.query(
      `SELECT ${NODE_BRIEF_COLUMNS} FROM nodes WHERE system = $1 AND parent IS NULL ORDER BY seq LIMIT $2 OFFSET $3`,
      [id, limit, offset],
    ),
    db.query(`SELECT level, count(*)::int AS count FROM nodes WHERE system = $1 GROUP BY level ORDER BY level`, [id]),
  ]);
  return {
    ...s,
    // with a language asked, the top levels' titles in it where a label exists (texts/localize.ts)
    roots: { items: await localizeListed(db, roots.rows, () => id, langs), total: s.root_count, limit, offset },
    levels: levels.rows,
    successions: successionsOf(id),
    disclaimer: DISCLAIMER,
  };
}

/** True when the system exists. */
export async function systemExists(db: Queryable, id: string): Promise<boolean> {
  return (await unknownSystems(db, [id])).length === 0;
}

/** The ids of the list that name no system, in the list's order. */
export async function unknownSystems(db: Queryable, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const { rows } = await db.query<{ id: string }>('SELECT id FROM systems WHERE id = ANY($1::text[])', [ids]);
  const known = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/**
 * Node, leaf, depth and root counts per system (all, or one), by id or largest first; `totals`
 * add up every system the filter keeps.
 */
export async function systemStats(
  db: Queryable,
  args: PageArgs & { system?: string; sort?: 'id' | 'node_count' } = {},
): Promise<SystemStats> {
  const { limit, offset } = pageBounds(args);
  const order = args.sort === 'node_count' ? 'node_count DESC, id' : 'id';
  const [list, totals] = await Promise.all([
    db.query(
      `SELECT id, name, node_count, leaf_count, max_depth, root_count FROM systems
        WHERE $3::text IS NULL OR id = $3 ORDER BY ${order} LIMIT $1 OFFSET $2`,
      [limit, offset, args.system ?? null],
    ),
    db.query(
      `SELECT count(*)::int AS systems, coalesce(sum(node_count), 0)::int AS nodes, coalesce(sum(leaf_count), 0)::int AS leaves
         FROM systems WHERE $1::text IS NULL OR id = $1`,
      [args.system ?? null],
    ),
  ]);
  return { items: list.rows, total: totals.rows[0].systems, limit, offset, totals: totals.rows[0] };
}
