import type { InputOf, OutputOf, TaxonomyClient } from './client.ts';

/** One change of the catalog feed (GET /api/v1/changes): a release imported, a code retitled, an edge added, ... */
export type Change = OutputOf<'listChanges'>['items'][number];

/**
 * Every change after `since` (all of them without it), oldest first, page by page until the feed is caught
 * up; keep the last change's `cursor` and pass it as `since` next time. Filters as listChanges takes them.
 */
export async function* readChanges(
  client: TaxonomyClient,
  query: InputOf<'listChanges'> = {},
  init?: RequestInit,
): AsyncGenerator<Change> {
  let since = query.since;
  for (;;) {
    const page = await client.listChanges({ ...query, since }, init);
    yield* page.items;
    if (!page.has_more || page.next_cursor === since) return;
    since = page.next_cursor;
  }
}
