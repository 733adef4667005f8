import { publicSourceSql } from '../../projections/catalog/ingestionSource.ts';
import type { Queryable } from '../../platform/db.ts';
import { DISCLAIMER } from '../../projections/disclaimer.ts';
import type { Audit, Stats } from './shapes.ts';

/** Totals and provenance across the read models (read-only; nothing here owns a table). */

const ISO = (col: string) => `to_char(${col} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** What each provenance tier says about the data. */
const TIER_MEANINGS: Record<string, string> = {
  official_download: "downloaded from the publisher's official file",
  structural_derivation: "derived from another system's structure",
  manual_transcription: 'transcribed by hand from a publication',
  expert_curated: 'curated by experts (domain vocabularies)',
  unknown: 'provenance not recorded',
};

/** `{systems, nodes, leaves, equivalences, countries, events, last_ingestion}`; `events` is the log position the read models reflect. */
export async function globalStats(db: Queryable): Promise<Stats> {
  const { rows } = await db.query(
    `SELECT (SELECT count(*)::int FROM systems) AS systems,
            (SELECT coalesce(sum(node_count), 0)::int FROM systems) AS nodes,
            (SELECT coalesce(sum(leaf_count), 0)::int FROM systems) AS leaves,
            (SELECT count(*)::int FROM equivalences) AS equivalences,
            (SELECT count(*)::int FROM countries) AS countries,
            (SELECT coalesce(max(position), 0)::float8 FROM projection_checkpoints) AS events,
            (SELECT json_build_object('id', id, 'source', ${publicSourceSql('source')}, 'kind', kind, 'status', status,
                    'started_at', ${ISO('started_at')}, 'finished_at', ${ISO('finished_at')}, 'counts', counts)
               FROM ingestions ORDER BY started_at DESC LIMIT 1) AS last_ingestion`,
  );
  return rows[0];
}

/** Totals, and systems and nodes per provenance tier (with what it means), per licence and per kind, largest first. */
export async function auditProvenance(db: Queryable): Promise<Audit> {
  const by = (col: string, alias: string) =>
    db.query(
      `SELECT coalesce(${col}, 'unknown') AS ${alias}, count(*)::int AS systems, coalesce(sum(node_count), 0)::int AS nodes
       FROM systems GROUP BY 1 ORDER BY nodes DESC, 1 LIMIT 500`,
    );
  const [tiers, licenses, kinds, totals] = await Promise.all([
    by('provenance', 'provenance'),
    by('license', 'license'),
    by('kind', 'kind'),
    db.query(
      `SELECT (SELECT count(*)::int FROM systems) AS systems, (SELECT coalesce(sum(node_count), 0)::int FROM systems) AS nodes,
              (SELECT count(*)::int FROM equivalences) AS equivalences`,
    ),
  ]);
  return {
    totals: totals.rows[0],
    tiers: tiers.rows.map((t) => ({ ...t, meaning: TIER_MEANINGS[t.provenance] ?? 'as recorded by the source' })),
    licenses: licenses.rows,
    kinds: kinds.rows,
    disclaimer: DISCLAIMER,
  };
}
