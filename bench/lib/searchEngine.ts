import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Queryable } from '../../platform/db.ts';
import type { SearchIndex } from '../../projections/search/port.ts';
import type { CodeSearch } from '../../projections/search/searchWithContext.ts';
import type { SearchPage } from '../../projections/search/shapes.ts';

/** The search code the search benches run: this checkout's, or another's (`--engine <checkout>`, e.g. a `git archive`). */
export interface Engine {
  createPgSearch(pool: Queryable, genericPages?: Queryable): SearchIndex;
  searchCodes(db: Queryable, index: SearchIndex, s: CodeSearch): Promise<SearchPage>;
  searchCodesGrouped(db: Queryable, index: SearchIndex, s: CodeSearch & { perGroup: number }): Promise<unknown>;
}

export async function loadEngine(root: string | undefined): Promise<Engine> {
  const base = root ? pathToFileURL(path.resolve(root)).href : new URL('../..', import.meta.url).href;
  const [search, context] = await Promise.all([
    import(`${base}/projections/search/pgSearch.ts`),
    import(`${base}/projections/search/searchWithContext.ts`),
  ]);
  return {
    createPgSearch: search.createPgSearch,
    searchCodes: context.searchCodes,
    searchCodesGrouped: context.searchCodesGrouped,
  };
}

/** CPU time of a PostgreSQL backend so far, in ms (the first field of schedstat: nanoseconds on a CPU). */
export const backendCpuMs = (pid: number) => Number(readFileSync(`/proc/${pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;

/** A flat search's page statement, by its shape (pgPageSql.ts), and whether it is the widened one. */
export const isPageStatement = (text: string) => text.startsWith('WITH code_hits');
export const isWidenedPage = (text: string) => text.includes('AS seen');
