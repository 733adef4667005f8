import type { Queryable } from '../../platform/db.ts';
import { codeRef, type CodeRef } from './edgeQueries.ts';

export interface PathStep {
  system: string;
  code: string;
}
export interface TranslationMatch {
  code: string;
  title: string | null;
  match_type: string;
  path: PathStep[];
}
/** One reachable system: `direct` when an edge joins the source code to it, else `via` names the systems in between. */
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
}

const FRONTIER_MAX = 60; // codes expanded per hop (best matches first)
const EDGES_PER_HOP = 2_000; // edges read per hop
const RANK: Record<string, number> = { exact: 0, narrow: 1, broad: 2, partial: 3 };

/** Type of a chain of edges: exact steps are neutral; equal steps keep their type; otherwise partial. */
export function composeMatch(a: string, b: string): string {
  if (a === 'exact') return b;
  if (b === 'exact' || a === b) return a;
  return 'partial';
}

interface Reached {
  system: string;
  code: string;
  match_type: string;
  path: PathStep[];
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

  const visited = new Set([system]);
  const bySystem = new Map<string, { hops: number; items: Reached[] }>();
  let frontier: Reached[] = [{ system, code, match_type: 'exact', path: [{ system, code }] }];
  let truncated = false;
  for (let hop = 1; hop <= maxHops && frontier.length; hop++) {
    if (frontier.length > FRONTIER_MAX) {
      truncated = true;
      frontier = frontier.slice(0, FRONTIER_MAX);
    }
    const { rows } = await db.query<{ i: string; system: string; code: string; match_type: string }>(
      `SELECT f.i, x.system, x.code, x.match_type
         FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS f(s, c, i)
         CROSS JOIN LATERAL (
           SELECT target_system AS system, target_code AS code, match_type, 0 AS d FROM equivalences
            WHERE source_system = f.s AND source_code = f.c AND target_system <> ALL($3::text[])
           UNION ALL
           SELECT source_system, source_code, match_type, 1 FROM equivalences
            WHERE target_system = f.s AND target_code = f.c AND source_system <> ALL($3::text[])
         ) x
        ORDER BY f.i, x.d LIMIT $4`,
      [frontier.map((f) => f.system), frontier.map((f) => f.code), [...visited], EDGES_PER_HOP],
    );
    if (rows.length === EDGES_PER_HOP) truncated = true;
    const seen = new Set<string>();
    const next: Reached[] = [];
    for (const r of rows) {
      const key = `${r.system}\u001f${r.code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      const from = frontier[Number(r.i) - 1];
      const reached = {
        system: r.system,
        code: r.code,
        match_type: composeMatch(from.match_type, r.match_type),
        path: [...from.path, { system: r.system, code: r.code }],
      };
      next.push(reached);
      const entry = bySystem.get(r.system) ?? { hops: hop, items: [] };
      entry.items.push(reached);
      bySystem.set(r.system, entry);
    }
    for (const s of bySystem.keys()) visited.add(s);
    next.sort((a, b) => (RANK[a.match_type] ?? 9) - (RANK[b.match_type] ?? 9));
    frontier = next;
  }

  const best = (items: Reached[]) => Math.min(...items.map((m) => RANK[m.match_type] ?? 9));
  const ordered = [...bySystem.entries()].sort(
    ([a, x], [b, y]) =>
      x.hops - y.hops || best(x.items) - best(y.items) || y.items.length - x.items.length || a.localeCompare(b),
  );
  if (ordered.length > maxSystems) truncated = true;
  const shown = ordered.slice(0, maxSystems).map(([sys, e]) => {
    const items = [...e.items].sort(
      (a, b) => (RANK[a.match_type] ?? 9) - (RANK[b.match_type] ?? 9) || a.code.localeCompare(b.code),
    );
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
    via: s.items[0].path.slice(1, -1).map((p) => p.system),
    match_count: s.count,
    truncated: s.count > s.items.length,
    matches: s.items.map((m) => ({
      code: m.code,
      title: titles.get(`${m.system}\u001f${m.code}`) ?? null,
      match_type: m.match_type,
      path: m.path,
    })),
  }));
  return { source, max_hops: maxHops, systems, total_systems: ordered.length, truncated };
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(Math.max(Math.trunc(n) || lo, lo), hi);
}
