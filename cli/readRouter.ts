import type pg from 'pg';
import type { Config } from '../platform/config.ts';
import { createReadRouter, primaryOnly, type ReadRouter } from '../platform/readReplicas.ts';

/** The API's reads: on the replicas of DATABASE_READ_URL (each with a pool of DB_POOL_API), else the primary's pool. */
export function openReadRouter(config: Config, primary: pg.Pool, say: (m: string) => void = () => {}): ReadRouter {
  if (!config.databaseReadUrls.length) return primaryOnly(primary);
  say(
    `reads on ${config.databaseReadUrls.length} replica(s) (DATABASE_READ_URL), ` +
      `the primary when one is down or lags more than ${config.db.replicaMaxLagMs} ms`,
  );
  return createReadRouter({
    primary,
    urls: config.databaseReadUrls,
    poolSize: config.db.apiPoolSize,
    statementTimeoutMs: config.db.apiStatementTimeoutMs,
    maxLagMs: config.db.replicaMaxLagMs,
  });
}
