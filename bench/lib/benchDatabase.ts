import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { createPool } from '../../platform/db.ts';
import { buildStoredAnswers } from '../../projections/equivalences/answerBuild.ts';
import { migrate } from '../../platform/migrate.ts';
import { createPgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import { ingestBundle } from '../../ingest/ingestBundle.ts';
import { createProjector } from '../../projections/runtime/runner.ts';
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
  const t1 = Date.now();
  await buildStoredAnswers(pool, { store }); // as serve's builder does after every change: the service's steady state
  say(`stored translation answers built in ${Math.round((Date.now() - t1) / 1000)} s`);
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

export interface ScenarioPaths {
  /** A few hundred paths, served over and over (the response cache answers them). */
  cached: string[];
  /** Distinct paths drawn at random from the whole corpus, each served at most once. */
  uncached: string[];
}
export type LookupScenario = 'node' | 'children' | 'ancestors' | 'translations';

/**
 * Request paths drawn at random from the whole corpus: per scenario up to `n` distinct codes that
 * have what the scenario reads (children: codes with children; ancestors: codes below a root;
 * translations: codes with a crosswalk edge at either end), shuffled; the last `cachedN` are the
 * cached phase's paths, kept apart so the uncached phase never meets a cached URL.
 */
export async function samplePaths(
  url: string,
  n = 500_000,
  cachedN = 300,
): Promise<Record<LookupScenario, ScenarioPaths>> {
  const pool = createPool(url, 4);
  const e = encodeURIComponent;
  const path = (s: string, c: string, tail = '') => `/api/v1/systems/${e(s)}/nodes/${e(c)}${tail}`;
  const pick = async (sql: string, tail: string): Promise<ScenarioPaths> => {
    const { rows } = await pool.query<{ system: string; code: string }>(`${sql} ORDER BY random() LIMIT $1`, [
      n + cachedN,
    ]);
    const paths = rows.map((r) => path(r.system, r.code, tail));
    return { cached: paths.slice(-cachedN), uncached: paths.slice(0, -cachedN) };
  };
  try {
    const [node, children, ancestors, translations] = await Promise.all([
      pick(`SELECT system, code FROM nodes`, ''),
      pick(`SELECT system, code FROM nodes WHERE child_count > 0`, '/children'),
      pick(`SELECT system, code FROM nodes WHERE parent IS NOT NULL`, '/ancestors'),
      pick(
        `SELECT system, code FROM (SELECT source_system AS system, source_code AS code FROM equivalences
                 UNION SELECT target_system, target_code FROM equivalences) linked`,
        '/translations',
      ),
    ]);
    return { node, children, ancestors, translations };
  } finally {
    await pool.end();
  }
}
