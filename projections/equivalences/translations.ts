import type { Queryable } from '../../platform/db.ts';
import { preparedQuery } from '../../platform/preparedQuery.ts';
import type { CodeRef } from '../catalog/nodeShapes.ts';
import type { Provenance, TranslationSystem, Translations } from './shapes.ts';
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
}

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
    maxHops: clamp(args.max_hops ?? 2, 1, WALK_MAX_HOPS),
    maxSystems: clamp(args.max_systems ?? 100, 1, 500),
    maxMatches: clamp(args.max_matches ?? 20, 1, 100),
  };
}

/**
 * Every system a code translates into, walked (translationWalk.ts) over the translations read model
 * (neighbours.ts: each linked code's edges in one row): one round trip for the code, its edges and
 * the domain vocabularies, one a further hop (a primary-key lookup per frontier code), one for the
 * titles; each a prepared statement.
 */
export async function translateCode(
  db: Queryable,
  system: string,
  code: string,
  args: TranslationArgs = {},
): Promise<Translations | null> {
  const { maxHops } = translationBounds(args);
  const { rows } = await sourceQuery(db, [system, code]);
  if (!rows.length) return null;
  const { domains: domainIds, edges, ...source } = rows[0];
  const domains = args.include_domain ? NO_DOMAINS : domainSet(domainIds);
  let first = true; // the first hop's only frontier code is the source, whose edges came with it
  const found = await walk(
    { system, code },
    (frontier, visited, limit) => {
      if (!first) return readHop(db, frontier, visited, limit);
      first = false;
      return hopEdges([edges], visited, limit);
    },
    domains,
    maxHops,
  );
  return shapeTranslations(db, source, found, args);
}

const NO_DOMAINS: ReadonlySet<string> = new Set();
let lastDomains: { text: string; set: ReadonlySet<string> } = { text: '', set: NO_DOMAINS };

/** The domain vocabularies as a set, rebuilt only when their list changed since the last translation. */
function domainSet(text: string): ReadonlySet<string> {
  if (text !== lastDomains.text) lastDomains = { text, set: new Set(text ? text.split(' ') : []) };
  return lastDomains.set;
}

/** A code's edges as stored: [system, code, match_type (read from its end), provenance]. */
type StoredEdge = [string, string, string, Provenance | null];

// the synthetic domain vocabularies are end points of a walk, not bridges, unless `include=domain`;
// their ids come as one space-separated text (system ids have no spaces): a text[] of ~430 ids parsed
// by pg's array parser cost ~7% of the server's CPU under uncached translations; they are read from a
// partial index (migration 0091): scanning `systems` for them cost PostgreSQL 0.8 ms a translation
const sourceQuery = preparedQuery<CodeRef & { domains: string; edges: StoredEdge[] | null }>(
  `SELECT n.system, n.code, n.title,
          (SELECT coalesce(string_agg(id, ' ' ORDER BY id), '') FROM systems WHERE kind = 'domain') AS domains, nb.edges
     FROM nodes n LEFT JOIN equivalence_neighbours nb ON nb.system = n.system AND nb.code = n.code
    WHERE n.system = $1 AND n.code = $2`,
);

const hopQuery = preparedQuery<{ i: string; edges: StoredEdge[] }>(
  `SELECT f.i, nb.edges FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS f(s, c, i)
     JOIN equivalence_neighbours nb ON nb.system = f.s AND nb.code = f.c`,
);

async function readHop(db: Queryable, frontier: PathStep[], visited: string[], limit: number): Promise<HopEdge[]> {
  const { rows } = await hopQuery(db, [frontier.map((f) => f.system), frontier.map((f) => f.code)]);
  const byCode: (StoredEdge[] | null)[] = frontier.map(() => null);
  for (const r of rows) byCode[Number(r.i) - 1] = r.edges;
  return hopEdges(byCode, visited, limit);
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
 * The answer from a walk: systems reached within `max_hops`, nearest and best first, at most
 * `max_systems` of them and `max_matches` codes each, with titles and system names.
 */
export async function shapeTranslations(
  db: Queryable,
  source: CodeRef,
  found: Walk,
  args: TranslationArgs,
): Promise<Translations> {
  const { maxHops, maxSystems, maxMatches } = translationBounds(args);
  let truncated = found.truncated_at !== null && found.truncated_at <= maxHops;
  const bySystem = new Map<string, { hops: number; best: number; items: Reached[] }>();
  for (const item of found.items) {
    if (item.hops > maxHops) continue;
    const entry = bySystem.get(item.system);
    if (!entry) bySystem.set(item.system, { hops: item.hops, best: item.rank, items: [item] });
    else {
      entry.items.push(item);
      if (item.rank < entry.best) entry.best = item.rank;
    }
  }
  const ordered = [...bySystem.entries()].sort(
    ([a, x], [b, y]) => x.hops - y.hops || x.best - y.best || y.items.length - x.items.length || a.localeCompare(b),
  );
  if (ordered.length > maxSystems) truncated = true;
  const shown = ordered.slice(0, maxSystems).map(([sys, e]) => {
    const items = e.items.sort((a, b) => a.rank - b.rank || a.code.localeCompare(b.code));
    return { sys, hops: e.hops, count: items.length, items: items.slice(0, maxMatches) };
  });
  const wanted = shown.flatMap((s) => s.items);
  const titles = new Map<Reached, string | null>();
  let names: Record<string, string> = {};
  if (wanted.length) {
    const { rows } = await titlesQuery(db, [wanted.map((w) => w.system), wanted.map((w) => w.code)]);
    wanted.forEach((w, i) => titles.set(w, rows[0].titles[i]));
    names = rows[0].names ?? {};
  }
  const systems: TranslationSystem[] = shown.map((s) => ({
    system: s.sys,
    name: Object.hasOwn(names, s.sys) ? names[s.sys] : null,
    direct: s.hops === 1,
    hops: s.hops,
    via: pathOf(s.items[0])
      .slice(1, -1)
      .map((p) => `${p.system}:${p.code}`),
    match_count: s.count,
    truncated: s.count > s.items.length,
    matches: s.items.map((m) => {
      const path = pathOf(m);
      return {
        code: m.code,
        title: titles.get(m) ?? null,
        match_type: m.match_type,
        path,
        provenance: pathProvenance(m, path),
      };
    }),
  }));
  return { source, max_hops: maxHops, systems, total_systems: ordered.length, truncated };
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(Math.max(Math.trunc(n) || lo, lo), hi);
}
