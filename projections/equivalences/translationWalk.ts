import type { Provenance } from './shapes.ts';
import { composeMatch, PROVENANCE_RANK, STRENGTH } from './matchTypes.ts';

/**
 * The breadth-first walk behind translations, whatever reads the edges: the API reads them from the
 * translations read model (translations.ts over neighbours.ts), the read model's test from the
 * `equivalences` table itself; both hand `walk` the same edges in the same order.
 */
export const FRONTIER_MAX = 60; // codes expanded per hop (best matches first)
export const EDGES_PER_HOP = 2_000; // edges read per hop
export const WALK_MAX_HOPS = 3; // the most the translation endpoint allows

/** How many of the source's leaves reach a code (null: all of them, as for the source's own links). */
export interface LeafCover {
  leaves: ReadonlySet<number> | null;
  total: number;
}
export interface PathStep {
  system: string;
  code: string;
}
/**
 * A code reached by the walk: the code it was reached from (`from`, null for the source) and the
 * provenance of that last edge, so a path is a chain shared by every code reached through it (its
 * steps are listed by `pathOf` and `stepsOf` for the codes an answer shows); `hops` is the hop its
 * system was first reached at, `rank` as `rank()` reads it, computed once.
 */
export interface Reached {
  system: string;
  code: string;
  match_type: string;
  from: Reached | null;
  provenance: Provenance;
  hops: number;
  /** The best provenance rank among its steps (-Infinity for the source). */
  provenanceRank: number;
  rank: number;
  /** The source's leaves whose links reach it, when a step went through the hierarchy (hierarchy.ts); else null. */
  cover: LeafCover | null;
}
/** Everything a walk to WALK_MAX_HOPS found; `truncated_at`: the first hop a bound cut (null: none). */
export interface Walk {
  items: Reached[];
  truncated_at: number | null;
}
/** One edge leaving frontier code `i` (1-based), read from the frontier's end. */
export interface HopEdge {
  i: number;
  system: string;
  code: string;
  match_type: string;
  provenance: Provenance | null;
  /** A group's combined link (hierarchy.ts): the source's leaves it covers. */
  cover?: LeafCover;
}
/**
 * Edges of the frontier codes into systems not yet visited, at most `limit`: per frontier code in
 * order, its outgoing edges then its incoming ones (type read from its end), each group ordered by
 * system then code (byte order).
 */
export type HopReader = (frontier: PathStep[], visited: string[], limit: number) => Promise<HopEdge[]> | HopEdge[];

export const UNRECORDED: Provenance = { kind: 'curated', source: 'unrecorded' };

/** Official and curated first, then derived; then the stronger type (lower ranks first). */
export const rank = (r: Reached) => r.rank;

/** The codes of a reached code's path, from the source to it. */
export function pathOf(r: Reached): PathStep[] {
  const out: PathStep[] = [];
  for (let x: Reached | null = r; x; x = x.from) out.push({ system: x.system, code: x.code });
  return out.reverse();
}

/** The provenance of each edge of a reached code's path, in path order. */
export function stepsOf(r: Reached): Provenance[] {
  const out: Provenance[] = [];
  for (let x: Reached = r; x.from; x = x.from) out.push(x.provenance);
  return out.reverse();
}

/** `r` reached from `from` over an edge of type `matchType` (read from `from`'s end). */
function reach(
  from: Reached,
  system: string,
  code: string,
  matchType: string,
  p: Provenance,
  hops: number,
  cover: LeafCover | undefined,
): Reached {
  const match_type = composeMatch(from.match_type, matchType);
  const provenanceRank = Math.max(from.provenanceRank, PROVENANCE_RANK[p.kind] ?? 1);
  const rank = provenanceRank * 10 + (STRENGTH[match_type] ?? 9);
  return { system, code, match_type, from, provenance: p, hops, provenanceRank, rank, cover: cover ?? from.cover };
}

/**
 * Breadth-first over systems, both edge directions, never returning to a system already reached
 * (so no loops), at most `maxHops` edges from the source. Bounded: FRONTIER_MAX codes expanded per
 * hop, EDGES_PER_HOP edges read per hop. Systems in `domains` are end points, never bridges.
 */
export async function walk(
  source: PathStep,
  readHop: HopReader,
  domains: ReadonlySet<string>,
  maxHops: number = WALK_MAX_HOPS,
): Promise<Walk> {
  const visited = new Set([source.system]);
  const items: Reached[] = [];
  const reachedSystems = new Set<string>();
  const start: Reached = {
    ...source,
    match_type: 'exact',
    from: null,
    provenance: UNRECORDED,
    hops: 0,
    provenanceRank: -Infinity,
    rank: -Infinity,
    cover: null,
  };
  let frontier: Reached[] = [start];
  let truncatedAt: number | null = null;
  const cut = (hop: number) => void (truncatedAt ??= hop);
  for (let hop = 1; hop <= maxHops && frontier.length; hop++) {
    if (frontier.length > FRONTIER_MAX) {
      cut(hop);
      frontier = frontier.slice(0, FRONTIER_MAX);
    }
    const rows = await readHop(
      frontier.map((f) => ({ system: f.system, code: f.code })),
      [...visited],
      EDGES_PER_HOP,
    );
    if (rows.length === EDGES_PER_HOP) cut(hop);
    const best = new Map<string, Reached>(); // per code reached this hop: the best-ranked way
    for (const r of rows) {
      const reached = reach(
        frontier[r.i - 1],
        r.system,
        r.code,
        r.match_type,
        r.provenance ?? UNRECORDED,
        hop,
        r.cover,
      );
      const key = `${r.system}\u001f${r.code}`;
      const had = best.get(key);
      if (!had || reached.rank < had.rank) best.set(key, reached);
    }
    const next: Reached[] = [];
    for (const reached of best.values()) {
      items.push(reached);
      reachedSystems.add(reached.system);
      if (!domains.has(reached.system)) next.push(reached); // domain vocabularies are end points, not bridges
    }
    for (const s of reachedSystems) visited.add(s);
    next.sort((a, b) => a.rank - b.rank);
    frontier = next;
  }
  return { items, truncated_at: truncatedAt };
}
