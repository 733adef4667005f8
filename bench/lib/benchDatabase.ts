import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool } from '../../platform/db.ts';
import { migrate } from '../../platform/migrate.ts';
import { createPgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import { ingestBundle } from '../../ingest/ingestBundle.ts';
import { createProjector } from '../../projections/runner.ts';
import { projections } from '../../projections/registry.ts';

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A fresh database on the machine's PostgreSQL with `corpus` ingested, projected and analysed. */
export async function createCorpusDatabase(
  corpus: string,
  say: (m: string) => void,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `bench_api_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(ADMIN_URL);
  u.pathname = `/${name}`;
  const url = u.toString();
  const pool = createPool(url, 10);
  await migrate(pool);
  const store = createPgEventStore(pool, url);
  const t0 = Date.now();
  say(`ingesting ${corpus} into ${name} (a few minutes for the full corpus)`);
  await ingestBundle(store, corpus, { actor: 'bench', quiet: true });
  await createProjector({ pool, store, projections: [...projections] }).catchUpOrWait(3_600_000);
  await pool.query('ANALYZE');
  say(`ingested and projected in ${Math.round((Date.now() - t0) / 1000)} s`);
  await store.close();
  await pool.end();
  return {
    url,
    async drop() {
      const a = new pg.Client({ connectionString: ADMIN_URL });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

/** Sample paths for the scenarios: varied codes so no single row stays hot. */
export async function samplePaths(
  url: string,
  n = 300,
): Promise<Record<'node' | 'children' | 'ancestors' | 'translations', string[]>> {
  const pool = createPool(url, 2);
  const e = encodeURIComponent;
  const path = (s: string, c: string, tail = '') => `/api/v1/systems/${e(s)}/nodes/${e(c)}${tail}`;
  const pick = async (sql: string) => (await pool.query(sql, [n])).rows as { system: string; code: string }[];
  const any = await pick(`SELECT system, code FROM nodes TABLESAMPLE SYSTEM (1) LIMIT $1`);
  const parents = await pick(`SELECT system, code FROM nodes TABLESAMPLE SYSTEM (5) WHERE child_count > 0 LIMIT $1`);
  const deep = await pick(`SELECT system, code FROM nodes TABLESAMPLE SYSTEM (2) WHERE level >= 3 LIMIT $1`);
  const linked = await pick(
    `SELECT DISTINCT source_system AS system, source_code AS code FROM equivalences TABLESAMPLE SYSTEM (5) LIMIT $1`,
  );
  await pool.end();
  return {
    node: any.map((r) => path(r.system, r.code)),
    children: parents.map((r) => path(r.system, r.code, '/children')),
    ancestors: deep.map((r) => path(r.system, r.code, '/ancestors')),
    translations: linked.map((r) => path(r.system, r.code, '/translations')),
  };
}
