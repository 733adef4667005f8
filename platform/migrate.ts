import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type pg from 'pg';
import { withTransaction } from './db.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations/', import.meta.url));
const LOCK_KEY = 7_401_001; // advisory lock: one migrator at a time

/**
 * Applies `dir`'s NNNN_name.sql files (db/migrations by default) in order, each in its own
 * transaction that records its row in schema_migrations together with its SQL: a failing step
 * rolls back alone and leaves the steps before it applied and recorded. Each transaction takes
 * an advisory lock and re-reads what is recorded, so two processes starting together never apply
 * a step twice. Returns the files applied by this call.
 */
export async function migrate(pool: pg.Pool, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  for (const file of files) {
    const sql = await readFile(path.join(dir, file), 'utf8');
    await withTransaction(pool, async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE name = $1', [file]);
      if (done.rowCount) return;
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      await tx.query(sql);
      applied.push(file);
    });
  }
  return applied;
}
