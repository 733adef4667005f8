import type pg from 'pg';

/**
 * Moves every GIN index's pending list into the index proper (`gin_clean_pending_list`), for the read models'
 * schema; answers how many index pages were pending. A GIN index set aside during a long replay is built
 * whole at its end, but one that is not (the coding aids' phrases, the node labels) takes the replay's rows
 * into its pending list (`fastupdate`), and every look-up then reads that list through until autovacuum
 * reaches the fresh table: after a full ingest, 423 and 442 pending pages made each classify 30–150 ms slower.
 */
export async function cleanGinPendingLists(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ pages: string }>(
    `SELECT coalesce(sum(gin_clean_pending_list(i.indexrelid)), 0) AS pages
       FROM pg_index i
       JOIN pg_class c ON c.oid = i.indexrelid
       JOIN pg_am a ON a.oid = c.relam
      WHERE a.amname = 'gin' AND c.relnamespace = current_schema()::regnamespace`,
  );
  return Number(rows[0].pages);
}
