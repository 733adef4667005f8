import type { Queryable } from '../../platform/db.ts';
import { preparedQuery } from '../../platform/preparedQuery.ts';
import type { CodeRef } from '../catalog/nodeShapes.ts';
import { LIMITS } from '../vocabulary/limits.ts';
import { coverText, hierarchyEdges, hierarchyMatch, rollUpGroups, type StoredEdge } from './hierarchy.ts';
import type { KeptNodes } from './keptNodes.ts';
import { readEdges, type KeptEdges } from './keptEdges.ts';
import { readSource, type SourceRow } from './sourceRows.ts';
import { PROVENANCE_RANK } from './matchTypes.ts';
import type { Provenance, TranslationMatch, TranslationSystem, Translations } from './shapes.ts';
import { successorsOf } from '../editions/successors.ts';
import {
  pathOf,
  stepsOf,
  walk,
  WALK_MAX_HOPS,
  type HopEdge,
  type PathStep,
  type Reached,
  type Walk,
} from './translationWalk.ts';

export type { PathStep } from './translationWalk.ts';
export interface TranslationArgs {
  max_hops?: number;
  max_systems?: number;
  max_matches?: number;
  /** Also go through synthetic domain vocabularies (`include=domain`); by default they are only end points. */
  include_domain?: boolean;
  /** Only these target systems (the walk still goes through others); all when absent. */
  targets?: string[];
  /** Combine a group's descendants' links (hierarchy.ts; default true); false: the code's own links only. */
  hierarchy?: boolean;
}

/** The defaults of every door (REST, MCP, batch, reconciliation, the web's code page). */
export const TRANSLATION_DEFAULTS = { max_hops: 2, max_systems: LIMITS.pageDefault, max_matches: 20 } as const;

export { composeMatch } from './matchTypes.ts';

/** A direct match keeps its edge's provenance; a path is derived by composition, naming its codes and sources. */
function pathProvenance(r: Reached, path: PathStep[]): Provenance {
  if (r.from?.from === null) return r.provenance;
  const steps = stepsOf(r);
  return {
    kind: 'derived',
    source: [...new Set(steps.map((p) => p.source))].join(' + '),
    rule: `composed over ${steps.length} edges (${steps.map((p) => p.kind).join(', ')}); type never stronger than the weakest step`,
    path: path.map((p) => `${p.system}:${p.code}`),
  };
}

/** The bounds of an answer, clamped to what the endpoint allows. */
export function translationBounds(args: TranslationArgs) {
  return {
    maxHops: clamp(args.max_hops ?? TRANSLATION_DEFAULTS.max_hops, 1, WALK_MAX_HOPS),
    maxSystems: clamp(args.max_systems ?? TRANSLATION_DEFAULTS.max_systems, 1, LIMITS.pageMax),
    maxMatches: clamp(args.max_matches ?? TRANSLATION_DEFAULTS.max_matches, 1, LIMITS.matchesMax),
  };
}

/** What a build of the stored answers (answerBuild.ts) reads for many answers, each the same rows as a live translation. */
export interface BuildReads {
  /** The nodes it keeps (keptNodes.ts): the roll-up's ancestry and the titles without a statement. */
  nodes?: KeptNodes;
  /** The read model's rows it keeps (keptEdges.ts): the further hops' rows read before. */
  edges?: KeptEdges;
  /** The source's row, read with its batch's (sourceRows.ts; null: no node). */
  source?: SourceRow | null;
}

/**
 * Every system a code translates into, walked (translationWalk.ts) over the translations read model
 * (neighbours.ts: each linked code's edges in one row): one round trip for the code, its edges and
 * the domain vocabularies, one a further hop (a primary-key lookup per frontier code), one for the
 * titles; each a prepared statement. `reads`: what a build of the stored answers reads for many answers at once.
 */
export async function translateCode(
  db: Queryable,
  system: string,
  code: string,
  args: TranslationArgs = {},
  reads: BuildReads = {},
): Promise<Translations | null> {
  const { maxHops } = translationBounds(args);
  const row = reads.source !== undefined ? reads.source : await readSource(db, system, code);
  if (!row) return null;
  const { domains: domainIds, edges, path, child_count, ...source } = row;
  const domains = args.include_domain ? NO_DOMAINS : domainSet(domainIds);
  // a group: its descendants' links, combined per target code (hierarchy.ts); null when its subtree is too large
  const combined =
    child_count > 0 && args.hierarchy !== false
      ? await hierarchyEdges(db, { system, code, path }, edges ?? [])
      : undefined;
  let first = true; // the first hop's only frontier code is the source, whose edges came with it
  const found = await walk(
    { system, code },
    (frontier, visited, limit) => {
      if (!first) return readHop(db, frontier, visited, limit, reads.edges);
      first = false;
      const own = hopEdges([edges], visited, limit);
      return combined?.edges.length ? [...own, ...combined.edges.slice(0, limit - own.length)] : own;
    },
    domains,
    maxHops,
  );
  if (combined === null) found.truncated_at ??= 1;
  const [answer, successors] = await Promise.all([
    shapeTranslations(db, source, found, args, combined?.leaves ?? (child_count > 0 ? 0 : 1), reads.nodes),
    successorsOf(db, system, code),
  ]);
  return successors ? { ...answer, successors } : answer;
}

const NO_DOMAINS: ReadonlySet<string> = new Set();
let lastDomains: { text: string; set: ReadonlySet<string> } = { text: '', set: NO_DOMAINS };

/** The domain vocabularies as a set, rebuilt only when their list changed since the last translation. */
function domainSet(text: string): ReadonlySet<string> {
  if (text !== lastDomains.text) lastDomains = { text, set: new Set(text ? text.split(' ') : []) };
  return lastDomains.set;
}

async function readHop(
  db: Queryable,
  frontier: PathStep[],
  visited: string[],
  limit: number,
  keptEdges: KeptEdges | undefined,
): Promise<HopEdge[]> {
  return hopEdges(await (keptEdges ? keptEdges.of(db, frontier) : readEdges(db, frontier)), visited, limit);
}

/** The edges of frontier codes (in frontier order) into systems not yet visited, at most `limit`. */
function hopEdges(byCode: (StoredEdge[] | null)[], visited: string[], limit: number): HopEdge[] {
  const seen = new Set(visited);
  const out: HopEdge[] = [];
  for (let i = 0; i < byCode.length; i++)
    for (const [system, code, match_type, provenance] of byCode[i] ?? []) {
      if (seen.has(system)) continue;
      out.push({ i: i + 1, system, code, match_type, provenance });
      if (out.length === limit) return out;
    }
  return out;
}

// one row: the titles in the order asked (null where a code has no node) and the names of the systems
// whose codes were found; ~80 rows of four columns a translation were pg's main row-parsing cost
const titlesQuery = preparedQuery<{ titles: (string | null)[]; names: Record<string, string> | null }>(
  `WITH t AS (SELECT w.i, n.system, n.title FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS w(s, c, i)
                LEFT JOIN nodes n ON n.system = w.s AND n.code = w.c)
   SELECT json_agg(t.title ORDER BY t.i) AS titles,
          (SELECT json_object_agg(s.id, s.name)
             FROM (SELECT DISTINCT system FROM t) d JOIN systems s ON s.id = d.system) AS names
     FROM t`,
);

/**
 * The answer from a walk: systems reached within `max_hops` (only `targets` when given), nearest and
 * best first, at most `max_systems` of them and `max_matches` codes each, with titles and system names.
 * Target groups every child of which is reached are added, rolled up (hierarchy.ts). `sourceLeaves`:
 * the leaves under the source (1 for a leaf), for the coverage of matches through the hierarchy.
 */
export async function shapeTranslations(
  db: Queryable,
  source: CodeRef,
  found: Walk,
  args: TranslationArgs,
  sourceLeaves = 1,
  kept?: KeptNodes,
): Promise<Translations> {
  const { maxHops, maxSystems, maxMatches } = translationBounds(args);
  let truncated = found.truncated_at !== null && found.truncated_at <= maxHops;
  const targets = args.targets ? new Set(args.targets) : null;
  const reached = found.items.filter((i) => i.hops <= maxHops && (!targets || targets.has(i.system)));
  const groups = args.hierarchy === false ? [] : await rolledUp(db, reached, sourceLeaves, kept);
  const bySystem = new Map<string, { hops: number; best: number; items: Reached[] }>();
  for (const item of [...reached, ...groups]) {
    const entry = bySystem.get(item.system);
    if (!entry) bySystem.set(item.system, { hops: item.hops, best: item.rank, items: [item] });
    else {
      entry.items.push(item);
      if (item.rank < entry.best) entry.best = item.rank;
      if (item.hops < entry.hops) entry.hops = item.hops;
    }
  }
  const ordered = [...bySystem.entries()].sort(
    ([a, x], [b, y]) => x.hops - y.hops || x.best - y.best || y.items.length - x.items.length || a.localeCompare(b),
  );
  if (ordered.length > maxSystems) truncated = true;
  const shown = ordered.slice(0, maxSystems).map(([sys, e]) => {
    // a target group reached because every code under it is (rolled up) comes after the codes themselves
    const rolled = (r: Reached) => (ROLLED.has(r) ? 1 : 0);
    const items = e.items.sort((a, b) => rolled(a) - rolled(b) || a.rank - b.rank || a.code.localeCompare(b.code));
    return { sys, hops: e.hops, count: items.length, items: items.slice(0, maxMatches) };
  });
  const wanted = shown.flatMap((s) => s.items);
  const titles = new Map<Reached, string | null>();
  let names: Record<string, string> = {};
  if (wanted.length) {
    const read = kept
      ? await kept.titles(db, wanted)
      : (await titlesQuery(db, [wanted.map((w) => w.system), wanted.map((w) => w.code)])).rows[0];
    wanted.forEach((w, i) => titles.set(w, read.titles[i]));
    names = read.names ?? {};
  }
  const systems: TranslationSystem[] = shown.map((s) => ({
    system: s.sys,
    name: Object.hasOwn(names, s.sys) ? names[s.sys] : null,
    direct: s.items.some((i) => i.hops === 1 && i.cover === null),
    hops: s.hops,
    via: pathOf(s.items[0])
      .slice(1, -1)
      .map((p) => `${p.system}:${p.code}`),
    match_count: s.count,
    truncated: s.count > s.items.length,
    matches: s.items.map((m) => {
      const path = pathOf(m);
      const match: TranslationMatch = {
        code: m.code,
        title: titles.get(m) ?? null,
        match_type: m.match_type,
        path,
        provenance: pathProvenance(m, path),
      };
      if (m.cover) {
        const k = m.cover.leaves?.size ?? m.cover.total;
        match.derived = 'hierarchy';
        match.coverage = {
          source_leaves: k,
          source_leaves_total: m.cover.total,
          summary: coverText(k, m.cover.total, source.system, source.code) + (ROLLED.get(m) ?? ''),
        };
      }
      return match;
    }),
  }));
  return { source, max_hops: maxHops, systems, total_systems: ordered.length, truncated };
}

/** The note of a rolled-up group's coverage. */
const ROLLED = new WeakMap<Reached, string>();

/**
 * Target groups every child of which is reached, as reached codes (hierarchy.ts, rollUpGroups): from the
 * best-ranked code under them (its path, hops and rank, so a group sorts with its codes and before them),
 * covering the source leaves that reach any code under them, typed by hierarchyMatch.
 */
async function rolledUp(
  db: Queryable,
  reached: Reached[],
  sourceLeaves: number,
  kept: KeptNodes | undefined,
): Promise<Reached[]> {
  const groups = await rollUpGroups(db, reached, kept);
  return groups.flatMap((g) => {
    const under = g.under.map((i) => reached[i]);
    if (!under.length) return [];
    const best = under.reduce((a, b) => (b.rank < a.rank ? b : a));
    const total = under.find((u) => u.cover)?.cover?.total ?? sourceLeaves;
    let leaves: Set<number> | null = new Set();
    for (const u of under) {
      if (!u.cover || !u.cover.leaves) {
        leaves = null;
        break;
      }
      for (const l of u.cover.leaves) leaves.add(l);
    }
    const k = leaves?.size ?? total;
    const match_type = hierarchyMatch(
      under.map((u) => u.match_type),
      k,
      total,
    );
    const provenance: Provenance = {
      kind: 'derived',
      source: 'hierarchy',
      rule: `every code under ${g.system} ${g.code} is reached (${under.length} reached codes: ${under
        .slice(0, 5)
        .map((u) => u.code)
        .join(', ')}${under.length > 5 ? ', …' : ''}); type from theirs, never stronger than the coverage`,
    };
    const provenanceRank = Math.max(best.provenanceRank, PROVENANCE_RANK.derived);
    const r: Reached = {
      system: g.system,
      code: g.code,
      match_type,
      from: best.from,
      provenance,
      hops: best.hops,
      provenanceRank,
      rank: best.rank,
      cover: { leaves, total },
    };
    ROLLED.set(r, `; every code under ${g.system} ${g.code} is reached (${under.length})`);
    return [r];
  });
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(Math.max(Math.trunc(n) || lo, lo), hi);
}
