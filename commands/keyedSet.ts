import { createHash } from 'node:crypto';

/**
 * A stream that holds one set of records keyed by identity (a crosswalk's edges, a coding aid's phrases)
 * is restated whole on each import: these two functions are what its decider needs of that set.
 */

/** An order-free content hash: sha256 over the sorted lines `key\u001fvalue` (the same set in another order is the same). */
export function keyedSetHash<T>(items: T[], key: (t: T) => string, value: (t: T) => string): string {
  const h = createHash('sha256');
  for (const line of items.map((t) => `${key(t)}\u001f${value(t)}`).sort()) h.update(line + '\n');
  return h.digest('hex');
}

/**
 * What an import changes: the incoming records that are new or whose value changed (in incoming order),
 * and the held records no longer published (in held order).
 */
export function keyedSetDiff<T>(
  held: Map<string, T>,
  incoming: T[],
  key: (t: T) => string,
  value: (t: T) => string,
): { added: T[]; removed: T[] } {
  const incomingKeys = new Set(incoming.map(key));
  const added = incoming.filter((t) => {
    const had = held.get(key(t));
    return had === undefined || value(had) !== value(t);
  });
  const removed = [...held.entries()].filter(([k]) => !incomingKeys.has(k)).map(([, t]) => t);
  return { added, removed };
}
