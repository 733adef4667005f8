import type pg from 'pg';
import { createClient, type RedisClientType } from 'redis';
import type { Config } from './config.ts';
import { createPool } from './db.ts';
import { migrate } from './migrate.ts';
import { ensureEmbeddedPostgres } from './embeddedPostgres.ts';
import { ensureEmbeddedRedis } from './embeddedRedis.ts';

export type Redis = RedisClientType<any, any, any, any, any>;

export async function openDatabase(
  config: Config,
  log: (m: string) => void = () => {},
): Promise<{ url: string; pool: pg.Pool }> {
  const url = config.databaseUrl ?? (await ensureEmbeddedPostgres(config.dataDir, log));
  const pool = createPool(url, config.db.projectorPoolSize);
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
