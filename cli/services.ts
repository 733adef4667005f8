import type pg from 'pg';
import type { Config } from '../platform/config.ts';
import { openDatabase, openRedis, type Redis } from '../platform/connections.ts';
import type { EventStore } from '../commands/eventStore/port.ts';
import { createPgEventStore } from '../commands/eventStore/pgEventStore.ts';
import { createEsdbEventStore } from '../commands/eventStore/esdbEventStore.ts';

/** The connections one process needs. Created once by the CLI, closed in reverse order. */
export interface Services {
  config: Config;
  databaseUrl: string;
  pool: pg.Pool;
  store: EventStore;
  redis?: Redis;
  redisUrl?: string;
  close(): Promise<void>;
}

/** Opens PostgreSQL (embedded unless DATABASE_URL), the event store the configuration selects, and Redis when asked. */
export async function openServices(
  config: Config,
  opts: { redis?: boolean; log?: (m: string) => void } = {},
): Promise<Services> {
  const log = opts.log ?? (() => {});
  const { url, pool } = await openDatabase(config, log);
  const store = config.eventStoreUrl ? createEsdbEventStore(config.eventStoreUrl) : createPgEventStore(pool, url);
  let redis: Redis | undefined;
  let redisUrl: string | undefined;
  if (opts.redis) ({ client: redis, url: redisUrl } = await openRedis(config, log));
  return {
    config,
    databaseUrl: url,
    pool,
    store,
    redis,
    redisUrl,
    async close() {
      await store.close().catch(() => {});
      if (redis?.isOpen) await redis.quit().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}
