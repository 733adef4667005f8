import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type pg from 'pg';
import { withTransaction } from './db.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations/', import.meta.url));
const LOCK_KEY = 7_401_001; // advisory lock: one migrator at a time

/** An applied migration whose file has changed since: the database was built by other SQL than the file says. */
export class MigrationChanged extends Error {
  constructor(readonly file: string) {
    super(
      `migration ${file} was changed after it was applied to this database; ` +
        'restore the file and put the change in a new migration',
    );
  }
}

/** The checksum recorded for a migration: SHA-256 of its text, line endings folded (a CRLF checkout is the same file). */
export const migrationChecksum = (sql: string) => createHash('sha256').update(sql.replace(/\r\n/g, '\n')).digest('hex');

/**
 * Applies `dir`'s NNNN_name.sql files (db/migrations by default) in order, each in its own
 * transaction that records its row in schema_migrations with the checksum of its text: a failing step
 * rolls back alone and leaves the steps before it applied and recorded. Each transaction takes
 * an advisory lock and re-reads what is recorded, so two processes starting together never apply
 * a step twice. An applied step whose file no longer has its checksum is refused (MigrationChanged)
 * before anything later is applied; a step recorded before checksums were kept gets its checksum now.
 * Returns the files applied by this call.
 */
export async function migrate(pool: pg.Pool, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    await tx.query('ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text');
  });
  for (const file of files) {
    const sql = await readFile(path.join(dir, file), 'utf8');
    const checksum = migrationChecksum(sql);
    await withTransaction(pool, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const done = await tx.query<{ checksum: string | null }>(
        'SELECT checksum FROM schema_migrations WHERE name = $1',
        [file],
      );
      if (done.rows[0]) {
        if (done.rows[0].checksum === null)
          await tx.query('UPDATE schema_migrations SET checksum = $2 WHERE name = $1', [file, checksum]);
        else if (done.rows[0].checksum !== checksum) throw new MigrationChanged(file);
        return;
      }
      await tx.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [file, checksum]);
      await tx.query(sql);
      applied.push(file);
    });
  }
  return applied;
}
