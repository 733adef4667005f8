import type pg from 'pg';
import type { Config } from './config.ts';
import { createPool } from './db.ts';
import { migrate } from './migrate.ts';
import { ensureEmbeddedPostgres } from './embeddedPostgres.ts';
import { ensureEmbeddedRedis } from './embeddedRedis.ts';
import { withoutPoolerFlag } from './sessionConnection.ts';
import { connectRedis } from './redis/connectRedis.ts';
import type { Redis } from './redis/redis.ts';

export type { Redis } from './redis/redis.ts';

export async function openDatabase(
  config: Config,
  log: (m: string) => void = () => {},
): Promise<{ url: string; pool: pg.Pool }> {
  // the projector's and commands' pool: PROJECTOR_DATABASE_URL (a session connection) when set
  const given = config.projectorDatabaseUrl ?? config.databaseUrl;
  const url = given ? withoutPoolerFlag(given) : await ensureEmbeddedPostgres(config.dataDir, log);
  // the projector's and the commands' pool does batch work: on a loaded machine a new connection may
  // take more than the API's 5 s to open (a projector died of that mid-replay), so it waits longer
  const pool = createPool(url, config.db.projectorPoolSize, { connectionTimeoutMs: 30_000 });
  await migrate(pool);
  return { url, pool };
}

export async function openRedis(
  config: Config,
  log: (m: string) => void = () => {},
): Promise<{ url: string; client: Redis }> {
  const url = config.redisUrl ?? (await ensureEmbeddedRedis(config.dataDir, log));
  const client: Redis = await connectRedis(url, {
    commandTimeoutMs: config.redisCommandTimeoutMs,
    downAfterMs: config.redisDownAfterMs,
    log,
  });
  return { url, client };
}
