import type pg from 'pg';
import type { Config } from '../../platform/config.ts';
import type { SearchIndex } from './port.ts';
import { createPgSearch } from './pgSearch.ts';
import { createMeiliSearch } from './meiliSearch.ts';

/** The search adapter the configuration selects: Meilisearch when MEILI_URL is set, else PostgreSQL. */
export function createSearchIndex(
  deps: { config: Pick<Config, 'meiliUrl' | 'meiliKey'>; pool: pg.Pool },
  opts: { indexPrefix?: string } = {},
): SearchIndex {
  if (!deps.config.meiliUrl) return createPgSearch(deps.pool);
  return createMeiliSearch({
    url: deps.config.meiliUrl,
    apiKey: deps.config.meiliKey,
    indexPrefix: opts.indexPrefix,
    countrySystems: async (countries) =>
      (
        await deps.pool.query<{ system: string }>(
          'SELECT DISTINCT system FROM country_systems WHERE country = ANY($1)',
          [countries],
        )
      ).rows.map((r) => r.system),
  });
}
