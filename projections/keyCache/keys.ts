/**
 * Redis key layout of the key cache. The version is in the namespace (a new version fills new keys);
 * keys live in generations (`{ns}g{gen}:`, see ../redisGenerations.ts), and each entry carries a hash
 * tag, so on a Redis Cluster it sits on one slot with nothing else a script needs:
 *   {ns}live / {ns}building          the generation readers use / the one being replayed
 *   {ns}g{gen}:key:{<sha256 of key>} hash: account, keyId, status (active | revoked)
 *   {ns}g{gen}:acct:{<account id>}   hash: tier, status, since (ms: credentials issued before are refused),
 *                                    budget (an unverified account's shared rate budget)
 *   {ns}g{gen}:checkpoint            global position of the last applied event
 * With no live generation (a first replay, or Redis lost data) keys are not checked (503) until the
 * replay has reached the head (no revoked key passes meanwhile).
 */
export const KEY_CACHE_PROJECTION = 'keyCache';
export const KEY_CACHE_VERSION = 2;

export const keyCacheNamespace = (redisPrefix: string) => `${redisPrefix}keycache:v${KEY_CACHE_VERSION}:`;
/** `gns`: a generation's namespace. */
export const keyEntry = (gns: string, keyHash: string) => `${gns}key:{${keyHash}}`;
export const accountEntry = (gns: string, accountId: string) => `${gns}acct:{${accountId}}`;
