import type pg from 'pg';
import type { Queryable } from '../../platform/db.ts';

/** One search page statement a test saw: whether it was the widened one, and its rows. */
export interface PageStatement {
  widened: boolean;
  rows: { system: string | null; text_total?: number; and_total?: number }[];
}

/**
 * A pool over `pool` that records each search page statement it runs (the AND statement, the widened one), in order,
 * with its rows: what the search tests read to tell which statements a query sent.
 */
export function recordingPages(pool: pg.Pool): { pool: Queryable; pages: PageStatement[] } {
  const pages: PageStatement[] = [];
  const recorder = {
    query: async (...a: unknown[]) => {
      const r = (await (pool.query as (...x: unknown[]) => Promise<pg.QueryResult>)(...a)) as pg.QueryResult;
      const c = a[0] as string | { text: string };
      const text = typeof c === 'string' ? c : c.text;
      if (text.startsWith('WITH code_hits')) pages.push({ widened: text.includes('AS seen'), rows: r.rows });
      return r;
    },
  } as unknown as Queryable;
  return { pool: recorder, pages };
}
