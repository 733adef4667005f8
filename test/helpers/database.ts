import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool } from '../../platform/db.ts';
import { migrate } from '../../platform/migrate.ts';

import { testPostgresUrl } from './services.ts';

export interface TestDatabase { url: string; pool: pg.Pool; drop(): Promise<void> }

/** A new, migrated, empty database for one test file; dropped by `drop()`. */
export async function createTestDatabase(opts: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const name = `taxonomy_test_${randomBytes(5).toString('hex')}`;
  const ADMIN_URL = await testPostgresUrl();
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 10);
  if (opts.migrate !== false) await migrate(pool);
  return {
    url: url.toString(),
    pool,
    async drop() {
      await pool.end().catch(() => {});
      const a = new pg.Client({ connectionString: ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}
