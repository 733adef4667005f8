import type { Redis } from '../../platform/connections.ts';
import { withTimeout } from '../../platform/withTimeout.ts';

export interface Hit {
  current: number;
  ttl: number;
}
export interface Counter {
  hit(key: string, windowMs: number): Promise<Hit>;
  /**
   * Adds `by` (may be negative) to a counter: in Redis when it answers, else in the same per-instance
   * window `hit` falls back to. Never skipped: the batch's items are charged in either place.
   */
  add(key: string, by: number, windowMs: number): Promise<Hit>;
  fallbackActive(): boolean;
}

const REDIS_TIMEOUT_MS = 500;
const LOCAL_MAX_KEYS = 50_000;

interface Waiter {
  resolve: (h: Hit) => void;
  reject: (err: unknown) => void;
}

/**
 * Fixed-window counters in Redis (shared by every API instance). When Redis does not answer, the
 * counter falls back to an in-process window per key: limits then hold per instance only, which is
 * the documented degraded mode (SECURITY.md) rather than no limit at all.
 */
export function createCounter(redis: Redis | undefined, prefix: string): Counter {
  const local = new Map<string, { count: number; resetAt: number }>();
  let usingFallback = false;

  function localHit(key: string, windowMs: number, by = 1): Hit {
    const now = Date.now();
    if (local.size > LOCAL_MAX_KEYS) for (const [k, v] of local) if (v.resetAt <= now) local.delete(k);
    let w = local.get(key);
    if (!w || w.resetAt <= now) {
      w = { count: 0, resetAt: now + windowMs };
      local.set(key, w);
    }
    w.count += by;
    return { current: w.count, ttl: w.resetAt - now };
  }

  // Hits on one counter in the same turn of the event loop (a busy key's concurrent requests) go to
  // Redis as one INCRBY of their number; each hit gets its own count, in arrival order, exactly as
  // one command each would have given.
  const pending = new Map<string, { key: string; windowMs: number; waiters: Waiter[] }>();
  function flush() {
    const batch = [...pending.values()];
    pending.clear();
    for (const { key, windowMs, waiters } of batch)
      timeout(addToWindow(redis!, counterKey(prefix, key), waiters.length, windowMs), REDIS_TIMEOUT_MS).then(
        (h) => waiters.forEach((w, i) => w.resolve({ current: h.current - waiters.length + 1 + i, ttl: h.ttl })),
        (err) => waiters.forEach((w) => w.reject(err)),
      );
  }
  function redisHit(key: string, windowMs: number): Promise<Hit> {
    return new Promise((resolve, reject) => {
      if (!pending.size) setImmediate(flush); // the turn's first hit: flush once the turn is over
      const id = `${windowMs}\u001f${key}`;
      let p = pending.get(id);
      if (!p) pending.set(id, (p = { key, windowMs, waiters: [] }));
      p.waiters.push({ resolve, reject });
    });
  }

  return {
    async hit(key, windowMs) {
      if (redis?.isReady) {
        try {
          const h = await redisHit(key, windowMs);
          usingFallback = false;
          return h;
        } catch {
          /* fall through */
        }
      }
      usingFallback = true;
      return localHit(key, windowMs);
    },
    async add(key, by, windowMs) {
      if (redis?.isReady) {
        try {
          return await timeout(addToWindow(redis, counterKey(prefix, key), by, windowMs), REDIS_TIMEOUT_MS);
        } catch {
          /* fall through */
        }
      }
      usingFallback = true;
      return localHit(key, windowMs, by);
    },
    fallbackActive: () => usingFallback,
  };
}

/**
 * A counter's Redis key: the bucket is its hash tag, so a counter is one slot of a Redis Cluster
 * (the per-minute and the daily counter of one caller may sit on different masters).
 */
export const counterKey = (prefix: string, bucket: string) => `${prefix}{${bucket}}`;

const ADD = `
local n = redis.call('INCRBY', KEYS[1], ARGV[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2], 'NX')
return { n, redis.call('PTTL', KEYS[1]) }`;

/** Adds `by` (may be negative) to a fixed-window counter, starting its window if new; the count and the window's time left. */
export async function addToWindow(redis: Redis, key: string, by: number, windowMs: number): Promise<Hit> {
  const [current, ttl] = (await redis.eval(ADD, {
    keys: [key],
    arguments: [String(by), String(windowMs)],
  })) as number[];
  return { current: Number(current), ttl: Number(ttl) > 0 ? Number(ttl) : windowMs };
}

/** A Redis call, or a rejection when Redis has not answered within `ms`. */
export const timeout = <T>(p: Promise<T>, ms: number): Promise<T> => withTimeout(p, ms, 'Redis did not answer in time');
