import type { Queryable } from '../../platform/db.ts';
import { codeRef, type CodeRef, type Provenance } from './edgeQueries.ts';
import { composeMatch, inverseMatchSql, PROVENANCE_RANK, STRENGTH } from './matchTypes.ts';

export interface PathStep {
  system: string;
  code: string;
}
export interface TranslationMatch {
  code: string;
  title: string | null;
  match_type: string;
  path: PathStep[];
  provenance: Provenance;
}
/** One reachable system: `direct` when an edge joins the source code to it, else `via` names the codes in between (`system:code`). */
export interface TranslationSystem {
  system: string;
  name: string | null;
  direct: boolean;
  hops: number;
  via: string[];
  match_count: number;
  truncated: boolean;
  matches: TranslationMatch[];
}
export interface Translations {
  source: CodeRef;
  max_hops: number;
  systems: TranslationSystem[];
  total_systems: number;
  truncated: boolean;
}
export interface TranslationArgs {
  max_hops?: number;
  max_systems?: number;
  max_matches?: number;
  /** Also go through synthetic domain vocabularies (`include=domain`); by default they are only end points. */
  include_domain?: boolean;
}

const FRONTIER_MAX = 60; // codes expanded per hop (best matches first)
const EDGES_PER_HOP = 2_000; // edges read per hop
export { composeMatch } from './matchTypes.ts';

interface Reached {
  system: string;
  code: string;
  match_type: string;
  path: PathStep[];
  steps: Provenance[];
}

/** Official and curated first, then derived; then the stronger type. */
const rank = (r: Reached) =>
  Math.max(...r.steps.map((p) => PROVENANCE_RANK[p.kind] ?? 1)) * 10 + (STRENGTH[r.match_type] ?? 9);

/** A direct match keeps its edge's provenance; a path is derived by composition, naming its codes and sources. */
function pathProvenance(r: Reached): Provenance {
  if (r.steps.length === 1) return r.steps[0];
  return {
    kind: 'derived',
    source: [...new Set(r.steps.map((p) => p.source))].join(' + '),
    rule: `composed over ${r.steps.length} edges (${r.steps.map((p) => p.kind).join(', ')}); type never stronger than the weakest step`,
    path: r.path.map((p) => `${p.system}:${p.code}`),
  };
}

/**
 * Every system a code translates into: breadth-first over systems, both edge directions, never
 * returning to a system already reached (so no loops), at most `max_hops` edges from the source.
 * Bounded: FRONTIER_MAX codes expanded per hop, `max_systems` systems, `max_matches` codes per system.
 */
export async function translateCode(
  db: Queryable,
  system: string,
  code: string,
  args: TranslationArgs = {},
): Promise<Translations | null> {
  const maxHops = clamp(args.max_hops ?? 2, 1, 3);
  const maxSystems = clamp(args.max_systems ?? 100, 1, 500);
  const maxMatches = clamp(args.max_matches ?? 20, 1, 100);
  const source = await codeRef(db, system, code);
  if (!source) return null;

  const domains = args.include_domain
    ? new Set<string>()
    : new Set((await db.query<{ id: string }>(`SELECT id FROM systems WHERE kind = 'domain'`)).rows.map((r) => r.id));
  const visited = new Set([system]);
  const bySystem = new Map<string, { hops: number; items: Reached[] }>();
  let frontier: Reached[] = [{ system, code, match_type: 'exact', path: [{ system, code }], steps: [] }];
  let truncated = false;
  for (let hop = 1; hop <= maxHops && frontier.length; hop++) {
    if (frontier.length > FRONTIER_MAX) {
      truncated = true;
      frontier = frontier.slice(0, FRONTIER_MAX);
    }
    const { rows } = await db.query<{
      i: string;
      system: string;
      code: string;
      match_type: string;
      provenance: Provenance | null;
    }>(
      `SELECT f.i, x.system, x.code, x.match_type, x.provenance
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS f(s, c, i)
         CROSS JOIN LATERAL (
           SELECT target_system AS system, target_code AS code, match_type, provenance, 0 AS d FROM equivalences
            WHERE source_system = f.s AND source_code = f.c AND target_system <> ALL($3::text[])
           UNION ALL
           SELECT source_system, source_code, ${inverseMatchSql('match_type')}, provenance, 1 FROM equivalences
            WHERE target_system = f.s AND target_code = f.c AND source_system <> ALL($3::text[])
         ) x
        ORDER BY f.i, x.d LIMIT $4`,
      [frontier.map((f) => f.system), frontier.map((f) => f.code), [...visited], EDGES_PER_HOP],
    );
    if (rows.length === EDGES_PER_HOP) truncated = true;
    const best = new Map<string, Reached>(); // per code reached this hop: the best-ranked way
    for (const r of rows) {
      const from = frontier[Number(r.i) - 1];
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
      const entry = bySystem.get(reached.system) ?? { hops: hop, items: [] };
      entry.items.push(reached);
      bySystem.set(reached.system, entry);
      if (!domains.has(reached.system)) next.push(reached); // domain vocabularies are end points, not bridges
    }
    for (const s of bySystem.keys()) visited.add(s);
    next.sort((a, b) => rank(a) - rank(b));
    frontier = next;
  }

  const best = (items: Reached[]) => Math.min(...items.map(rank));
  const ordered = [...bySystem.entries()].sort(
    ([a, x], [b, y]) =>
      x.hops - y.hops || best(x.items) - best(y.items) || y.items.length - x.items.length || a.localeCompare(b),
  );
  if (ordered.length > maxSystems) truncated = true;
  const shown = ordered.slice(0, maxSystems).map(([sys, e]) => {
    const items = [...e.items].sort((a, b) => rank(a) - rank(b) || a.code.localeCompare(b.code));
    return { sys, hops: e.hops, count: items.length, items: items.slice(0, maxMatches) };
  });
  const wanted = shown.flatMap((s) => s.items);
  const titles = new Map<string, string>();
  const names = new Map<string, string>();
  if (wanted.length) {
    const t = await db.query(
      `SELECT n.system, n.code, n.title, s.name FROM unnest($1::text[], $2::text[]) AS w(s, c)
         JOIN nodes n ON n.system = w.s AND n.code = w.c JOIN systems s ON s.id = n.system`,
      [wanted.map((w) => w.system), wanted.map((w) => w.code)],
    );
    for (const r of t.rows) {
      titles.set(`${r.system}\u001f${r.code}`, r.title);
      names.set(r.system, r.name);
    }
  }
  const systems: TranslationSystem[] = shown.map((s) => ({
    system: s.sys,
    name: names.get(s.sys) ?? null,
    direct: s.hops === 1,
    hops: s.hops,
    via: s.items[0].path.slice(1, -1).map((p) => `${p.system}:${p.code}`),
    match_count: s.count,
    truncated: s.count > s.items.length,
    matches: s.items.map((m) => ({
      code: m.code,
      title: titles.get(`${m.system}\u001f${m.code}`) ?? null,
      match_type: m.match_type,
      path: m.path,
      provenance: pathProvenance(m),
    })),
  }));
  return { source, max_hops: maxHops, systems, total_systems: ordered.length, truncated };
}

const UNRECORDED: Provenance = { kind: 'curated', source: 'unrecorded' };

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(Math.max(Math.trunc(n) || lo, lo), hi);
}
