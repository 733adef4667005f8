import type { Queryable } from '../../platform/db.ts';
import { readModelCache } from '../../platform/readModelCache.ts';
import { authorityWeight, deriveAuthority, TIER_WEIGHT, type Authority, type SystemFacts } from './tiers.ts';

/**
 * Every system's authority (tiers.ts) read from the catalog and the crosswalks, cached per process and
 * recomputed when either read model changed (their checkpoints' `changed` mark, checked at most once a
 * second). Copies are found from the crosswalks: a system at least COPY_SHARE of whose codes link one-to-one,
 * exactly, to the same code of one other system copies it.
 */
export interface SystemAuthority extends Authority {
  id: string;
  name: string;
  full_name: string | null;
  kind: string;
  degree: number;
  /** Ranking weight (tiers.ts authorityWeight). */
  weight: number;
}

export interface AuthorityTable {
  byId: Map<string, SystemAuthority>;
  /** For SQL: every system whose weight is not DEFAULT_WEIGHT, and its weight (parallel arrays). */
  weightIds: string[];
  weights: number[];
  /** The highest weight (the bound a title of any system can reach is scaled by it). */
  maxWeight: number;
  /** For SQL: {copy: the system it copies}. */
  copiesJson: string;
  /** A system's id, name, short name or family, without case or punctuation ("icd10", "onet", "hs2022") -> the systems so named, most authoritative first. */
  aliases: Map<string, string[]>;
  /**
   * The tier-1 standards each system stands for, by the share of its crosswalk edges to them (a tier-1
   * standard holds half its own, the other half shared among the standards it links to): what search reads
   * the kind of a query from (projections/search/intent.ts). A system linked to no standard is absent.
   */
  standardsNear: Map<string, Map<string, number>>;
}

/** Text without case, accents or punctuation: "ICD-10" -> "icd10", "O*NET" -> "onet". */
export const aliasKey = (s: string): string =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '');

/** The names a system goes by: its id, its family (the id before "_"), its name, the name's first word, the name without spaces. */
export function systemAliases(a: { id: string; name: string }): string[] {
  const out = new Set<string>([aliasKey(a.id), aliasKey(a.id.split('_')[0]), aliasKey(a.name)]);
  const first = a.name.split(/\s+/)[0];
  if (first) out.add(aliasKey(first));
  out.delete('');
  return [...out];
}

/** The weight of a system the table does not know (a tier-3 vocabulary with no crosswalk). */
export const DEFAULT_WEIGHT = TIER_WEIGHT[3];

export const COPY_SHARE = 0.9;

const FACTS_SQL = `
  WITH e AS (SELECT source_system AS a, target_system AS b, count(*) AS n,
                    count(*) FILTER (WHERE match_type = 'exact'
                      AND regexp_replace(lower(source_code), '[^a-z0-9]', '', 'g') = regexp_replace(lower(target_code), '[^a-z0-9]', '', 'g')) AS same
               FROM equivalences GROUP BY 1, 2),
       both_ways AS (SELECT a, b, n, same FROM e UNION ALL SELECT b, a, n, same FROM e),
       deg AS (SELECT a, count(DISTINCT b)::int AS degree FROM both_ways GROUP BY a),
       copy AS (SELECT DISTINCT ON (w.a) w.a, w.b FROM both_ways w JOIN systems s ON s.id = w.a
                 WHERE s.node_count > 0 AND w.same >= $1::float8 * s.node_count ORDER BY w.a, w.same DESC, w.b)
  SELECT s.id, s.name, s.full_name, s.kind, s.provenance, s.authority, s.country_codes,
         coalesce(deg.degree, 0) AS degree, copy.b AS copy_of
    FROM systems s LEFT JOIN deg ON deg.a = s.id LEFT JOIN copy ON copy.a = s.id`;

/** Crosswalk edges per pair of systems, both directions. */
const PAIRS_SQL = `SELECT a, b, sum(n)::int AS n FROM (
    SELECT source_system AS a, target_system AS b, count(*) AS n FROM equivalences GROUP BY 1, 2
    UNION ALL SELECT target_system, source_system, count(*) FROM equivalences GROUP BY 1, 2) e
  WHERE a <> b GROUP BY a, b`;

/**
 * Each system's tier-1 standards by share of its crosswalk edges (load.ts `standardsNear`): a standard keeps
 * half for itself; a copy stands for what its parent stands for.
 */
export function standardsNear(
  byId: Map<string, SystemAuthority>,
  pairs: { a: string; b: string; n: number }[],
): Map<string, Map<string, number>> {
  const edges = new Map<string, Map<string, number>>();
  for (const { a, b, n } of pairs) {
    if (byId.get(b)?.tier !== 1 || byId.get(b)?.copy_of) continue;
    const m = edges.get(a) ?? new Map<string, number>();
    m.set(b, (m.get(b) ?? 0) + Number(n));
    edges.set(a, m);
  }
  const out = new Map<string, Map<string, number>>();
  const own = (id: string): Map<string, number> | undefined => {
    const a = byId.get(id);
    const standard = a?.tier === 1 && !a.copy_of;
    const links = [...(edges.get(id) ?? [])];
    const total = links.reduce((sum, [, n]) => sum + n, 0);
    if (!standard && !total) return undefined;
    // a standard keeps half for itself (all of it when it links to no other standard)
    const linked = standard ? (total ? 0.5 : 0) : 1;
    const m = new Map<string, number>(standard ? [[id, 1 - linked]] : []);
    for (const [b, n] of links) m.set(b, (linked * n) / total);
    return m;
  };
  for (const id of byId.keys()) {
    const a = byId.get(id)!;
    const m = a.copy_of ? (own(a.copy_of) ?? own(id)) : own(id);
    if (m) out.set(id, m);
  }
  return out;
}

/** Builds the table from the read models (one statement). */
export async function loadAuthority(db: Queryable): Promise<AuthorityTable> {
  const [{ rows }, { rows: pairs }] = await Promise.all([
    db.query<SystemFacts & { name: string; full_name: string | null }>(FACTS_SQL, [COPY_SHARE]),
    db.query<{ a: string; b: string; n: number }>(PAIRS_SQL),
  ]);
  // a copy of a copy, or two systems copying each other (the same codes both ways): the one more systems link to is the parent
  const degree = new Map(rows.map((r) => [r.id, r.degree]));
  const byId = new Map<string, SystemAuthority>();
  for (const r of rows) {
    let copyOf = r.copy_of;
    if (copyOf && (degree.get(copyOf) ?? 0) < r.degree) copyOf = null;
    const a = deriveAuthority({ ...r, copy_of: copyOf });
    byId.set(r.id, {
      id: r.id,
      name: r.name,
      full_name: r.full_name,
      kind: r.kind,
      degree: r.degree,
      ...a,
      weight: authorityWeight(a, r.degree),
    });
  }
  const all = [...byId.values()];
  const weighed = all.filter((a) => a.weight !== DEFAULT_WEIGHT);
  const copies = Object.fromEntries(all.filter((a) => a.copy_of).map((a) => [a.id, a.copy_of]));
  const aliases = new Map<string, string[]>();
  const byAuthority = [...all].sort((a, b) => a.tier - b.tier || b.degree - a.degree || a.id.localeCompare(b.id));
  for (const a of byAuthority)
    for (const k of systemAliases(a)) {
      const list = aliases.get(k) ?? [];
      list.push(a.id);
      aliases.set(k, list);
    }
  return {
    byId,
    aliases,
    standardsNear: standardsNear(byId, pairs),
    weightIds: weighed.map((a) => a.id),
    weights: weighed.map((a) => a.weight),
    maxWeight: Math.max(DEFAULT_WEIGHT, ...all.map((a) => a.weight)),
    copiesJson: JSON.stringify(copies),
  };
}

/** The current table for this database (its pool is the cache key). */
export const systemAuthority = readModelCache(['catalog', 'equivalences'], loadAuthority);
