import type { Queryable } from '../../platform/db.ts';
import type { Config } from '../../platform/config.ts';
import type { SearchIndex } from './port.ts';
import { createPgSearch } from './pgSearch.ts';
import { createMeiliSearch } from './meiliSearch.ts';
import { rebuildFlag } from '../runtime/checkpoints.ts';
import { SEARCH_PROJECTION } from './projector.ts';

/**
 * The search adapter the configuration selects: Meilisearch when MEILI_URL is set, else PostgreSQL
 * (its flat pages on `genericPages` when given: connections planning generically, pgSearch.ts).
 */
export function createSearchIndex(
  deps: {
    config: Pick<Config, 'meiliUrl' | 'meiliKey' | 'meiliSearchKey'>;
    pool: Queryable;
    genericPages?: Queryable;
  },
  opts: { indexPrefix?: string } = {},
): SearchIndex {
  if (!deps.config.meiliUrl) return createPgSearch(deps.pool, deps.genericPages);
  const flag = rebuildFlag(SEARCH_PROJECTION);
  return createMeiliSearch({
    url: deps.config.meiliUrl,
    apiKey: deps.config.meiliKey,
    searchKey: deps.config.meiliSearchKey,
    indexPrefix: opts.indexPrefix,
    marker: {
      set: (tx) => flag.set(tx as Queryable),
      isSet: () => flag.isSet(deps.pool),
      clear: () => flag.clear(deps.pool),
    },
    countrySystems: async (countries) =>
      (
        await deps.pool.query<{ system: string }>(
          'SELECT DISTINCT system FROM country_systems WHERE country = ANY($1)',
          [countries],
        )
      ).rows.map((r) => r.system),
  });
}
