import type pg from 'pg';
import type { Config } from '../platform/config.ts';
import { createPool, withSetting } from '../platform/db.ts';
import { createReadRouter, primaryOnly, type ReadRouter } from '../platform/readReplicas.ts';
import { isTransactionPoolerUrl, withoutPoolerFlag } from '../platform/sessionConnection.ts';

/** The API's reads: on the replicas of DATABASE_READ_URL (each with a pool of DB_POOL_API), else the primary's pool. */
export function openReadRouter(config: Config, primary: pg.Pool, say: (m: string) => void = () => {}): ReadRouter {
  if (config.databaseReadUrls.length)
    say(
      `reads on ${config.databaseReadUrls.length} replica(s) (DATABASE_READ_URL), ` +
        `the primary when one is down or lags more than ${config.db.replicaMaxLagMs} ms`,
    );
  return routeReads(config, primary, config.databaseReadUrls, config.db.apiPoolSize);
}

/** `primary` alone, or the replicas at `urls` (pools of `poolSize`) with `primary` when they are down or lag. */
function routeReads(config: Config, primary: pg.Pool, urls: string[], poolSize: number): ReadRouter {
  if (!urls.length) return primaryOnly(primary);
  return createReadRouter({
    primary,
    urls,
    poolSize,
    statementTimeoutMs: config.db.apiStatementTimeoutMs,
    maxLagMs: config.db.replicaMaxLagMs,
  });
}

/** A database URL with the search page connections' settings (`openSearchPages`): the benches measure pages on these. */
export const searchPageSettings = (url: string) =>
  withSetting(withSetting(url, 'plan_cache_mode', 'force_generic_plan'), 'effective_io_concurrency', '0');

/**
 * Where search pages and classify run (query-api/deps.ts `classifyReads`): the API's read servers (the primary at `url`, the replicas of DATABASE_READ_URL),
 * on connections that plan statements generically (`plan_cache_mode = force_generic_plan`): a search page
 * planned per call costs PostgreSQL a third of an AND page's time (projections/search/pgSearch.ts,
 * docs/measurements.md). Half as many connections as DB_POOL_API (at least 2). None behind a
 * transaction-mode pooler, which refuses the startup option: pages then run on the API's reads.
 * Their bitmap heap scans do not prefetch (`effective_io_concurrency = 0`): the read models they read are held in
 * memory, where a prefetch is a second look-up of each heap page in the buffer mapping, plus a posix_fadvise call
 * for a page outside shared_buffers, before the page is read (about 2.5% of a search's PostgreSQL CPU).
 */
export function openSearchPages(config: Config, url: string): { pages?: ReadRouter; close(): Promise<void> } {
  if (isTransactionPoolerUrl(url)) return { close: async () => {} };
  const generic = searchPageSettings;
  const size = Math.max(2, Math.ceil(config.db.apiPoolSize / 2));
  const primary = createPool(generic(withoutPoolerFlag(url)), size, {
    statementTimeoutMs: config.db.apiStatementTimeoutMs,
  });
  const pages = routeReads(config, primary, config.databaseReadUrls.map(generic), size);
  return {
    pages,
    close: async () => {
      await pages.close();
      await primary.end().catch(() => {});
    },
  };
}
