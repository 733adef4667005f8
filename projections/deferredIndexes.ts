import type pg from 'pg';
import { withTransaction } from '../platform/db.ts';

/**
 * Keeping secondary indexes up to date row by row is the largest cost of a long replay; building
 * them once afterwards is several times cheaper (sorted btree builds, bulk GIN builds). Before a
 * long catch-up the projector sets aside the non-unique indexes of the tables its projections
 * name, saving each definition in `deferred_indexes` in the same transaction as the DROP; at the
 * end of every catch-up it builds whatever is saved there, so a crash in between loses nothing.
 * Primary keys and unique indexes stay: upserts need them.
 */
export async function deferIndexes(pool: pg.Pool, tables: string[]): Promise<string[]> {
  if (!tables.length) return [];
  return withTransaction(pool, async (tx) => {
    const { rows } = await tx.query<{ name: string; definition: string }>(
      `SELECT c.relname AS name, pg_get_indexdef(c.oid) AS definition
         FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
        WHERE t.relname = ANY($1) AND t.relnamespace = current_schema()::regnamespace
          AND NOT x.indisunique AND NOT x.indisprimary`,
      [tables],
    );
    for (const r of rows) {
      await tx.query('INSERT INTO deferred_indexes (name, definition) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
        r.name,
        r.definition,
      ]);
      const { rows: q } = await tx.query<{ ident: string }>('SELECT quote_ident($1) AS ident', [r.name]);
      await tx.query(`DROP INDEX IF EXISTS ${q[0].ident}`);
    }
    return rows.map((r) => r.name);
  });
}

/** Builds every set-aside index (two at a time: the machine has two cores), then forgets it. */
export async function restoreIndexes(pool: pg.Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string; definition: string }>(
    'SELECT name, definition FROM deferred_indexes ORDER BY name',
  );
  const queue = [...rows];
  const worker = async () => {
    for (let r = queue.shift(); r; r = queue.shift()) {
      await pool.query(r.definition.replace(/^CREATE (UNIQUE )?INDEX /, 'CREATE $1INDEX IF NOT EXISTS '));
      await pool.query('DELETE FROM deferred_indexes WHERE name = $1', [r.name]);
    }
  };
  await Promise.all([worker(), worker()]);
  return rows.map((r) => r.name);
}

/** Merges a GIN index's pending list when the index exists (it may be set aside during a replay). */
export async function mergeGinPending(db: { query: pg.Pool['query'] }, ...indexes: string[]): Promise<void> {
  await db.query(
    `SELECT gin_clean_pending_list(c.oid) FROM pg_class c
      WHERE c.relname = ANY($1) AND c.relkind = 'i' AND c.relnamespace = current_schema()::regnamespace`,
    [indexes],
  );
}
