import { normalizeIP } from '@fastify/rate-limit';
import { emailLookupId } from '../../commands/accounts/emailLookup.ts';
import type { Config } from '../../platform/config.ts';
import type { Redis } from '../../platform/connections.ts';
import { timeout } from '../plugins/counter.ts';

/** Wrong passwords for one (e-mail, address) before the first lock; then 1 s, 2 s, 4 s ... up to 15 min. */
export const FREE_FAILURES = 5;
export const FIRST_LOCK_MS = 1000;
export const MAX_LOCK_MS = 15 * 60_000;
const FORGET_MS = 24 * 3600_000; // failures are forgotten a day after the last one
const LOCAL_MAX = 50_000;
/** One more failure, and the record forgotten FORGET_MS after the last one; returns the count. */
const COUNT_FAILURE = `local n = redis.call('HINCRBY', KEYS[1], 'failures', 1)
redis.call('PEXPIRE', KEYS[1], ARGV[1])
return n`;

export interface LoginBackoff {
  /** Milliseconds this (e-mail, address) is still locked out for, or 0. */
  lockedFor(email: string, ip: string): Promise<number>;
  /** Records a wrong password; returns the lock it starts (ms, 0 while under FREE_FAILURES). */
  failed(email: string, ip: string): Promise<number>;
  /** A good password from this address: its failures are forgotten. */
  succeeded(email: string, ip: string): Promise<void>;
}

export const lockAfter = (failures: number): number =>
  failures < FREE_FAILURES ? 0 : Math.min(MAX_LOCK_MS, FIRST_LOCK_MS * 2 ** Math.min(30, failures - FREE_FAILURES));

/**
 * Login lockout per (e-mail, client address) with a growing backoff: a guesser at one address
 * waits longer after every wrong password, while the owner at any other address (and the same
 * address after a good password) is never locked. Kept in Redis so every instance shares it; while
 * Redis does not answer, an in-process map holds it per instance (the documented degraded mode).
 */
export function createLoginBackoff(redis: Redis | undefined, config: Config): LoginBackoff {
  const prefix = config.redisPrefix;
  const local = new Map<string, { failures: number; until: number }>();
  const keyOf = (email: string, ip: string) => `${prefix}login:${emailLookupId(config, email)}:${normalizeIP(ip)}`;
  const ready = () => redis?.isReady === true;

  async function read(k: string): Promise<{ failures: number; until: number }> {
    if (ready()) {
      try {
        const [failures, until] = await timeout(redis!.hmGet(k, ['failures', 'until']), 500);
        return { failures: Number(failures ?? 0), until: Number(until ?? 0) };
      } catch {
        /* fall back */
      }
    }
    return local.get(k) ?? { failures: 0, until: 0 };
  }

  return {
    async lockedFor(email, ip) {
      return Math.max(0, (await read(keyOf(email, ip))).until - Date.now());
    },
    async failed(email, ip) {
      const k = keyOf(email, ip);
      if (ready()) {
        try {
          const failures = Number(
            await timeout(redis!.eval(COUNT_FAILURE, { keys: [k], arguments: [String(FORGET_MS)] }), 500),
          );
          const lock = lockAfter(failures);
          await timeout(redis!.hSet(k, 'until', String(Date.now() + lock)), 500);
          return lock;
        } catch {
          /* fall back */
        }
      }
      if (local.size > LOCAL_MAX) local.clear();
      const w = local.get(k) ?? { failures: 0, until: 0 };
      w.failures++;
      w.until = Date.now() + lockAfter(w.failures);
      local.set(k, w);
      return lockAfter(w.failures);
    },
    async succeeded(email, ip) {
      const k = keyOf(email, ip);
      local.delete(k);
      if (ready()) await timeout(redis!.del(k), 500).catch(() => {});
    },
  };
}
