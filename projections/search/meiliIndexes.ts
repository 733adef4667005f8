import type { Meilisearch } from 'meilisearch';

/**
 * The Meilisearch indexes of one deployment and their rebuild: a rebuild fills `{prefix}nodes_next` and
 * `{prefix}systems_next` while queries keep the live indexes; when the replay has caught up the pairs are
 * swapped (`swapIndexes`, one atomic task) and the old documents, now under the `_next` names, deleted.
 * Whether a rebuild is under way is recorded by `RebuildMarker` (a PostgreSQL row written in the same
 * transaction as the projection's checkpoint reset), so a restarted projector continues into `_next`.
 */
export interface RebuildMarker {
  set(tx: unknown): Promise<void>;
  isSet(): Promise<boolean>;
  clear(): Promise<void>;
}

/** An in-process marker (tests, and callers without PostgreSQL). */
export function memoryMarker(): RebuildMarker {
  let on = false;
  return {
    set: async () => void (on = true),
    isSet: async () => on,
    clear: async () => void (on = false),
  };
}

export const indexNames = (prefix: string) => ({
  live: { nodes: `${prefix}nodes`, systems: `${prefix}systems` },
  next: { nodes: `${prefix}nodes_next`, systems: `${prefix}systems_next` },
});

const WAIT = { timeout: 600_000, interval: 100 };

async function settle(p: {
  waitTask(o: typeof WAIT): Promise<{ status: string; uid: number; error?: { message: string } | null }>;
}) {
  const done = await p.waitTask(WAIT);
  if (done.status !== 'succeeded')
    throw new Error(`meilisearch task ${done.uid} ${done.status}: ${done.error?.message ?? ''}`);
}

/** Deletes the index if it exists (a missing index is fine). */
export async function dropIndex(admin: Meilisearch, uid: string): Promise<void> {
  const done = await admin.deleteIndex(uid).waitTask(WAIT);
  if (done.status !== 'succeeded' && done.error?.code !== 'index_not_found')
    throw new Error(`meilisearch: deleting ${uid}: ${done.error?.message ?? done.status}`);
}

/** Swaps the rebuilt indexes in (one task: readers see the old pair or the new pair), then drops the old documents. */
export async function swapIn(admin: Meilisearch, prefix: string): Promise<void> {
  const { live, next } = indexNames(prefix);
  for (const uid of [live.nodes, live.systems])
    // swapping needs both sides to exist
    await admin.createIndex(uid, { primaryKey: 'id' }).waitTask(WAIT);
  await settle(
    admin.swapIndexes([
      { indexes: [live.nodes, next.nodes], rename: false },
      { indexes: [live.systems, next.systems], rename: false },
    ]),
  );
  await dropIndex(admin, next.nodes);
  await dropIndex(admin, next.systems);
}

/**
 * The key queries use: MEILI_SEARCH_KEY when given, else a search-only key for this deployment's
 * indexes, found or created with the master key (never the master key itself).
 */
export async function searchKey(admin: Meilisearch, prefix: string, given?: string): Promise<string> {
  if (given) return given;
  const name = `taxonomy search (${prefix}*)`;
  const { results } = await admin.getKeys({ limit: 1000 });
  const found = results.find((k) => k.name === name && k.actions.length === 1 && k.actions[0] === 'search');
  if (found) return found.key;
  const created = await admin.createKey({
    name,
    description: 'search-only key of the taxonomy service (created with the master key)',
    actions: ['search'],
    indexes: [`${prefix}*`],
    expiresAt: null,
  });
  return created.key;
}
