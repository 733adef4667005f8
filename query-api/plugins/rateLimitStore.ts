import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { Counter } from './counter.ts';

/**
 * A custom @fastify/rate-limit store over the node-redis client (the built-in Redis store wants
 * ioredis): `incr` counts in a fixed window, `child` (per-route settings) shares the same counters.
 */
export function rateLimitStore(counter: Counter): FastifyRateLimitStoreCtor {
  return class RedisCounterStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow?: number,
    ): void {
      counter.hit(key, timeWindow ?? 60_000).then(
        (r) => callback(null, r),
        (err) => callback(err),
      );
    }
    child(): FastifyRateLimitStore {
      return new RedisCounterStore();
    }
  };
}
