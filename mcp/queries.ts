import type { Queryable } from '../platform/db.ts';

/**
 * MCP-ONLY QUERIES (minimal, read-only): aggregates the shared query modules do not offer cheaply.
 * `equivalenceStats` (projections/equivalences) also counts distinct pairs per match type with
 * count(DISTINCT (a, b)), ~4 s on the full corpus; these two need only plain GROUP BYs (~0.3 s).
 * Move them to projections/equivalences/edgeQueries.ts if REST needs them too.
 */

export interface MatchTypeCounts {
  exact: number;
  partial: number;
  broad: number;
  narrow: number;
}

/** Edges per match type, as ingested. */
export async function matchTypeCounts(db: Queryable): Promise<MatchTypeCounts> {
  const { rows } = await db.query<{ match_type: string; n: number }>(
    'SELECT match_type, count(*)::int AS n FROM equivalences GROUP BY match_type',
  );
  const out: MatchTypeCounts = { exact: 0, partial: 0, broad: 0, narrow: 0 };
  for (const r of rows) if (r.match_type in out) out[r.match_type as keyof MatchTypeCounts] = r.n;
  return out;
}

export interface PairCount {
  source_system: string;
  target_system: string;
  edges: number;
}

/** Edges per stored (source, target) system pair, largest first, optionally only pairs touching `system`; at most `max` pairs. */
export async function systemPairCounts(db: Queryable, system: string | null, max = 20_000): Promise<PairCount[]> {
  const { rows } = await db.query<PairCount>(
    `SELECT source_system, target_system, count(*)::int AS edges FROM equivalences
      WHERE $1::text IS NULL OR source_system = $1 OR target_system = $1
      GROUP BY source_system, target_system ORDER BY edges DESC, source_system, target_system LIMIT $2`,
    [system, max],
  );
  return rows;
}
