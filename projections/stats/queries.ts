import type { Queryable } from '../../platform/db.ts';

/** Totals and provenance across the read models (read-only; nothing here owns a table). */
export interface LastIngestion {
  id: string;
  source: string;
  kind: string;
  status: string;
  started_at: string;
  finished_at: string | null;
  counts: Record<string, unknown> | null;
}
export interface GlobalStats {
  systems: number;
  nodes: number;
  leaves: number;
  equivalences: number;
  countries: number;
  events: number;
  last_ingestion: LastIngestion | null;
}
export interface TierRow {
  provenance: string;
  systems: number;
  nodes: number;
}
export interface LicenceRow {
  license: string;
  systems: number;
  nodes: number;
}
export interface Audit {
  tiers: TierRow[];
  licenses: LicenceRow[];
  kinds: { kind: string; systems: number; nodes: number }[];
}

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** `{systems, nodes, leaves, equivalences, countries, events, last_ingestion}`; `events` is the log position the read models reflect. */
export async function globalStats(db: Queryable): Promise<GlobalStats> {
  const { rows } = await db.query(
    `SELECT (SELECT count(*)::int FROM systems) AS systems,
            (SELECT coalesce(sum(node_count), 0)::int FROM systems) AS nodes,
            (SELECT coalesce(sum(leaf_count), 0)::int FROM systems) AS leaves,
            (SELECT count(*)::int FROM equivalences) AS equivalences,
            (SELECT count(*)::int FROM countries) AS countries,
            (SELECT coalesce(max(position), 0)::float8 FROM projection_checkpoints) AS events,
            (SELECT json_build_object('id', id, 'source', source, 'kind', kind, 'status', status,
                    'started_at', ${ISO('started_at')}, 'finished_at', ${ISO('finished_at')}, 'counts', counts)
               FROM ingestions ORDER BY started_at DESC LIMIT 1) AS last_ingestion`,
  );
  return rows[0];
}

/** Systems and nodes per provenance tier, per licence and per kind (largest first). */
export async function auditProvenance(db: Queryable): Promise<Audit> {
  const by = (col: string, alias: string) =>
    db.query(
      `SELECT coalesce(${col}, 'unknown') AS ${alias}, count(*)::int AS systems, coalesce(sum(node_count), 0)::int AS nodes
       FROM systems GROUP BY 1 ORDER BY nodes DESC, 1 LIMIT 500`,
    );
  const [tiers, licenses, kinds] = await Promise.all([
    by('provenance', 'provenance'),
    by('license', 'license'),
    by('kind', 'kind'),
  ]);
  return { tiers: tiers.rows, licenses: licenses.rows, kinds: kinds.rows };
}
