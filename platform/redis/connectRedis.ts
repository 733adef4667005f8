import { withBreaker } from './breaker.ts';
import { connectClusterRedis } from './clusterRedis.ts';
import type { Redis } from './redis.ts';
import { parseRedisUrl } from './redisUrl.ts';
import { connectSingleRedis } from './singleRedis.ts';

/**
 * A Redis for REDIS_URL (one server or a cluster), behind command timeouts and a circuit breaker.
 * `log` hears the breaker open and close, slow commands, and a cluster's node connections drop and return.
 */
export async function connectRedis(
  url: string,
  opts: { commandTimeoutMs?: number; downAfterMs?: number; log?: (m: string) => void } = {},
): Promise<Redis> {
  const target = parseRedisUrl(url);
  const log = opts.log;
  const inner = target.kind === 'cluster' ? await connectClusterRedis(target, log) : await connectSingleRedis(url);
  return withBreaker(inner, {
    commandTimeoutMs: opts.commandTimeoutMs ?? 100,
    downAfterMs: opts.downAfterMs,
    onChange: log && ((open, detail) => log(`Redis circuit ${open ? `opened (${detail})` : detail}`)),
    onSlow: log && ((detail) => log(`Redis slow, not down (circuit stays closed): ${detail}`)),
  });
}
