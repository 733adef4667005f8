import type pg from 'pg';
import { inverseMatchSql } from './matchTypes.ts';

/**
 * The translations read model: per linked code one row of `equivalence_neighbours` holding every
 * edge touching it, read from its end (type inverted for incoming edges), in the order a translation
 * walk reads them: outgoing then incoming, each by system then code in byte order. A hop of a walk
 * is then a primary-key lookup per frontier code (translations.ts).
 *
 * The projection marks both ends of every changed edge stale (`equivalence_neighbours_stale`) and
 * recomputes the stale rows set-based: at the end of each batch, or, during a long replay (the
 * target-side index of `equivalences` set aside, deferredIndexes.ts), once at its end (`settle`).
 */
export async function markStale(tx: pg.PoolClient, ends: { system: string; code: string }[]): Promise<void> {
  if (!ends.length) return;
  await tx.query(
    `INSERT INTO equivalence_neighbours_stale (system, code)
     SELECT DISTINCT * FROM unnest($1::text[], $2::text[]) ON CONFLICT DO NOTHING`,
    [ends.map((e) => e.system), ends.map((e) => e.code)],
  );
}

/** Whether edges can be read from their target end by index now (not during a long replay). */
export async function targetIndexed(tx: pg.PoolClient): Promise<boolean> {
  const { rows } = await tx.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_index x JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = x.indkey[0]
                     WHERE x.indrelid = 'equivalences'::regclass AND a.attname = 'target_system') AS ok`,
  );
  return rows[0].ok;
}

/** Recomputes the rows of every stale code (gone when it has no edge left), then forgets them. */
export async function recomputeStale(tx: pg.PoolClient, analyze = false): Promise<number> {
  const { rows } = await tx.query('SELECT 1 FROM equivalence_neighbours_stale LIMIT 1');
  if (!rows.length) return 0;
  if (analyze) await tx.query('ANALYZE equivalence_neighbours_stale'); // a long replay's many rows: plan a hash join
  await tx.query(
    `DELETE FROM equivalence_neighbours n USING equivalence_neighbours_stale s WHERE n.system = s.system AND n.code = s.code`,
  );
  await tx.query(
    `INSERT INTO equivalence_neighbours (system, code, edges)
     SELECT e.s, e.c, jsonb_agg(jsonb_build_array(e.system, e.code, e.match_type, e.provenance)
                                ORDER BY e.d, e.system COLLATE "C", e.code COLLATE "C")
       FROM (SELECT q.source_system AS s, q.source_code AS c, q.target_system AS system, q.target_code AS code,
                    q.match_type, q.provenance, 0 AS d
               FROM equivalences q JOIN equivalence_neighbours_stale s ON q.source_system = s.system AND q.source_code = s.code
             UNION ALL
             SELECT q.target_system, q.target_code, q.source_system, q.source_code, ${inverseMatchSql('q.match_type')},
                    q.provenance, 1
               FROM equivalences q JOIN equivalence_neighbours_stale s ON q.target_system = s.system AND q.target_code = s.code) e
      GROUP BY e.s, e.c`,
  );
  const { rowCount } = await tx.query('DELETE FROM equivalence_neighbours_stale');
  return rowCount ?? 0;
}
