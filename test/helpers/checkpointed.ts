import type { Test } from 'tap';
import { createPool } from '../../platform/db.ts';
import { createTestDatabase } from './database.ts';

/**
 * A fresh migrated database whose named read models have a checkpoint, for the tests of what is cached per
 * read model (platform/readModelCache.ts): its pool (two connections), and `markChanged(name)`, which says the
 * read model changed as a projection's write does. Dropped when `t` ends.
 */
export async function checkpointedDatabase(t: Test, names: string[]) {
  const db = await createTestDatabase();
  const pool = createPool(db.url, 2);
  t.teardown(async () => {
    await pool.end();
    await db.drop();
  });
  for (const name of names)
    await pool.query(
      `INSERT INTO projection_checkpoints (name, version, position) VALUES ($1, 1, 0) ON CONFLICT (name) DO NOTHING`,
      [name],
    );
  const markChanged = (name: string) =>
    pool.query(`UPDATE projection_checkpoints SET changed = nextval('read_model_changes') WHERE name = $1`, [name]);
  return { pool, markChanged };
}
