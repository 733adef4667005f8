/**
 * Redis key layout of the key cache (version in the namespace: a new version fills new keys).
 *   {ns}key:{sha256 of the API key}  hash: account, keyId, status (active | revoked)
 *   {ns}acct:{account id}            hash: tier, status, since (ms: credentials issued before are refused)
 *   {ns}checkpoint                   global position of the last applied event
 *   {ns}ready                        set once the projection has applied the whole log; a Redis that
 *                                    lost its data has none, and keys are not checked (503) until the
 *                                    replay has reached the head again (no revoked key passes meanwhile)
 */
export const KEY_CACHE_PROJECTION = 'keyCache';
export const KEY_CACHE_VERSION = 1;

export const keyCacheNamespace = (redisPrefix: string) => `${redisPrefix}keycache:v${KEY_CACHE_VERSION}:`;
export const keyEntry = (ns: string, keyHash: string) => `${ns}key:${keyHash}`;
export const accountEntry = (ns: string, accountId: string) => `${ns}acct:${accountId}`;
export const readyEntry = (ns: string) => `${ns}ready`;
