import type { Queryable } from '../../../../platform/db.ts';

/**
 * Read-model content without what differs between two ingestions of the same data (ingestion ids,
 * log positions, timestamps): equal sums mean the same systems, codes, hierarchy, history and edges.
 */
const CONTENT: Record<string, string> = {
  systems: `id, name, full_name, region, version, authority, url, source_url, license, provenance, source_date,
            country_codes, kind, node_count, leaf_count, max_depth, root_count, source_hash, release`,
  nodes: 'system, code, title, description, parent, level, seq, path, child_count, subtree_size',
  node_history: 'system, code, release, change, fields, title',
  releases: 'system, release, source_hash, counts',
  equivalences: 'source_system, source_code, target_system, target_code, match_type',
  countries: 'code, name',
  country_systems: 'country, system, relevance, derivation, ord',
};

export async function contentChecksums(db: Queryable): Promise<Record<string, { rows: number; md5: string }>> {
  const out: Record<string, { rows: number; md5: string }> = {};
  for (const [table, cols] of Object.entries(CONTENT)) {
    const { rows } = await db.query(
      `SELECT count(*)::int AS rows, coalesce(md5(string_agg(r::text, E'\\n' ORDER BY r::text)), '') AS md5
         FROM (SELECT ROW(${cols}) AS r FROM ${table}) t`,
    );
    out[table] = rows[0];
  }
  return out;
}

/** Import records that occur more than once for the same system (or pair) and source hash. */
export async function duplicateImports(
  db: Queryable,
): Promise<{ type: string; subject: string; hash: string; n: number }[]> {
  const { rows } = await db.query(
    `SELECT type, coalesce(data->>'system', data->>'systems') AS subject, data->>'sourceHash' AS hash, count(*)::int AS n
       FROM events WHERE type IN ('SystemReleaseImported', 'CrosswalkImported')
      GROUP BY 1, 2, 3 HAVING count(*) > 1`,
  );
  return rows;
}
