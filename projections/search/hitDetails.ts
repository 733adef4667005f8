import type { Queryable } from '../../platform/db.ts';
import { coalescedQuery } from '../../platform/coalescedQuery.ts';
import { NODE_BRIEF_COLUMNS } from '../catalog/systemQueries.ts';
import type { NodeBrief } from '../catalog/nodeShapes.ts';

/**
 * What the API adds to search hits from the catalog read model, fetched set-wise for a whole page
 * (one query each, never one per hit): system name and leaf flag; with `context`, the ancestor
 * path (root first) and the first children of each hit. The details of the pages of concurrent
 * searches go as one statement (platform/coalescedQuery.ts).
 */
export interface HitKey {
  system: string;
  code: string;
}
export interface HitDetails {
  system_name: string;
  leaf: boolean;
  child_count: number;
}

const key = (system: string, code: string) => `${system}\u0000${code}`;
const keysParams = (hits: HitKey[]) => [hits.map((h) => h.system), hits.map((h) => h.code)];

const detailsQuery = coalescedQuery<{
  system: string;
  code: string;
  system_name: string | null;
  child_count: number | null;
}>(
  `SELECT h.i, h.system, h.code, s.name AS system_name, n.child_count
       FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS h(system, code, i)
       LEFT JOIN systems s ON s.id = h.system
       LEFT JOIN nodes n ON n.system = h.system AND n.code = h.code`,
);

/** A hit's facts from its system's name and its node's child count (either missing: the system's id, a leaf). */
export const toDetails = (system: string, systemName: string | null, childCount: number | null): HitDetails => ({
  system_name: systemName ?? system,
  leaf: (childCount ?? 0) === 0,
  child_count: childCount ?? 0,
});

/**
 * The same facts as columns of a statement's row whose hit is `alias`.system, `alias`.code (`system_name`,
 * `child_count`): a search page reads them with its hits (pgPageSql.ts), one round trip and statement fewer a search.
 */
export const detailsColumnsSql = (alias: string): string =>
  `(SELECT s.name FROM systems s WHERE s.id = ${alias}.system) AS system_name,
   coalesce(${alias}.child_count, (SELECT n.child_count FROM nodes n WHERE n.system = ${alias}.system AND n.code = ${alias}.code)) AS child_count`;

export async function hitDetails(db: Queryable, hits: HitKey[]): Promise<Map<string, HitDetails>> {
  const out = new Map<string, HitDetails>();
  if (!hits.length) return out;
  const rows = (await Promise.all(hits.map((h) => detailsQuery(db, [h.system, h.code])))).flat();
  for (const r of rows) out.set(key(r.system, r.code), toDetails(r.system, r.system_name, r.child_count));
  return out;
}

export const detailsOf = (m: Map<string, HitDetails>, h: HitKey): HitDetails =>
  m.get(key(h.system, h.code)) ?? { system_name: h.system, leaf: true, child_count: 0 };

/** Names of systems (for groups). */
export async function systemNames(db: Queryable, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const { rows } = await db.query<{ id: string; name: string }>(
    'SELECT id, name FROM systems WHERE id = ANY($1::text[])',
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Ancestors (root first) and the first `children` children (publication order) of every hit. */
export async function hitContext(
  db: Queryable,
  hits: HitKey[],
  children: number,
): Promise<Map<string, { ancestors: NodeBrief[]; children: NodeBrief[] }>> {
  const out = new Map<string, { ancestors: NodeBrief[]; children: NodeBrief[] }>();
  if (!hits.length) return out;
  for (const h of hits) out.set(key(h.system, h.code), { ancestors: [], children: [] });
  const [anc, kids] = await Promise.all([
    db.query<NodeBrief & { hs: string; hc: string }>(
      `SELECT h.system AS hs, h.code AS hc, a.code, a.title, a.level, a.parent, a.child_count = 0 AS leaf, a.child_count
         FROM unnest($1::text[], $2::text[]) AS h(system, code)
         JOIN nodes n ON n.system = h.system AND n.code = h.code
         CROSS JOIN LATERAL unnest(string_to_array(left(n.path, -1), E'\\x1f')) WITH ORDINALITY AS p(code, ord)
         JOIN nodes a ON a.system = n.system AND a.code = p.code
        WHERE p.code <> n.code
        ORDER BY h.system, h.code, p.ord`,
      keysParams(hits),
    ),
    db.query<NodeBrief & { hs: string; hc: string }>(
      `SELECT h.system AS hs, h.code AS hc, k.*
         FROM unnest($1::text[], $2::text[]) AS h(system, code)
         CROSS JOIN LATERAL (SELECT ${NODE_BRIEF_COLUMNS} FROM nodes c WHERE c.system = h.system AND c.parent = h.code
                              ORDER BY c.seq LIMIT $3) k`,
      [...keysParams(hits), children],
    ),
  ]);
  for (const { hs, hc, ...a } of anc.rows) out.get(key(hs, hc))?.ancestors.push(a);
  for (const { hs, hc, ...c } of kids.rows) out.get(key(hs, hc))?.children.push(c);
  return out;
}
