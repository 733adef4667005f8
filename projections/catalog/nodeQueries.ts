import type { Queryable } from '../../platform/db.ts';
import { authorityUrl } from './authorityLinks.ts';
import { pageBounds, type Page, type PageArgs } from './page.ts';
import { PATH_SEP } from './derive.ts';
import { NODE_BRIEF_COLUMNS, type LevelCount, type NodeBrief } from './systemQueries.ts';

/** A code with everything known about it in its system. */
export interface NodeDetail {
  system: string;
  system_name: string;
  code: string;
  title: string;
  description: string | null;
  parent: string | null;
  level: number;
  leaf: boolean;
  child_count: number;
  subtree_size: number;
  authority_url: string | null;
}
export interface SubtreeSummary {
  system: string;
  code: string;
  node_count: number;
  leaf_count: number;
  depth: number;
  levels: LevelCount[];
}
export interface HistoryEntry {
  position: number;
  release: string | null;
  ingestion_id: string | null;
  change: 'added' | 'changed' | 'removed';
  fields: string[] | null;
  title: string | null;
  at: string;
}
export interface CodeOccurrence {
  system: string;
  system_name: string;
  code: string;
  title: string;
  level: number;
  parent: string | null;
  leaf: boolean;
}

interface NodeRow extends Omit<NodeDetail, 'authority_url'> {
  path: string;
}

async function nodeRow(db: Queryable, system: string, code: string): Promise<NodeRow | null> {
  const { rows } = await db.query(
    `SELECT n.system, s.name AS system_name, n.code, n.title, n.description, n.parent, n.level, n.child_count = 0 AS leaf,
            n.child_count, n.subtree_size, n.path
       FROM nodes n JOIN systems s ON s.id = n.system WHERE n.system = $1 AND n.code = $2`,
    [system, code],
  );
  return rows[0] ?? null;
}

/** One node with its authority link; null when the system has no such code. */
export async function getNode(db: Queryable, system: string, code: string): Promise<NodeDetail | null> {
  const row = await nodeRow(db, system, code);
  if (!row) return null;
  const { path: _p, ...n } = row;
  return { ...n, authority_url: authorityUrl(system, code) };
}

/** Direct children in publication order; null when the node is unknown. */
export async function listChildren(
  db: Queryable,
  system: string,
  code: string,
  page: PageArgs = {},
): Promise<Page<NodeBrief> | null> {
  const { limit, offset } = pageBounds(page);
  const { rows } = await db.query(
    `SELECT p.child_count AS total, c.* FROM nodes p
       LEFT JOIN LATERAL (SELECT ${NODE_BRIEF_COLUMNS} FROM nodes k WHERE k.system = p.system AND k.parent = p.code
                           ORDER BY k.seq LIMIT $3 OFFSET $4) c ON true
      WHERE p.system = $1 AND p.code = $2`,
    [system, code, limit, offset],
  );
  if (!rows.length) return null;
  return {
    items: rows.filter((r) => r.code !== null).map(({ total: _t, ...r }) => r as NodeBrief),
    total: rows[0].total,
    limit,
    offset,
  };
}

/** Ancestors, root first, not including the node itself; null when the node is unknown. */
export async function listAncestors(db: Queryable, system: string, code: string): Promise<NodeBrief[] | null> {
  const row = await nodeRow(db, system, code);
  if (!row) return null;
  const codes = row.path.split(PATH_SEP).filter(Boolean).slice(0, -1);
  if (!codes.length) return [];
  const { rows } = await db.query(
    `SELECT ${NODE_BRIEF_COLUMNS} FROM nodes WHERE system = $1 AND code = ANY($2::text[]) ORDER BY level`,
    [system, codes],
  );
  return rows;
}

/** Other children of the same parent (other roots for a root), in order; null when the node is unknown. */
export async function listSiblings(
  db: Queryable,
  system: string,
  code: string,
  page: PageArgs = {},
): Promise<Page<NodeBrief> | null> {
  const { limit, offset } = pageBounds(page);
  const row = await nodeRow(db, system, code);
  if (!row) return null;
  // the parent's child count (or the system's root count) gives the total without counting rows
  const [items, total] = await Promise.all([
    row.parent === null
      ? db.query(
          `SELECT ${NODE_BRIEF_COLUMNS} FROM nodes WHERE system = $1 AND parent IS NULL AND code <> $2 ORDER BY seq LIMIT $3 OFFSET $4`,
          [system, code, limit, offset],
        )
      : db.query(
          `SELECT ${NODE_BRIEF_COLUMNS} FROM nodes WHERE system = $1 AND parent = $2 AND code <> $3 ORDER BY seq LIMIT $4 OFFSET $5`,
          [system, row.parent, code, limit, offset],
        ),
    row.parent === null
      ? db.query<{ n: number }>(`SELECT root_count AS n FROM systems WHERE id = $1`, [system])
      : db.query<{ n: number }>(`SELECT child_count AS n FROM nodes WHERE system = $1 AND code = $2`, [
          system,
          row.parent,
        ]),
  ]);
  return { items: items.rows, total: Math.max(0, (total.rows[0]?.n ?? 1) - 1), limit, offset };
}

/** Size and shape of the subtree under a node (the node included); null when the node is unknown. */
export async function subtreeSummary(db: Queryable, system: string, code: string): Promise<SubtreeSummary | null> {
  const row = await nodeRow(db, system, code);
  if (!row) return null;
  const { rows } = await db.query<{ level: number; count: number; leaves: number }>(
    `SELECT level, count(*)::int AS count, count(*) FILTER (WHERE child_count = 0)::int AS leaves FROM nodes
      WHERE system = $1 AND path COLLATE "C" >= $2 COLLATE "C" AND path COLLATE "C" < (left($2, -1) || E'\\x20') COLLATE "C"
      GROUP BY level ORDER BY level`,
    [system, row.path],
  );
  const levels = rows.map((r) => ({ level: r.level, count: r.count }));
  return {
    system,
    code,
    node_count: rows.reduce((n, r) => n + r.count, 0),
    leaf_count: rows.reduce((n, r) => n + r.leaves, 0),
    depth: levels.length,
    levels,
  };
}

/**
 * What happened to a code in each ingestion, oldest first; null when the code never existed.
 * The catalog projection records no row for the codes of a system's first release (most of the
 * corpus): their 'added' entry is the first release itself, put in front here.
 */
export async function nodeHistory(
  db: Queryable,
  system: string,
  code: string,
  page: PageArgs = {},
): Promise<Page<HistoryEntry> | null> {
  const { limit, offset } = pageBounds(page);
  const { rows } = await db.query(
    `WITH h AS (
       SELECT position, release, ingestion_id, change, fields, title, at FROM node_history WHERE system = $1 AND code = $2
     ), first_release AS (
       SELECT r.position, r.release, r.ingestion_id, 'added'::text AS change, NULL::text[] AS fields,
              CASE WHEN EXISTS (SELECT 1 FROM h WHERE 'title' = ANY(h.fields)) THEN NULL
                   ELSE (SELECT n.title FROM nodes n WHERE n.system = $1 AND n.code = $2) END AS title, r.at
         FROM releases r WHERE r.system = $1 ORDER BY r.position LIMIT 1
     ), entries AS (
       SELECT * FROM h
       UNION ALL
       SELECT * FROM first_release
        WHERE CASE WHEN EXISTS (SELECT 1 FROM h) THEN (SELECT change FROM h ORDER BY position LIMIT 1) <> 'added'
                   ELSE EXISTS (SELECT 1 FROM nodes n WHERE n.system = $1 AND n.code = $2) END
     )
     SELECT position::float8 AS position, release, ingestion_id, change, fields, title,
            to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, count(*) OVER ()::int AS total
       FROM entries ORDER BY position LIMIT $3 OFFSET $4`,
    [system, code, limit, offset],
  );
  if (rows.length)
    return { items: rows.map(({ total: _t, ...r }) => r as HistoryEntry), total: rows[0].total, limit, offset };
  const c = await db.query(
    `SELECT (SELECT count(*) FROM node_history WHERE system = $1 AND code = $2)::int
          + (SELECT count(*) FROM nodes WHERE system = $1 AND code = $2)::int AS n`,
    [system, code],
  );
  if (c.rows[0].n === 0) return null;
  return { items: [], total: c.rows[0].n, limit, offset };
}

/** Every system that has this exact code, by system id. */
export async function nodesByCode(db: Queryable, code: string, page: PageArgs = {}): Promise<Page<CodeOccurrence>> {
  const { limit, offset } = pageBounds(page);
  const { rows } = await db.query(
    `SELECT n.system, s.name AS system_name, n.code, n.title, n.level, n.parent, n.child_count = 0 AS leaf, count(*) OVER ()::int AS total
       FROM nodes n JOIN systems s ON s.id = n.system WHERE n.code = $1 ORDER BY n.system LIMIT $2 OFFSET $3`,
    [code, limit, offset],
  );
  let total: number = rows[0]?.total;
  if (total === undefined)
    total = offset > 0 ? (await db.query(`SELECT count(*)::int AS n FROM nodes WHERE code = $1`, [code])).rows[0].n : 0;
  return { items: rows.map(({ total: _t, ...r }) => r as CodeOccurrence), total, limit, offset };
}
