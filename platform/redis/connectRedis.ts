import { withBreaker } from './breaker.ts';
import { connectClusterRedis } from './clusterRedis.ts';
import type { Redis } from './redis.ts';
import { parseRedisUrl } from './redisUrl.ts';
import { connectSingleRedis } from './singleRedis.ts';

/** A Redis for REDIS_URL (one server or a cluster), behind command timeouts and a circuit breaker. */
export async function connectRedis(url: string, opts: { commandTimeoutMs?: number } = {}): Promise<Redis> {
  const target = parseRedisUrl(url);
  const inner = target.kind === 'cluster' ? await connectClusterRedis(target) : await connectSingleRedis(url);
  return withBreaker(inner, { commandTimeoutMs: opts.commandTimeoutMs ?? 100 });
}
