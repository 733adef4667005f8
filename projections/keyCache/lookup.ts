import type { Tier } from '../../commands/accounts/events.ts';
import type { Redis } from '../../platform/connections.ts';
import { writableNamespaces } from '../runtime/redisGenerations.ts';
import { accountEntry, keyCacheNamespace, keyEntry } from './keys.ts';
import { readLive, rememberAccount, rememberedAccount } from './readLive.ts';

export interface CachedKey {
  account: string;
  keyId: string;
  status: 'active' | 'revoked';
  tier: Tier;
  /** The unverified account's shared rate budget (registrationBudget.ts); none once its e-mail is proven. */
  budget?: string;
}

const ACCOUNT_FIELDS = ['tier', 'budget'];

/** A revocation waits this long for a replica to hold it (Redis Cluster), so a failover does not undo it. */
const REPLICA_WAIT_MS = 50;

/**
 * The cached entry of an API key (by its sha256), or undefined when the key is unknown. Throws while
 * the cache has no live generation (being replayed) and when Redis is unavailable. Three reads (live
 * generation, key, its account), each on one slot (the key and its account are on different slots),
 * sent in one round once this client has seen the live generation and the key's account before
 * (`readLive.ts`); the status and the tier are always read from Redis, never remembered.
 */
export async function lookupKey(redis: Redis, redisPrefix: string, keyHash: string): Promise<CachedKey | undefined> {
  const known = rememberedAccount(redis, keyHash);
  const live = await readLive(redis, keyCacheNamespace(redisPrefix), async (gns) => {
    const [[account, keyId, status], knownAccount] = await Promise.all([
      redis.hmGet(keyEntry(gns, keyHash), ['account', 'keyId', 'status']),
      known ? redis.hmGet(accountEntry(gns, known), ACCOUNT_FIELDS) : null,
    ]);
    if (!account || !keyId) return undefined;
    const [tier, budget] =
      account === known && knownAccount ? knownAccount : await redis.hmGet(accountEntry(gns, account), ACCOUNT_FIELDS);
    const entry: CachedKey = {
      account,
      keyId,
      status: status === 'active' ? 'active' : 'revoked',
      tier: (tier as Tier | null) ?? 'free',
      ...(budget ? { budget } : {}),
    };
    return entry;
  });
  if (live.none) throw new Error('the key cache is being rebuilt');
  if (live.value) rememberAccount(redis, keyHash, live.value.account);
  return live.value;
}

/**
 * An account's tier, the instant (ms since epoch, 0 if none) before which its sessions and tokens are
 * refused (set when the e-mail's owner first proves it, and when the account is erased), and whether it
 * is erased. Throws while the cache has no live generation (being replayed), as `lookupKey` does: an
 * empty cache knows no `since`, and "none" would let a superseded token in.
 */
export async function lookupAccount(
  redis: Redis,
  redisPrefix: string,
  accountId: string,
): Promise<{ tier: Tier; since: number; erased: boolean; budget?: string }> {
  const live = await readLive(redis, keyCacheNamespace(redisPrefix), (gns) =>
    redis.hmGet(accountEntry(gns, accountId), ['tier', 'since', 'status', 'budget']),
  );
  if (live.none) throw new Error('the key cache is being rebuilt');
  const [tier, since, status, budget] = live.value;
  return {
    tier: (tier as Tier | null) ?? 'free',
    since: Number(since ?? 0) || 0,
    erased: status === 'erased',
    ...(budget ? { budget } : {}),
  };
}

/** An account's tier; 'free' until the projection has seen the account. Throws as `lookupAccount` does. */
export async function lookupTier(redis: Redis, redisPrefix: string, accountId: string): Promise<Tier> {
  return (await lookupAccount(redis, redisPrefix, accountId)).tier;
}

/**
 * Sets an account's `since` now (the sign-in link route, right after EmailVerified; erasure, with
 * `erased`); never moves it back. Written to the live generation and to one being built.
 */
export async function refuseCredentialsBefore(
  redis: Redis,
  redisPrefix: string,
  accountId: string,
  since: number,
  erased = false,
): Promise<void> {
  for (const gns of await writableNamespaces(redis, keyCacheNamespace(redisPrefix))) {
    const key = accountEntry(gns, accountId);
    await redis.eval(
      `local v = tonumber(redis.call('HGET', KEYS[1], 'since') or '0')
       if v < tonumber(ARGV[1]) then redis.call('HSET', KEYS[1], 'since', ARGV[1]) end
       if ARGV[2] == '1' then redis.call('HSET', KEYS[1], 'status', 'erased') end
       return 1`,
      { keys: [key], arguments: [String(since), erased ? '1' : '0'] },
    );
    if (redis.kind === 'cluster') await redis.waitForReplicas(key, 1, REPLICA_WAIT_MS);
  }
}

/**
 * Marks a key revoked in the cache now (the revocation route, right after appending ApiKeyRevoked),
 * so every instance refuses it before the route answers, whether or not a projector runs: in the live
 * generation and in one being built (which replays the event too, as it was appended before). On a
 * Redis Cluster it also waits briefly for a replica to hold the write, so a master failing right after
 * does not bring the key back. The projection writes the same value when it applies the event, and
 * never sets a revoked key active again (ApiKeyIssued only sets the status when there is none).
 * Throws when Redis is unavailable.
 */
export async function refuseKeyNow(redis: Redis, redisPrefix: string, keyHash: string): Promise<void> {
  for (const gns of await writableNamespaces(redis, keyCacheNamespace(redisPrefix))) {
    const key = keyEntry(gns, keyHash);
    await redis.hSet(key, 'status', 'revoked');
    if (redis.kind === 'cluster') await redis.waitForReplicas(key, 1, REPLICA_WAIT_MS);
  }
}

/**
 * An erased account (commands/accounts/erase.ts): each of its keys marked revoked, and its entry marked
 * erased with `since`, so every instance refuses its keys, sessions and tokens from now on. Throws when
 * Redis is unavailable (the projector applies the same when it reaches the events).
 */
export async function refuseAccountNow(
  redis: Redis | undefined,
  redisPrefix: string,
  accountId: string,
  keyHashes: string[],
  since: number,
): Promise<void> {
  if (!redis?.isReady) throw new Error('Redis is unavailable');
  for (const hash of keyHashes) await refuseKeyNow(redis, redisPrefix, hash);
  await refuseCredentialsBefore(redis, redisPrefix, accountId, since, true);
}
