import type pg from 'pg';
import type { Config } from '../platform/config.ts';
import { createPool, withSetting } from '../platform/db.ts';
import { createReadRouter, primaryOnly, type ReadRouter } from '../platform/readReplicas.ts';
import { isTransactionPoolerUrl, withoutPoolerFlag } from '../platform/sessionConnection.ts';

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

/**
 * Where search pages run: the API's read servers (the primary at `url`, the replicas of DATABASE_READ_URL),
 * on connections that plan statements generically (`plan_cache_mode = force_generic_plan`): a search page
 * planned per call costs PostgreSQL a third of an AND page's time (projections/search/pgSearch.ts,
 * docs/measurements.md). Half as many connections as DB_POOL_API (at least 2). None behind a
 * transaction-mode pooler, which refuses the startup option: pages then run on the API's reads.
 */
export function openSearchPages(config: Config, url: string): { pages?: ReadRouter; close(): Promise<void> } {
  if (isTransactionPoolerUrl(url)) return { close: async () => {} };
  const generic = (u: string) => withSetting(u, 'plan_cache_mode', 'force_generic_plan');
  const size = Math.max(2, Math.ceil(config.db.apiPoolSize / 2));
  const statementTimeoutMs = config.db.apiStatementTimeoutMs;
  const primary = createPool(generic(withoutPoolerFlag(url)), size, { statementTimeoutMs });
  const pages = config.databaseReadUrls.length
    ? createReadRouter({
        primary,
        urls: config.databaseReadUrls.map(generic),
        poolSize: size,
        statementTimeoutMs,
        maxLagMs: config.db.replicaMaxLagMs,
      })
    : primaryOnly(primary);
  return {
    pages,
    close: async () => {
      await pages.close();
      await primary.end().catch(() => {});
    },
  };
}
