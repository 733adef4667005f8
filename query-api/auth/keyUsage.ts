import type { Redis } from '../../platform/connections.ts';

/**
 * "Last used" stamps of API keys. A request is not an event, so the stamp lives in Redis (one hash
 * field per key id, written fire-and-forget on keyed requests) and the key listing merges it in.
 */
const usageKey = (prefix: string) => `${prefix}keyused`;

export function recordKeyUse(redis: Redis | undefined, prefix: string, keyId: string): void {
  if (redis?.isReady) redis.hSet(usageKey(prefix), keyId, new Date().toISOString()).catch(() => {});
}

export async function lastUsed(
  redis: Redis | undefined,
  prefix: string,
  keyIds: string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!redis?.isReady || keyIds.length === 0) return out;
  try {
    const values = await redis.hmGet(usageKey(prefix), keyIds);
    keyIds.forEach((id, i) => {
      if (values[i]) out.set(id, String(values[i]));
    });
  } catch {
    /* best effort: the column value stands */
  }
  return out;
}
