import type { Redis } from '../../platform/connections.ts';
import { generationNs, liveKey } from '../runtime/redisGenerations.ts';

/**
 * What an API instance remembers between key lookups, per Redis client: the live generation it last
 * saw (per namespace) and which account each key hash belongs to (a fact that never changes: a key is
 * issued to one account for good). Neither is ever trusted alone: the live pointer is read again in
 * the same round as the entry, and status and tier always come from Redis.
 */
interface Memo {
  live: Map<string, string>; // namespace -> generation
  accounts: Map<string, string>; // key hash -> account id
}
const memos = new WeakMap<Redis, Memo>();
const MAX_ACCOUNTS = 10_000;

const memoOf = (redis: Redis): Memo => {
  let m = memos.get(redis);
  if (!m) memos.set(redis, (m = { live: new Map(), accounts: new Map() }));
  return m;
};

/**
 * Runs `read` on the live generation of `ns` and returns its result, or `{ none: true }` when there is no
 * live generation. With a remembered generation, `read` runs in the same round as the GET of the live
 * pointer, and its result counts only if the pointer still names that generation (else `read` runs
 * again on the one it names): one round trip instead of two, and never an answer from a generation that
 * was not live when the request asked.
 */
export async function readLive<T>(
  redis: Redis,
  ns: string,
  read: (gns: string) => Promise<T>,
): Promise<{ none: true } | { none: false; value: T }> {
  const memo = memoOf(redis);
  const known = memo.live.get(ns);
  const [gen, guess] = await Promise.all([redis.get(liveKey(ns)), known ? read(generationNs(ns, known)) : undefined]);
  if (!gen) {
    memo.live.delete(ns);
    return { none: true };
  }
  if (gen === known) return { none: false, value: guess as T };
  memo.live.set(ns, gen);
  return { none: false, value: await read(generationNs(ns, gen)) };
}

/** The account a key hash was last seen with on this client (undefined the first time). */
export const rememberedAccount = (redis: Redis, keyHash: string) => memoOf(redis).accounts.get(keyHash);

export function rememberAccount(redis: Redis, keyHash: string, account: string): void {
  const { accounts } = memoOf(redis);
  if (accounts.get(keyHash) === account) return;
  if (accounts.size >= MAX_ACCOUNTS) accounts.delete(accounts.keys().next().value!); // the oldest
  accounts.set(keyHash, account);
}
