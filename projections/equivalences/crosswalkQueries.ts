import type { Queryable } from '../../platform/db.ts';
import { pageBounds, type PageArgs } from '../catalog/page.ts';
import type { Comparison, CrosswalkGraph, Diff, Sections, UnmappedCode } from './shapes.ts';

/** Distinct (a code, b code) pairs joined by an edge in either direction, with the top-level group of each side. */
const PAIRS = `
  pairs AS (
    SELECT source_code AS ac, target_code AS bc, min(match_type) AS match_type FROM (
      SELECT source_code, target_code, match_type FROM equivalences WHERE source_system = $1 AND target_system = $2
      UNION ALL
      SELECT target_code, source_code, match_type FROM equivalences WHERE source_system = $2 AND target_system = $1
    ) u GROUP BY 1, 2
  ),
  grouped AS (
    SELECT split_part(na.path, E'\\x1f', 1) AS ag, split_part(nb.path, E'\\x1f', 1) AS bg, count(*)::int AS edges
      FROM pairs p JOIN nodes na ON na.system = $1 AND na.code = p.ac JOIN nodes nb ON nb.system = $2 AND nb.code = p.bc
     GROUP BY 1, 2
  )`;

async function totalEdges(db: Queryable, a: string, b: string): Promise<number> {
  const { rows } = await db.query(`WITH ${PAIRS} SELECT count(*)::int AS n FROM pairs`, [a, b]);
  return rows[0].n;
}

/** For each top-level group of `a` (paged, in order), the top-level groups of `b` its codes map to, with edge counts. */
export async function compareSystems(db: Queryable, a: string, b: string, page: PageArgs = {}): Promise<Comparison> {
  const { limit, offset } = pageBounds(page);
  const [groups, roots, total_edges] = await Promise.all([
    db.query(
      `WITH ${PAIRS}, top AS (SELECT code, title, seq FROM nodes WHERE system = $1 AND parent IS NULL ORDER BY seq LIMIT $3 OFFSET $4)
       SELECT t.code, t.title, coalesce(sum(g.edges), 0)::int AS edges,
              coalesce(json_agg(json_build_object('code', g.bg, 'title', rb.title, 'edges', g.edges) ORDER BY g.edges DESC, g.bg)
                FILTER (WHERE g.bg IS NOT NULL), '[]') AS targets
         FROM top t LEFT JOIN grouped g ON g.ag = t.code LEFT JOIN nodes rb ON rb.system = $2 AND rb.code = g.bg
        GROUP BY t.code, t.title, t.seq ORDER BY t.seq`,
      [a, b, limit, offset],
    ),
    db.query(`SELECT root_count FROM systems WHERE id = $1`, [a]),
    totalEdges(db, a, b),
  ]);
  return { a, b, items: groups.rows, total: roots.rows[0]?.root_count ?? 0, limit, offset, total_edges };
}

/** Edges grouped by the top-level groups of both sides, largest first. */
export async function crosswalkSections(db: Queryable, a: string, b: string, page: PageArgs = {}): Promise<Sections> {
  const { limit, offset } = pageBounds(page);
  const { rows } = await db.query(
    `WITH ${PAIRS}
     SELECT g.ag AS a_group, na.title AS a_title, g.bg AS b_group, nb.title AS b_title, g.edges,
            count(*) OVER ()::int AS total, sum(g.edges) OVER ()::int AS total_edges
       FROM grouped g LEFT JOIN nodes na ON na.system = $1 AND na.code = g.ag LEFT JOIN nodes nb ON nb.system = $2 AND nb.code = g.bg
      ORDER BY g.edges DESC, g.ag, g.bg LIMIT $3 OFFSET $4`,
    [a, b, limit, offset],
  );
  let total = rows[0]?.total,
    total_edges = rows[0]?.total_edges;
  if (total === undefined) {
    const c = await db.query(
      `WITH ${PAIRS} SELECT count(*)::int AS n, coalesce(sum(edges), 0)::int AS e FROM grouped`,
      [a, b],
    );
    total = c.rows[0].n;
    total_edges = c.rows[0].e;
  }
  return {
    a,
    b,
    items: rows.map(({ total: _t, total_edges: _e, ...r }) => r as Sections['items'][number]),
    total,
    limit,
    offset,
    total_edges,
  };
}

const UNMAPPED = `
  FROM nodes n WHERE n.system = $1
   AND NOT EXISTS (SELECT 1 FROM equivalences e WHERE e.source_system = $1 AND e.source_code = n.code AND e.target_system = $2)
   AND NOT EXISTS (SELECT 1 FROM equivalences e WHERE e.target_system = $1 AND e.target_code = n.code AND e.source_system = $2)
   AND ($5::boolean OR n.child_count = 0)`;

async function unmapped(
  db: Queryable,
  a: string,
  b: string,
  limit: number,
  offset: number,
  all: boolean,
): Promise<{ items: UnmappedCode[]; total: number }> {
  const [items, count] = await Promise.all([
    db.query(
      `SELECT n.code, n.title, n.level, n.child_count = 0 AS leaf ${UNMAPPED} ORDER BY n.seq LIMIT $3 OFFSET $4`,
      [a, b, limit, offset, all],
    ),
    db.query(`SELECT count(*)::int AS n ${UNMAPPED.replace('$5', '$3')}`, [a, b, all]),
  ]);
  return { items: items.rows, total: count.rows[0].n };
}

/**
 * Leaves of `a` with no edge to or from `b`, and of `b` with none to or from `a` (both paged alike);
 * `level: 'all'` counts every code (a parent is often unmapped when its children are mapped).
 */
export async function diffSystems(
  db: Queryable,
  a: string,
  b: string,
  page: PageArgs & { level?: 'leaves' | 'all' } = {},
): Promise<Diff> {
  const { limit, offset } = pageBounds(page);
  const level = page.level ?? 'leaves';
  const all = level === 'all';
  const [au, bu] = await Promise.all([unmapped(db, a, b, limit, offset, all), unmapped(db, b, a, limit, offset, all)]);
  return { a, b, level, limit, offset, a_unmapped: au, b_unmapped: bu };
}

/** Nodes and edges of the a–b crosswalk for drawing: at most `limit` edges, `truncated` when there are more. */
export async function crosswalkGraph(
  db: Queryable,
  a: string,
  b: string,
  args: { limit?: number; a_group?: string; b_group?: string } = {},
): Promise<CrosswalkGraph> {
  const { limit } = pageBounds(args);
  const { rows } = await db.query(
    `WITH ${PAIRS}
     SELECT p.ac, p.bc, p.match_type, count(*) OVER ()::int AS total FROM pairs p
       LEFT JOIN nodes na ON na.system = $1 AND na.code = p.ac LEFT JOIN nodes nb ON nb.system = $2 AND nb.code = p.bc
      WHERE ($4::text IS NULL OR split_part(na.path, E'\\x1f', 1) = $4)
        AND ($5::text IS NULL OR split_part(nb.path, E'\\x1f', 1) = $5)
      ORDER BY na.seq, p.bc LIMIT $3`,
    [a, b, limit, args.a_group ?? null, args.b_group ?? null],
  );
  const total_edges: number = rows[0]?.total ?? 0;
  const ids = (s: string, c: string) => `${s}:${c}`;
  const want = new Map<string, { system: string; code: string }>();
  for (const r of rows) {
    want.set(ids(a, r.ac), { system: a, code: r.ac });
    want.set(ids(b, r.bc), { system: b, code: r.bc });
  }
  const list = [...want.values()];
  const nodes = list.length
    ? (
        await db.query(
          `SELECT w.s AS system, w.c AS code, n.title, n.level FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS w(s, c, i)
       LEFT JOIN nodes n ON n.system = w.s AND n.code = w.c ORDER BY w.i`,
          [list.map((x) => x.system), list.map((x) => x.code)],
        )
      ).rows
    : [];
  return {
    a,
    b,
    limit,
    total_edges,
    truncated: total_edges > rows.length,
    nodes: nodes.map((n) => ({ id: ids(n.system, n.code), ...n })),
    edges: rows.map((r) => ({ source: ids(a, r.ac), target: ids(b, r.bc), match_type: r.match_type })),
  };
}
