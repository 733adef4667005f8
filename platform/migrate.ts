import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type pg from 'pg';
import { withTransaction } from './db.ts';

const MIGRATIONS_DIR = fileURLToPath(new URL('../db/migrations/', import.meta.url));
const LOCK_KEY = 7_401_001; // advisory lock: one migrator at a time

/**
 * Applies db/migrations/NNNN_name.sql in order, each in its own transaction that first records
 * its row, so two processes starting together never apply a step twice.
 */
export async function migrate(pool: pg.Pool): Promise<string[]> {
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  const applied: string[] = [];
  await withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK_KEY]);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set((await tx.query('SELECT name FROM schema_migrations')).rows.map((r) => r.name));
    for (const file of files) {
      if (done.has(file)) continue;
      await tx.query('INSERT INTO schema_migrations (name) VALUES ($1)', [file]);
      await tx.query(await readFile(path.join(MIGRATIONS_DIR, file), 'utf8'));
      applied.push(file);
    }
  });
  return applied;
}
