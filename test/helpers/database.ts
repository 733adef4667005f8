import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool } from '../../platform/db.ts';

import { testPostgresUrl, testRedisUrl } from './services.ts';
import { ensureTemplate, type RedisSnapshot } from './template.ts';

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  /** The Redis read models that go with the database's (the sample template's key cache), keys without prefix. */
  redis: RedisSnapshot;
  drop(): Promise<void>;
}

/**
 * A new database for one test file, dropped by `drop()`: migrated and empty (a clone of the migrated
 * template), with the sample corpus ingested and projected (`sample: true`, a clone of that template),
 * with the sample and the official files (`official: true`, likewise), with the sample only in the
 * event log, nothing projected (`logged: true`), or bare (`migrate: false`).
 */
export async function createTestDatabase(
  opts: { migrate?: boolean; sample?: boolean; official?: boolean; logged?: boolean } = {},
): Promise<TestDatabase> {
  const ADMIN_URL = await testPostgresUrl();
  await sweepStaleDatabases(ADMIN_URL);
  const kind = opts.official ? 'official' : opts.sample ? 'sample' : opts.logged ? 'logged' : 'migrated';
  let template = opts.migrate === false ? undefined : await ensureTemplate(ADMIN_URL, testRedisUrl, kind);
  const name = `taxonomy_test_${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const create = () => admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template.name}` : ''}`);
  await create()
    .catch(async (err) => {
      if (err.code !== '3D000') throw err; // the template was swept between our check and the clone: build it again
      template = await ensureTemplate(ADMIN_URL, testRedisUrl, kind);
      await create();
    })
    .finally(() => admin.end());
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  // a test's projector commits its projections side by side on this pool: on a loaded machine a commit may
  // wait longer for a connection than the pool's default 5 s (the projector's own pool waits 30 s)
  const pool = createPool(url.toString(), 10, { connectionTimeoutMs: 60_000 });
  return {
    url: url.toString(),
    pool,
    redis: template?.redis ?? {},
    async drop() {
      await pool.end().catch(() => {});
      // DROP DATABASE waits for every backend of the server to absorb a barrier; a long COPY
      // elsewhere on a shared server can hold it for minutes. Give up after a while: the sweep
      // at the next run removes what is left.
      const a = new pg.Client({ connectionString: ADMIN_URL, statement_timeout: 10_000 });
      a.on('error', () => {}); // a timed-out DROP must not crash the test process
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await a.end();
    },
  };
}

let swept = false;
/** Drops test databases older than two hours (their name carries their creation time). */
async function sweepStaleDatabases(adminUrl: string): Promise<void> {
  if (swept) return;
  swept = true;
  const a = new pg.Client({ connectionString: adminUrl, statement_timeout: 10_000 });
  await a.connect();
  try {
    const cutoff = Math.floor(Date.now() / 1000) - 2 * 3600;
    const { rows } = await a.query(
      `SELECT datname FROM pg_database WHERE datname ~ '^taxonomy_test_[0-9]+_[0-9a-f]+$'`,
    );
    for (const { datname } of rows) {
      if (Number(datname.split('_')[2]) < cutoff)
        await a.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => {});
    }
  } finally {
    await a.end();
  }
}
