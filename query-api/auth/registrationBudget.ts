import { createHmac, randomBytes } from 'node:crypto';
import { normalizeIP } from '@fastify/rate-limit';
import { serverKey } from '../../commands/accounts/emailLookup.ts';
import type { Config } from '../../platform/config.ts';
import type { Redis } from '../../platform/connections.ts';
import { ApiError } from '../problem.ts';

/**
 * Unverified accounts registered from one client address share one rate budget (issue 33, row 8: ten
 * accounts registered from one address each got the free tier's 1,000 requests a minute). The register
 * route asks here for the address's budget: a random id kept in Redis for a day under the address's
 * HMAC, so every account registered from it that day carries the same id (`AccountRegistered.budget`;
 * random, so the log never holds the address or anything derived from it). The key cache keeps it on
 * the account's entry until the e-mail is proven, and the rate limiter counts every such account in
 * one bucket (`credential.ts` `rateKey`).
 */
export const BUDGET_TTL_S = 24 * 3600;

const SCRIPT = `local v = redis.call('GET', KEYS[1])
if not v then v = ARGV[1]; redis.call('SET', KEYS[1], v, 'EX', ARGV[2]) end
return v`;

/** The address's budget id; a 503 when Redis cannot say (an account with its own budget would be the abuse again). */
export async function registrationBudget(redis: Redis | undefined, config: Config, ip: string): Promise<string> {
  const addressId = createHmac('sha256', serverKey(config, 'registration budgets'))
    .update(normalizeIP(ip), 'utf8')
    .digest('hex');
  const key = `${config.redisPrefix}regbudget:${addressId}`;
  try {
    if (!redis?.isReady) throw new Error('Redis is not ready');
    const id = await redis.eval(SCRIPT, {
      keys: [key],
      arguments: [randomBytes(12).toString('hex'), String(BUDGET_TTL_S)],
    });
    return String(id);
  } catch {
    throw new ApiError('SERVICE_UNAVAILABLE', 'registration is not possible right now; retry shortly');
  }
}
