import type pg from 'pg';
import { createClient, type RedisClientType } from 'redis';
import type { Config } from './config.ts';
import { createPool } from './db.ts';
import { migrate } from './migrate.ts';
import { ensureEmbeddedPostgres } from './embeddedPostgres.ts';
import { ensureEmbeddedRedis } from './embeddedRedis.ts';
import type { EventStore } from '../commands/eventStore/port.ts';
import { createPgEventStore } from '../commands/eventStore/pgEventStore.ts';
import { createEsdbEventStore } from '../commands/eventStore/esdbEventStore.ts';

export type Redis = RedisClientType<any, any, any, any, any>;

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

export async function openDatabase(
  config: Config,
  log: (m: string) => void = () => {},
): Promise<{ url: string; pool: pg.Pool }> {
  const url = config.databaseUrl ?? (await ensureEmbeddedPostgres(config.dataDir, log));
  const pool = createPool(url, 20);
  await migrate(pool);
  return { url, pool };
}

export async function openRedis(
  config: Config,
  log: (m: string) => void = () => {},
): Promise<{ url: string; client: Redis }> {
  const url = config.redisUrl ?? (await ensureEmbeddedRedis(config.dataDir, log));
  const client: Redis = createClient({
    url,
    socket: { connectTimeout: 2000, reconnectStrategy: (retries: number) => Math.min(100 + retries * 100, 2000) },
    disableOfflineQueue: true,
  });
  client.on('error', () => {}); // reconnects by itself; callers see failed commands meanwhile
  await client.connect();
  return { url, client };
}

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
