import type { Queryable } from '../../platform/db.ts';
import { preparedQuery } from '../../platform/preparedQuery.ts';
import { PATH_SEP } from '../catalog/derive.ts';
import type { Provenance } from './shapes.ts';
import type { HopEdge, LeafCover } from './translationWalk.ts';
import type { CoveredGroup, KeptNodes } from './keptNodes.ts';

/**
 * Translation through the hierarchy. Official concordances link leaves; people ask about groups.
 * - Down the source: a group's translation combines its descendants' links (`hierarchyEdges`): per
 *   target code, how many of the group's leaves reach it, one edge each, marked `derived: hierarchy`.
 * - Up the target: a code whose every child is reached is reached too (`rollUpGroups`, in the shaping of
 *   an answer): a leaf linked only to a group's children reaches the group.
 * The match type is derived honestly (`hierarchyMatch`): only a full cover by exact links is exact; a
 * group covered in part gets the target as narrower (its links exact/narrow) or partial.
 */

/** Descendants read for a group's translation; a larger subtree is not combined (the answer says `truncated`). */
export const HIERARCHY_MAX_NODES = 3000;

/** A code's edges as the translations read model stores them: [system, code, match_type (from its end), provenance]. */
export type StoredEdge = [string, string, string, Provenance | null];

/**
 * The type of a code reached by several links, from the source's end: `types` the links' types, `k`
 * of `n` source leaves reaching it. All exact (and every leaf): exact; otherwise the weakest that
 * holds for all; a source covered only in part is never exact nor broad: the target is narrower
 * (its links exact, close or narrow) or overlaps (partial); related stays related.
 */
export function hierarchyMatch(types: Iterable<string>, k: number, n: number): string {
  const t = new Set(types);
  const only = (...allowed: string[]) => [...t].every((x) => allowed.includes(x));
  let joined: string;
  if (only('exact')) joined = 'exact';
  else if (only('exact', 'close')) joined = 'close';
  else if (only('exact', 'close', 'broad')) joined = 'broad';
  else if (only('exact', 'close', 'narrow')) joined = 'narrow';
  else if (only('related')) joined = 'related';
  else joined = 'partial';
  if (k >= n || joined === 'related') return joined;
  return joined === 'exact' || joined === 'close' || joined === 'narrow' ? 'narrow' : 'partial';
}

/** "covers 6 of 6 leaves of naics_2022 484" */
export const coverText = (k: number, n: number, system: string, code: string) =>
  `covers ${k} of ${n} ${n === 1 ? 'leaf' : 'leaves'} of ${system} ${code}`;

/** One combined link of a group, as a hop-1 edge of the walk with the leaves it covers. */
export interface HierarchyEdge extends HopEdge {
  cover: LeafCover;
}

const descendantsQuery = preparedQuery<{ code: string; path: string; child_count: number; edges: StoredEdge[] | null }>(
  `SELECT d.code, d.path, d.child_count, nb.edges
     FROM nodes d LEFT JOIN equivalence_neighbours nb ON nb.system = d.system AND nb.code = d.code
    WHERE d.system = $1 AND d.path COLLATE "C" > $2 COLLATE "C" AND d.path COLLATE "C" < (left($2, -1) || E'\\x20') COLLATE "C"
    LIMIT $3`,
);

/**
 * A group's links through its descendants: per target code (outside the source's system, not linked
 * to the source itself), the leaves of the group whose own links, or whose ancestors' below the group,
 * reach it. `null` when the subtree is larger than HIERARCHY_MAX_NODES (not combined).
 */
export async function hierarchyEdges(
  db: Queryable,
  source: { system: string; code: string; path: string },
  ownEdges: StoredEdge[],
): Promise<{ edges: HierarchyEdge[]; leaves: number } | null> {
  const { rows } = await descendantsQuery(db, [source.system, source.path, HIERARCHY_MAX_NODES + 1]);
  if (rows.length > HIERARCHY_MAX_NODES) return null;
  const linked = new Map<string, { edges: StoredEdge[]; leaves: Set<number> }>();
  for (const r of rows) if (r.edges?.length) linked.set(r.code, { edges: r.edges, leaves: new Set() });
  let n = 0;
  const depth = source.path.split(PATH_SEP).length - 1; // codes in the source's path
  for (const r of rows) {
    if (r.child_count > 0) continue;
    const leaf = n++;
    if (!linked.size) continue;
    // the leaf and its ancestors below the source
    for (const code of r.path.split(PATH_SEP).slice(depth, -1)) linked.get(code)?.leaves.add(leaf);
  }
  if (!linked.size) return { edges: [], leaves: n };
  const own = new Set(ownEdges.map(([s, c]) => `${s}\u001f${c}`));
  const byTarget = new Map<
    string,
    { system: string; code: string; leaves: Set<number>; types: Set<string>; sources: Set<string>; kinds: Set<string> }
  >();
  for (const { edges, leaves } of linked.values())
    for (const [system, code, type, provenance] of edges) {
      const key = `${system}\u001f${code}`;
      if (system === source.system || own.has(key)) continue;
      let t = byTarget.get(key);
      if (!t)
        byTarget.set(
          key,
          (t = { system, code, leaves: new Set(), types: new Set(), sources: new Set(), kinds: new Set() }),
        );
      for (const l of leaves) t.leaves.add(l);
      t.types.add(type);
      t.sources.add(provenance?.source ?? 'unrecorded');
      t.kinds.add(provenance?.kind ?? 'curated');
    }
  const edges: HierarchyEdge[] = [...byTarget.values()]
    .sort((a, b) =>
      a.system < b.system ? -1 : a.system > b.system ? 1 : a.code < b.code ? -1 : a.code > b.code ? 1 : 0,
    )
    .map((t) => ({
      i: 1,
      system: t.system,
      code: t.code,
      match_type: hierarchyMatch(t.types, t.leaves.size, n),
      provenance: {
        kind: 'derived',
        source: [...t.sources].sort().join(' + '),
        rule: `through the hierarchy: ${coverText(t.leaves.size, n, source.system, source.code)} (their ${[...t.kinds].sort().join('/')} ${[...t.types].sort().join('/')} links)`,
      },
      cover: { leaves: t.leaves, total: n },
    }));
  return { edges, leaves: n };
}

// The reached codes' own rows (their parent), then only the ancestors that could be covered: a group every child of
// which is reached or covered has at least as many reached codes strictly under it as children (a covered child
// group has one or more), so an ancestor with fewer reached codes under it than `child_count` is not returned.
// The reached codes' rows are not read again as ancestors of others unless they could be covered (then a code
// comes twice, the same row: the roll-up keys them), and no title (the shaping reads the titles of the codes it
// shows).
const ancestryQuery = preparedQuery<{ rows: [string, string, string | null, number, number][] | null }>(
  `WITH r AS MATERIALIZED (
          SELECT DISTINCT n.system, n.code, n.parent, n.child_count, n.level, n.path
            FROM unnest($1::text[], $2::text[]) AS q(s, c) JOIN nodes n ON n.system = q.s AND n.code = q.c),
        a AS (SELECT r.system, x.code, count(*) AS under
                FROM r CROSS JOIN LATERAL unnest(string_to_array(left(r.path, -1), E'\\x1f')) AS x(code)
               WHERE x.code <> r.code
               GROUP BY r.system, x.code)
   SELECT json_agg(json_build_array(g.system, g.code, g.parent, g.child_count, g.level)) AS rows
     FROM (SELECT system, code, parent, child_count, level FROM r
           UNION ALL
           SELECT k.system, k.code, k.parent, k.child_count, k.level
             FROM a JOIN nodes k ON k.system = a.system AND k.code = a.code
            WHERE k.child_count > 0 AND k.child_count <= a.under) g`,
);

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Reached codes looked at for roll-ups per answer (more: none is rolled up). */
export const ROLLUP_MAX_CODES = 2000;

/**
 * Target groups every child of which is reached (directly or, recursively, as a covered group), that
 * are not reached themselves: only the highest such group of each chain (the lowest code covering
 * the reached codes under it). One query for the reached codes' ancestors, or none from the nodes a build keeps
 * (`kept`, keptNodes.ts: the same groups found over its indexes). `reached` holds each code once.
 */
export async function rollUpGroups(
  db: Queryable,
  reached: { system: string; code: string }[],
  kept?: KeptNodes,
): Promise<CoveredGroup[]> {
  if (!reached.length || reached.length > ROLLUP_MAX_CODES) return [];
  if (kept) return kept.coveredGroups(db, reached); // the same groups, found over the kept nodes' indexes
  const nodes =
    (await ancestryQuery(db, [reached.map((r) => r.system), reached.map((r) => r.code)])).rows[0]?.rows ?? [];
  const key = (s: string, c: string) => `${s}\u001f${c}`;
  const isReached = new Set(reached.map((r) => key(r.system, r.code)));
  const reachedAt = new Map(reached.map((r, i) => [key(r.system, r.code), i]));
  const info = new Map(
    nodes.map(([s, c, parent, childCount, level]) => [key(s, c), { s, c, parent, childCount, level }]),
  );
  const children = new Map<string, string[]>(); // parent key -> covered children keys
  const covered = new Set<string>(isReached);
  // deepest first, so a group's children are settled before it; then by system and code, so the codes under a
  // group are listed in an order that does not depend on the order of the rows
  const groups = nodes.filter(([s, c, , childCount]) => childCount > 0 && !isReached.has(key(s, c)));
  groups.sort((a, b) => b[4] - a[4] || cmp(a[0], b[0]) || cmp(a[1], b[1]));
  const addChild = (k: string) => {
    const n = info.get(k);
    if (!n?.parent) return;
    const p = key(n.s, n.parent);
    const list = children.get(p);
    if (list) list.push(k);
    else children.set(p, [k]);
  };
  for (const k of isReached) addChild(k);
  const coveredGroups = new Set<string>();
  for (const [s, c, , childCount] of groups) {
    const k = key(s, c);
    if ((children.get(k)?.length ?? 0) === childCount) {
      covered.add(k);
      coveredGroups.add(k);
      addChild(k);
    }
  }
  const out: CoveredGroup[] = [];
  for (const k of coveredGroups) {
    const n = info.get(k)!;
    if (n.parent && coveredGroups.has(key(n.s, n.parent))) continue; // a higher group covers it
    const under: number[] = [];
    const collect = (x: string) => {
      for (const ch of children.get(x) ?? []) {
        if (isReached.has(ch)) under.push(reachedAt.get(ch)!);
        else collect(ch);
      }
    };
    collect(k);
    out.push({ system: n.s, code: n.c, under });
  }
  return out;
}
