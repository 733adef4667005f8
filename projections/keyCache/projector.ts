import { unhandled } from '../../commands/domainEvents.ts';
import type { Redis } from '../../platform/connections.ts';
import type { RedisProjection } from '../runtime/redisProjection.ts';
import { KEY_CACHE_PROJECTION, KEY_CACHE_VERSION, accountEntry, keyCacheNamespace, keyEntry } from './keys.ts';

/**
 * The Redis key cache: key hash -> account, key id, status; account -> tier. Every API instance
 * reads it on each keyed request, so a revocation reaches all of them as soon as this projection
 * applies ApiKeyRevoked. Writes are HSETs keyed by natural keys: replaying a batch changes nothing.
 */
export function createKeyCacheProjection(
  redis: Redis,
  redisPrefix: string,
): RedisProjection<
  'AccountRegistered' | 'ApiKeyIssued' | 'ApiKeyRevoked' | 'TierChanged' | 'EmailVerified' | 'AccountErased'
> {
  return {
    kind: 'redis',
    name: KEY_CACHE_PROJECTION,
    version: KEY_CACHE_VERSION,
    handles: new Set([
      'AccountRegistered',
      'ApiKeyIssued',
      'ApiKeyRevoked',
      'TierChanged',
      'EmailVerified',
      'AccountErased',
    ]),
    redis,
    namespace: keyCacheNamespace(redisPrefix),
    handle(events, batch) {
      const ns = batch.ns; // the generation being written
      for (const recorded of events) {
        const e = recorded;
        const account = recorded.stream.slice('account-'.length);
        switch (e.type) {
          case 'AccountRegistered': // budget: an unverified account shares its registering address's (rateKey)
            batch.call('HSET', accountEntry(ns, account), 'tier', e.data.tier, 'status', 'active');
            if ('budget' in e.data && e.data.budget)
              batch.call('HSET', accountEntry(ns, account), 'budget', e.data.budget);
            break;
          case 'EmailVerified': // sessions and tokens issued before this instant are refused; its own budget now
            batch.call('HSET', accountEntry(ns, account), 'since', String(Date.parse(e.data.at)));
            batch.call('HDEL', accountEntry(ns, account), 'budget');
            break;
          case 'AccountErased': // its keys were revoked just before; sessions and tokens issued before are refused
            batch.call('HSET', accountEntry(ns, account), 'status', 'erased', 'since', String(Date.parse(e.data.at)));
            break;
          case 'TierChanged':
            batch.call('HSET', accountEntry(ns, account), 'tier', e.data.tier);
            break;
          case 'ApiKeyIssued': // HSETNX: a key the revocation route already marked revoked stays revoked
            batch.call('HSET', keyEntry(ns, e.data.hash), 'account', account, 'keyId', e.data.keyId);
            batch.call('HSETNX', keyEntry(ns, e.data.hash), 'status', 'active');
            break;
          case 'ApiKeyRevoked':
            batch.call(
              'HSET',
              keyEntry(ns, e.data.hash),
              'account',
              account,
              'keyId',
              e.data.keyId,
              'status',
              'revoked',
            );
            break;
          default:
            unhandled(e);
        }
      }
    },
  };
}
