import type { Queryable } from '../../platform/db.ts';
import { pageBounds, type PageArgs } from '../catalog/page.ts';
import type { CodeRef } from '../catalog/nodeShapes.ts';
import type { Equivalence, EquivalenceList, EquivalenceStats, PairStat } from './shapes.ts';
import type { MatchType } from '../../commands/records.ts'; // the stored edges' types, which the statistics count
import { inverseMatchSql, provenanceOrUnrecordedSql, provenanceRankSql } from './matchTypes.ts';
export async function codeRef(db: Queryable, system: string, code: string): Promise<CodeRef | null> {
  const { rows } = await db.query(`SELECT system, code, title FROM nodes WHERE system = $1 AND code = $2`, [
    system,
    code,
  ]);
  return rows[0] ?? null;
}

/** Crosswalk edges of a code in both directions (one row per other code), with the other side's title; null when the code is unknown. */
export async function listEquivalences(
  db: Queryable,
  system: string,
  code: string,
  args: PageArgs & { target_system?: string } = {},
): Promise<EquivalenceList | null> {
  const { limit, offset } = pageBounds(args);
  const source = await codeRef(db, system, code);
  if (!source) return null;
  const { rows } = await db.query(
    `WITH e AS (
       SELECT target_system AS system, target_code AS code, match_type, provenance, 'out' AS dir FROM equivalences WHERE source_system = $1 AND source_code = $2
       UNION ALL
       SELECT source_system, source_code, ${inverseMatchSql('match_type')}, provenance, 'in' FROM equivalences WHERE target_system = $1 AND target_code = $2
     ), g AS (
       SELECT system, code,
              (array_agg(match_type ORDER BY ${provenanceRankSql('provenance')}, dir DESC))[1] AS match_type,
              (array_agg(provenance ORDER BY ${provenanceRankSql('provenance')}, dir DESC))[1] AS provenance,
              CASE WHEN count(DISTINCT dir) = 2 THEN 'both' ELSE min(dir) END AS direction
         FROM e WHERE $5::text IS NULL OR system = $5 GROUP BY system, code
     )
     SELECT g.system, s.name AS system_name, g.code, n.title, g.match_type, g.direction,
            ${provenanceOrUnrecordedSql('g.provenance')} AS provenance, count(*) OVER ()::int AS total
       FROM g LEFT JOIN nodes n ON n.system = g.system AND n.code = g.code LEFT JOIN systems s ON s.id = g.system
      ORDER BY g.system, g.code LIMIT $3 OFFSET $4`,
    [system, code, limit, offset, args.target_system ?? null],
  );
  let total: number = rows[0]?.total;
  if (total === undefined)
    total = offset > 0 ? (await listEquivalences(db, system, code, { ...args, offset: 0, limit: 1 }))!.total : 0;
  return { source, items: rows.map(({ total: _t, ...r }) => r as Equivalence), total, limit, offset };
}

/** Edges per ordered system pair and per match type, largest first; optionally only pairs touching `system`. */
export async function equivalenceStats(
  db: Queryable,
  args: PageArgs & { system?: string } = {},
): Promise<EquivalenceStats> {
  const { limit, offset } = pageBounds(args);
  // one grouped pass (a few thousand rows at most), folded here: cheaper than windowed or distinct aggregates in SQL
  const { rows } = await db.query<{ s: string; t: string; m: MatchType; n: number }>(
    `SELECT source_system AS s, target_system AS t, match_type AS m, count(*)::int AS n FROM equivalences
      WHERE $1::text IS NULL OR source_system = $1 OR target_system = $1 GROUP BY 1, 2, 3`,
    [args.system ?? null],
  );
  const by_match_type: Record<MatchType, number> = { exact: 0, partial: 0, broad: 0, narrow: 0 };
  const pairs = new Map<string, PairStat>();
  let total_edges = 0;
  for (const r of rows) {
    const key = `${r.s}\u001f${r.t}`;
    const p = pairs.get(key) ?? {
      source_system: r.s,
      target_system: r.t,
      edges: 0,
      exact: 0,
      partial: 0,
      broad: 0,
      narrow: 0,
    };
    p.edges += r.n;
    if (r.m in by_match_type) {
      p[r.m] += r.n;
      by_match_type[r.m] += r.n;
    }
    total_edges += r.n;
    pairs.set(key, p);
  }
  const sorted = [...pairs.values()].sort(
    (a, b) =>
      b.edges - a.edges ||
      a.source_system.localeCompare(b.source_system) ||
      a.target_system.localeCompare(b.target_system),
  );
  return {
    items: sorted.slice(offset, offset + limit),
    total: sorted.length,
    limit,
    offset,
    total_edges,
    by_match_type,
  };
}
