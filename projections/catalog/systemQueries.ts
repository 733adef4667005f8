import type { Queryable } from '../../platform/db.ts';
import { likeEscape, pageBounds, type Page, type PageArgs } from './page.ts';

/** One system as listed: identity, counts and provenance. */
export interface SystemSummary {
  id: string;
  name: string;
  full_name: string | null;
  region: string | null;
  version: string | null;
  authority: string | null;
  kind: 'standard' | 'domain';
  country_codes: string[];
  node_count: number;
  leaf_count: number;
  max_depth: number;
  root_count: number;
  url: string | null;
  source_url: string | null;
  source_date: string | null;
  license: string | null;
  provenance: string | null;
  source_hash: string | null;
  release: string | null;
}
export interface NodeBrief {
  code: string;
  title: string;
  level: number;
  parent: string | null;
  leaf: boolean;
  child_count: number;
}
export interface LevelCount {
  level: number;
  count: number;
}
export interface SystemDetail extends SystemSummary {
  roots: Page<NodeBrief>;
  levels: LevelCount[];
}
export interface RegionGroup {
  region: string;
  count: number;
  systems: { id: string; name: string; kind: string; node_count: number }[];
}
export interface SystemFilter extends PageArgs {
  country?: string;
  kind?: 'standard' | 'domain';
  q?: string;
}
export interface SystemStat {
  id: string;
  name: string;
  node_count: number;
  leaf_count: number;
  max_depth: number;
  root_count: number;
}

export const SYSTEM_COLUMNS = `s.id, s.name, s.full_name, s.region, s.version, s.authority, s.kind, s.country_codes,
  s.node_count, s.leaf_count, s.max_depth, s.root_count, s.url, s.source_url, s.source_date, s.license,
  s.provenance, s.source_hash, s.release`;
export const NODE_BRIEF_COLUMNS = `code, title, level, parent, child_count = 0 AS leaf, child_count`;

function filterSql(f: SystemFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const conds: string[] = [];
  if (f.country) {
    params.push(f.country.toUpperCase());
    conds.push(`EXISTS (SELECT 1 FROM country_systems cs WHERE cs.system = s.id AND cs.country = $${params.length})`);
  }
  if (f.kind) {
    params.push(f.kind);
    conds.push(`s.kind = $${params.length}`);
  }
  if (f.q) {
    params.push(`%${likeEscape(f.q)}%`);
    conds.push(
      `(s.id ILIKE $${params.length} OR s.name ILIKE $${params.length} OR s.full_name ILIKE $${params.length})`,
    );
  }
  return { where: conds.length ? `WHERE ${conds.join(' AND ')}` : '', params };
}

/** Systems (optionally for a country, of a kind, or matching text in id/name), by id. */
export async function listSystems(db: Queryable, f: SystemFilter = {}): Promise<Page<SystemSummary>> {
  const { limit, offset } = pageBounds(f);
  const { where, params } = filterSql(f);
  const { rows } = await db.query(
    `SELECT ${SYSTEM_COLUMNS}, count(*) OVER ()::int AS total FROM systems s ${where}
      ORDER BY s.id LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, offset],
  );
  const total = rows[0]?.total ?? (offset > 0 ? await countSystems(db, f) : 0);
  return { items: rows.map(({ total: _t, ...r }) => r as SystemSummary), total, limit, offset };
}

async function countSystems(db: Queryable, f: SystemFilter): Promise<number> {
  const { where, params } = filterSql(f);
  const { rows } = await db.query(`SELECT count(*)::int AS n FROM systems s ${where}`, params);
  return rows[0].n;
}

/** Systems grouped by region label (groups paged, by region name; each group lists its systems). */
export async function listSystemsByRegion(db: Queryable, f: SystemFilter = {}): Promise<Page<RegionGroup>> {
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
  return { items: rows.map(({ total: _t, ...r }) => r as RegionGroup), total, limit, offset };
}

/** One system with its root codes (paged) and node counts per level; null when unknown. */
export async function getSystem(db: Queryable, id: string, page: PageArgs = {}): Promise<SystemDetail | null> {
  const { limit, offset } = pageBounds(page);
  const { rows } = await db.query(`SELECT ${SYSTEM_COLUMNS} FROM systems s WHERE s.id = $1`, [id]);
  if (!rows.length) return null;
  const s = rows[0] as SystemSummary;
  const [roots, levels] = await Promise.all([
    db.query(
      `SELECT ${NODE_BRIEF_COLUMNS} FROM nodes WHERE system = $1 AND parent IS NULL ORDER BY seq LIMIT $2 OFFSET $3`,
      [id, limit, offset],
    ),
    db.query(`SELECT level, count(*)::int AS count FROM nodes WHERE system = $1 GROUP BY level ORDER BY level`, [id]),
  ]);
  return { ...s, roots: { items: roots.rows, total: s.root_count, limit, offset }, levels: levels.rows };
}

/** True when the system exists. */
export async function systemExists(db: Queryable, id: string): Promise<boolean> {
  const { rows } = await db.query('SELECT 1 FROM systems WHERE id = $1', [id]);
  return rows.length > 0;
}

/** Node, leaf, depth and root counts per system, by id. */
export async function systemStats(
  db: Queryable,
  page: PageArgs = {},
): Promise<Page<SystemStat> & { totals: { systems: number; nodes: number; leaves: number } }> {
  const { limit, offset } = pageBounds(page);
  const [list, totals] = await Promise.all([
    db.query(
      `SELECT id, name, node_count, leaf_count, max_depth, root_count FROM systems ORDER BY id LIMIT $1 OFFSET $2`,
      [limit, offset],
    ),
    db.query(
      `SELECT count(*)::int AS systems, coalesce(sum(node_count), 0)::int AS nodes, coalesce(sum(leaf_count), 0)::int AS leaves FROM systems`,
    ),
  ]);
  return { items: list.rows, total: totals.rows[0].systems, limit, offset, totals: totals.rows[0] };
}
