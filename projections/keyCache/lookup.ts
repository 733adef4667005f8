import type { Tier } from '../../commands/accounts/events.ts';
import type { Redis } from '../../platform/connections.ts';
import { accountEntry, keyCacheNamespace, keyEntry, readyEntry } from './keys.ts';

export interface CachedKey {
  account: string;
  keyId: string;
  status: 'active' | 'revoked';
  tier: Tier;
}

// One round trip: the key's entry and its account's tier; 'rebuilding' while the cache is replayed.
const LOOKUP = `
if redis.call('EXISTS', ARGV[2]) == 0 then return 'rebuilding' end
local k = redis.call('HMGET', KEYS[1], 'account', 'keyId', 'status')
if not k[1] then return false end
local tier = redis.call('HGET', ARGV[1] .. k[1], 'tier')
return { k[1], k[2], k[3], tier or 'free' }`;

/** The cached entry of an API key (by its sha256), or undefined when the key is unknown. Throws when Redis is unavailable. */
export async function lookupKey(redis: Redis, redisPrefix: string, keyHash: string): Promise<CachedKey | undefined> {
  const ns = keyCacheNamespace(redisPrefix);
  const r = (await redis.evalRo(LOOKUP, {
    keys: [keyEntry(ns, keyHash)],
    arguments: [accountEntry(ns, ''), readyEntry(ns)],
  })) as string[] | string | null;
  if (r === 'rebuilding') throw new Error('the key cache is being rebuilt');
  if (!r || typeof r === 'string') return undefined;
  return { account: r[0], keyId: r[1], status: r[2] === 'active' ? 'active' : 'revoked', tier: r[3] as Tier };
}

/** An account's tier; 'free' until the projection has seen the account. */
export async function lookupTier(redis: Redis, redisPrefix: string, accountId: string): Promise<Tier> {
  return ((await redis.hGet(accountEntry(keyCacheNamespace(redisPrefix), accountId), 'tier')) as Tier | null) ?? 'free';
}

/**
 * An account's tier and the instant (ms since epoch, 0 if none) before which its sessions and tokens
 * are refused (set when the e-mail's owner first proves it).
 */
export async function lookupAccount(
  redis: Redis,
  redisPrefix: string,
  accountId: string,
): Promise<{ tier: Tier; since: number }> {
  const [tier, since] = await redis.hmGet(accountEntry(keyCacheNamespace(redisPrefix), accountId), ['tier', 'since']);
  return { tier: (tier as Tier | null) ?? 'free', since: Number(since ?? 0) || 0 };
}

/** Sets an account's `since` now (the sign-in link route, right after EmailVerified); never moves it back. */
export async function refuseCredentialsBefore(
  redis: Redis,
  redisPrefix: string,
  accountId: string,
  since: number,
): Promise<void> {
  await redis.eval(
    `local v = tonumber(redis.call('HGET', KEYS[1], 'since') or '0')
     if v < tonumber(ARGV[1]) then redis.call('HSET', KEYS[1], 'since', ARGV[1]) end
     return 1`,
    { keys: [accountEntry(keyCacheNamespace(redisPrefix), accountId)], arguments: [String(since)] },
  );
}

/**
 * Marks a key revoked in the cache now (the revocation route, right after appending ApiKeyRevoked),
 * so every instance refuses it before the route answers, whether or not a projector runs. The
 * projection writes the same value when it applies the event, and never sets a revoked key active
 * again (ApiKeyIssued only sets the status when there is none). Throws when Redis is unavailable.
 */
export async function refuseKeyNow(redis: Redis, redisPrefix: string, keyHash: string): Promise<void> {
  await redis.hSet(keyEntry(keyCacheNamespace(redisPrefix), keyHash), 'status', 'revoked');
}
