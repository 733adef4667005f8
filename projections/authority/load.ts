import type { Queryable } from '../../platform/db.ts';
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
const CHECK_EVERY_MS = 1000;

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

/** Builds the table from the read models (one statement). */
export async function loadAuthority(db: Queryable): Promise<AuthorityTable> {
  const { rows } = await db.query<SystemFacts & { name: string; full_name: string | null }>(FACTS_SQL, [COPY_SHARE]);
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
    weightIds: weighed.map((a) => a.id),
    weights: weighed.map((a) => a.weight),
    maxWeight: Math.max(DEFAULT_WEIGHT, ...all.map((a) => a.weight)),
    copiesJson: JSON.stringify(copies),
  };
}

interface Cached {
  mark: string;
  table: Promise<AuthorityTable>;
  checkedAt: number;
  /** The check in flight: concurrent callers share it rather than each asking. */
  checking?: Promise<AuthorityTable>;
}
const cache = new WeakMap<object, Cached>();

const MARK_SQL = `SELECT coalesce(string_agg(name || ':' || changed, ',' ORDER BY name), '') AS mark
  FROM projection_checkpoints WHERE name IN ('catalog', 'equivalences')`;

/** The current table for this database (its pool is the cache key). */
export function systemAuthority(db: Queryable): Promise<AuthorityTable> {
  const c = cache.get(db);
  if (c && (c.checking || Date.now() - c.checkedAt < CHECK_EVERY_MS)) return c.checking ?? c.table;
  const check = (async () => {
    const { rows } = await db.query<{ mark: string }>(MARK_SQL);
    const mark = rows[0]?.mark ?? '';
    const now = Date.now();
    if (c && c.mark === mark) {
      c.checkedAt = now;
      return c.table;
    }
    const table = loadAuthority(db);
    cache.set(db, { mark, table, checkedAt: now });
    return table;
  })();
  if (c) {
    c.checking = check;
    void check.then(
      () => (c.checking = undefined),
      () => (c.checking = undefined),
    );
  } else cache.set(db, { mark: '', table: check, checkedAt: 0, checking: check });
  check.catch(() => cache.get(db)?.table === check && cache.delete(db));
  return check;
}
