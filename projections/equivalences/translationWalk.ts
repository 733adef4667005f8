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

export interface PathStep {
  system: string;
  code: string;
}
export interface Reached {
  system: string;
  code: string;
  match_type: string;
  path: PathStep[];
  steps: Provenance[];
}
/** A code reached by the walk and the hop its system was first reached at. */
export interface WalkItem extends Reached {
  hops: number;
}
/** Everything a walk to WALK_MAX_HOPS found; `truncated_at`: the first hop a bound cut (null: none). */
export interface Walk {
  items: WalkItem[];
  truncated_at: number | null;
}
/** One edge leaving frontier code `i` (1-based), read from the frontier's end. */
export interface HopEdge {
  i: number;
  system: string;
  code: string;
  match_type: string;
  provenance: Provenance | null;
}
/**
 * Edges of the frontier codes into systems not yet visited, at most `limit`: per frontier code in
 * order, its outgoing edges then its incoming ones (type read from its end), each group ordered by
 * system then code (byte order).
 */
export type HopReader = (frontier: PathStep[], visited: string[], limit: number) => Promise<HopEdge[]> | HopEdge[];

export const UNRECORDED: Provenance = { kind: 'curated', source: 'unrecorded' };

/** Official and curated first, then derived; then the stronger type. */
export const rank = (r: Reached) =>
  Math.max(...r.steps.map((p) => PROVENANCE_RANK[p.kind] ?? 1)) * 10 + (STRENGTH[r.match_type] ?? 9);

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
  const items: WalkItem[] = [];
  const reachedSystems = new Set<string>();
  let frontier: Reached[] = [{ ...source, match_type: 'exact', path: [source], steps: [] }];
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
      const from = frontier[r.i - 1];
      const reached: Reached = {
        system: r.system,
        code: r.code,
        match_type: composeMatch(from.match_type, r.match_type),
        path: [...from.path, { system: r.system, code: r.code }],
        steps: [...from.steps, r.provenance ?? UNRECORDED],
      };
      const key = `${r.system}\u001f${r.code}`;
      const had = best.get(key);
      if (!had || rank(reached) < rank(had)) best.set(key, reached);
    }
    const next: Reached[] = [];
    for (const reached of best.values()) {
      items.push({ ...reached, hops: hop });
      reachedSystems.add(reached.system);
      if (!domains.has(reached.system)) next.push(reached); // domain vocabularies are end points, not bridges
    }
    for (const s of reachedSystems) visited.add(s);
    next.sort((a, b) => rank(a) - rank(b));
    frontier = next;
  }
  return { items, truncated_at: truncatedAt };
}
