import type { Redis } from '../../platform/connections.ts';

/** Deletes every key matching `pattern` (on every master of a cluster). */
export async function deleteKeys(redis: Redis, pattern: string): Promise<void> {
  for await (const page of redis.scan(pattern)) await Promise.all(page.map((k) => redis.del(k)));
}
