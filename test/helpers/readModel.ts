import type { Queryable } from '../../platform/db.ts';

/** Read-model tables and the columns that identify their content (volatile timestamps left out). */
const TABLES: Record<string, string> = {
  systems: `id, name, full_name, region, version, authority, url, source_url, license, provenance, source_date,
            country_codes, kind, node_count, leaf_count, max_depth, root_count, source_hash, release, last_ingestion_id`,
  nodes: 'system, code, title, description, parent, level, seq, path, child_count, subtree_size',
  node_history: 'system, code, position, ingestion_id, release, change, fields, title, at',
  releases: 'system, position, ingestion_id, release, source_hash, counts, at',
  equivalences: 'source_system, source_code, target_system, target_code, match_type',
  equivalence_neighbours: 'system, code, edges',
  countries: 'code, name',
  country_systems: 'country, system, relevance, derivation, ord',
  catalog_changes: 'position, ordinal, kind, system, code, other_system, other_code, at, detail',
};

/** Row count and an md5 over every row (ordered) of each read-model table: equal sums, equal models. */
export async function readModelChecksums(db: Queryable): Promise<Record<string, { rows: number; md5: string }>> {
  const out: Record<string, { rows: number; md5: string }> = {};
  for (const [table, cols] of Object.entries(TABLES)) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS rows, coalesce(md5(string_agg(r::text, E'\\n' ORDER BY r::text)), '') AS md5
         FROM (SELECT ROW(${cols}) AS r FROM ${table}) t`,
    );
    out[table] = rows[0];
  }
  return out;
}
