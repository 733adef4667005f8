import type { Queryable } from '../../platform/db.ts';
import { coalescedQuery } from '../../platform/coalescedQuery.ts';
import { DISCLAIMER } from '../disclaimer.ts';
import { LIMITS } from '../vocabulary/limits.ts';
import { authorityUrl } from './authorityLinks.ts';
import { pageBounds, type PageArgs } from './page.ts';
import { PATH_SEP } from './derive.ts';
import { NODE_BRIEF_COLUMNS } from './systemQueries.ts';
import { localizeListed } from '../texts/localize.ts';
import type { Ancestors, CodeView, Include, Neighbours, NodeBrief, NodeDetail, Subtree } from './nodeShapes.ts';

/** Looking a code up and walking its tree: each function answers what the REST route and the MCP tool send. */

interface NodeRow extends Omit<NodeDetail, 'authority_url' | 'disclaimer'> {
  path: string;
}

// The three reads below serve every uncached lookup: each is coalesced, so the lookups of concurrent
// requests go to PostgreSQL as one statement (platform/coalescedQuery.ts); `q` holds their keys.
const nodeRowQuery = coalescedQuery<NodeRow>(
  `SELECT q.i, n.system, s.name AS system_name, n.code, n.title, n.description, n.parent, p.title AS parent_title,
          n.level, n.child_count = 0 AS leaf, n.child_count, n.subtree_size, n.path
     FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(system, code, i)
     JOIN nodes n ON n.system = q.system AND n.code = q.code
     JOIN systems s ON s.id = n.system
     LEFT JOIN nodes p ON p.system = n.system AND p.code = n.parent`,
);

async function nodeRow(db: Queryable, system: string, code: string): Promise<NodeRow | null> {
  const rows = await nodeRowQuery(db, [system, code]);
  return rows[0] ?? null;
}

const detail = ({ path: _p, ...n }: NodeRow): NodeDetail => ({
  ...n,
  authority_url: authorityUrl(n.system, n.code),
  disclaimer: DISCLAIMER,
});

/** One code with its parent's title and authority link; null when the system has no such code. */
export async function getNode(db: Queryable, system: string, code: string): Promise<NodeDetail | null> {
  const row = await nodeRow(db, system, code);
  return row && detail(row);
}

/**
 * A code with the neighbours asked for: its ancestors (root first) and the first children and
 * siblings (at most one page each, with their totals). Null when the system has no such code.
 */
export async function lookUpCode(
  db: Queryable,
  system: string,
  code: string,
  include: readonly Include[] = [],
): Promise<CodeView | null> {
  const row = await nodeRow(db, system, code);
  if (!row) return null;
  const wants = new Set(include);
  const first = { limit: LIMITS.pageMax };
  const [ancestors, children, siblings] = await Promise.all([
    wants.has('ancestors') ? ancestorsOf(db, row) : undefined,
    wants.has('children') ? childrenOf(db, system, code, row.child_count, first) : undefined,
    wants.has('siblings') ? siblingsOf(db, row, first) : undefined,
  ]);
  return {
    ...detail(row),
    ...(ancestors && { ancestors }),
    ...(children && { children: { items: children.items, total: children.total } }),
    ...(siblings && { siblings: { items: siblings.items, total: siblings.total } }),
  };
}

const childrenQuery = coalescedQuery<NodeBrief & { total: number; seq: unknown }>(
  `SELECT q.i, p.child_count AS total, c.* FROM unnest($1::text[], $2::text[], $3::int[], $4::int[]) WITH ORDINALITY AS q(system, code, lim, skip, i)
     JOIN nodes p ON p.system = q.system AND p.code = q.code
     LEFT JOIN LATERAL (SELECT ${NODE_BRIEF_COLUMNS}, seq FROM nodes k WHERE k.system = p.system AND k.parent = p.code
                         ORDER BY k.seq LIMIT q.lim OFFSET q.skip) c ON true
    ORDER BY q.i, c.seq`,
);

/** Direct children in publication order; null when the code is unknown. */
export async function listChildren(
  db: Queryable,
  system: string,
  code: string,
  page: PageArgs = {},
  langs: string[] = [],
): Promise<Neighbours | null> {
  const { limit, offset } = pageBounds(page);
  const rows = await childrenQuery(db, [system, code, limit, offset]);
  if (!rows.length) return null;
  const items = rows.filter((r) => r.code !== null).map(({ total: _t, seq: _s, ...r }) => r as NodeBrief);
  // with a language asked, the titles in it where a label exists, as a code lookup answers (texts/localize.ts)
  const titled = await localizeListed(db, items, () => system, langs);
  return { system, code, items: titled, total: rows[0].total, limit, offset };
}

async function childrenOf(
  db: Queryable,
  system: string,
  code: string,
  total: number,
  page: PageArgs,
): Promise<Neighbours> {
  const { limit, offset } = pageBounds(page);
  const items = total
    ? (
        await db.query<NodeBrief>(
          `SELECT ${NODE_BRIEF_COLUMNS} FROM nodes WHERE system = $1 AND parent = $2 ORDER BY seq LIMIT $3 OFFSET $4`,
          [system, code, limit, offset],
        )
      ).rows
    : [];
  return { system, code, items, total, limit, offset };
}

// the code's row and its ancestors (the codes of its path but itself) in one round trip
const ancestorsQuery = coalescedQuery<NodeBrief>(
  `SELECT q.i, a.* FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(system, code, i)
     JOIN nodes n ON n.system = q.system AND n.code = q.code
     LEFT JOIN LATERAL (SELECT ${NODE_BRIEF_COLUMNS} FROM nodes k
                         WHERE k.system = n.system AND k.code = ANY(string_to_array(n.path, E'\\x1f')) AND k.code <> n.code) a ON true
    ORDER BY q.i, a.level`,
);

/** Ancestors, root first, not including the code itself; null when the code is unknown. */
export async function listAncestors(db: Queryable, system: string, code: string): Promise<Ancestors | null> {
  const rows = await ancestorsQuery(db, [system, code]);
  if (!rows.length) return null;
  const items = rows.filter((r) => r.code !== null) as NodeBrief[];
  return { system, code, items, total: items.length };
}

async function ancestorsOf(db: Queryable, row: NodeRow): Promise<NodeBrief[]> {
  const codes = row.path.split(PATH_SEP).filter(Boolean).slice(0, -1);
  if (!codes.length) return [];
  const { rows } = await db.query<NodeBrief>(
    `SELECT ${NODE_BRIEF_COLUMNS} FROM nodes WHERE system = $1 AND code = ANY($2::text[]) ORDER BY level`,
    [row.system, codes],
  );
  return rows;
}

/** Other children of the same parent (other roots for a root), in order; null when the code is unknown. */
export async function listSiblings(
  db: Queryable,
  system: string,
  code: string,
  page: PageArgs = {},
  langs: string[] = [],
): Promise<Neighbours | null> {
  const row = await nodeRow(db, system, code);
  if (!row) return null;
  const siblings = await siblingsOf(db, row, page);
  return { ...siblings, items: await localizeListed(db, siblings.items, () => system, langs) };
}

async function siblingsOf(db: Queryable, row: NodeRow, page: PageArgs): Promise<Neighbours> {
  const { limit, offset } = pageBounds(page);
  const { system, code, parent } = row;
  // the parent's child count (or the system's root count) gives the total without counting rows
  const [items, total] = await Promise.all([
    parent === null
      ? db.query<NodeBrief>(
          `SELECT ${NODE_BRIEF_COLUMNS} FROM nodes WHERE system = $1 AND parent IS NULL AND code <> $2 ORDER BY seq LIMIT $3 OFFSET $4`,
          [system, code, limit, offset],
        )
      : db.query<NodeBrief>(
          `SELECT ${NODE_BRIEF_COLUMNS} FROM nodes WHERE system = $1 AND parent = $2 AND code <> $3 ORDER BY seq LIMIT $4 OFFSET $5`,
          [system, parent, code, limit, offset],
        ),
    parent === null
      ? db.query<{ n: number }>(`SELECT root_count AS n FROM systems WHERE id = $1`, [system])
      : db.query<{ n: number }>(`SELECT child_count AS n FROM nodes WHERE system = $1 AND code = $2`, [system, parent]),
  ]);
  return { system, code, items: items.rows, total: Math.max(0, (total.rows[0]?.n ?? 1) - 1), limit, offset };
}

/** Size and shape of the subtree under a code (the code included); null when the code is unknown. */
export async function subtreeSummary(db: Queryable, system: string, code: string): Promise<Subtree | null> {
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
