import type pg from 'pg';
import { withTransaction } from '../../platform/db.ts';

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
    // a table outside the current schema (a rebuild's copy) is named schema.table, and so are its indexes here
    const { rows } = await tx.query<{ name: string; definition: string; qualified: string }>(
      `SELECT CASE WHEN n.nspname = current_schema() THEN c.relname ELSE n.nspname || '.' || c.relname END AS name,
              pg_get_indexdef(c.oid) AS definition, quote_ident(n.nspname) || '.' || quote_ident(c.relname) AS qualified
         FROM pg_index x JOIN pg_class c ON c.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid
         JOIN pg_namespace n ON n.oid = t.relnamespace
        WHERE CASE WHEN n.nspname = current_schema() THEN t.relname ELSE n.nspname || '.' || t.relname END = ANY($1)
          AND NOT x.indisunique AND NOT x.indisprimary`,
      [tables],
    );
    for (const r of rows) {
      await tx.query('INSERT INTO deferred_indexes (name, definition) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING', [
        r.name,
        r.definition,
      ]);
      await tx.query(`DROP INDEX IF EXISTS ${r.qualified}`);
    }
    return rows.map((r) => r.name);
  });
}

/** Builds every set-aside index (`workers` at a time: two, the machine has two cores), then forgets it. */
export async function restoreIndexes(pool: pg.Pool, workers = 2): Promise<string[]> {
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
  await Promise.all(Array.from({ length: workers }, worker));
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
