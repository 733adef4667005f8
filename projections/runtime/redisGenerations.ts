import type { Redis } from '../../platform/connections.ts';

/**
 * Generations of a Redis read model. Every key of a projection lives under
 * `${namespace}g${generation}:`; `${namespace}live` names the generation readers use and
 * `${namespace}building` the one being replayed. A rebuild fills a new generation while readers keep
 * the live one, and the switch is one SET: readers see the old model or the new one, never a half-built
 * one, and no script ever scans (a retired generation is deleted from the client, master by master).
 * A live generation whose checkpoint is gone (Redis lost data) is withdrawn at once: readers answer
 * "rebuilding" (503) until the replacement has replayed the whole log.
 */
export const liveKey = (ns: string) => `${ns}live`;
export const buildingKey = (ns: string) => `${ns}building`;
export const retiredKey = (ns: string) => `${ns}retired`;
export const generationNs = (ns: string, gen: string) => `${ns}g${gen}:`;
export const checkpointKeyOf = (ns: string, gen: string) => `${generationNs(ns, gen)}checkpoint`;

export const newGeneration = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The live generation's namespace, or undefined while there is none (a first replay, or after data loss). */
export async function liveNamespace(redis: Redis, ns: string): Promise<string | undefined> {
  const gen = await redis.get(liveKey(ns));
  return gen ? generationNs(ns, gen) : undefined;
}

/** The namespaces a write that must be seen at once goes to: the live generation and the one being built. */
export async function writableNamespaces(redis: Redis, ns: string): Promise<string[]> {
  const [live, building] = await Promise.all([redis.get(liveKey(ns)), redis.get(buildingKey(ns))]);
  return [...new Set([live, building].filter((g): g is string => !!g))].map((g) => generationNs(ns, g));
}

/** Deletes every key of a generation (SCAN from the client on every master, then DEL one by one). */
export async function deleteGeneration(redis: Redis, ns: string, gen: string): Promise<void> {
  const pattern = `${generationNs(ns, gen).replace(/[*?[\]\\]/g, '\\$&')}*`;
  for await (const page of redis.scan(pattern)) await Promise.all(page.map((k) => redis.del(k)));
}
