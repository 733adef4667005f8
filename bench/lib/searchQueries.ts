import { createPool } from '../../platform/db.ts';
import { shuffle } from './apiHarness.ts';

/**
 * Distinct two-word queries as people type them (bench:search, bench:scale): two neighbouring words (three
 * letters or more) of titles drawn at random from the whole corpus, lower-cased.
 */
export async function distinctQueries(url: string, n: number): Promise<string[]> {
  return shuffle(await drawQueries(url, n, null));
}

/**
 * The same kind of queries, drawn with a fixed seed (bench:search-answers): the same database gives the same
 * queries, so two checkouts' costs and pages compare query for query.
 */
export const seededQueries = (url: string, n: number): Promise<string[]> => drawQueries(url, n, 0.35);

async function drawQueries(url: string, n: number, seed: number | null): Promise<string[]> {
  const pool = createPool(url, 1);
  try {
    const c = await pool.connect();
    try {
      if (seed !== null) await c.query('SELECT setseed($1)', [seed]);
      // seeded: the titles in key order before random(), so the seed alone decides the draw
      const titles = seed === null ? 'nodes' : '(SELECT title FROM nodes ORDER BY system, code) n';
      const { rows } = await c.query<{ title: string }>(`SELECT title FROM ${titles} ORDER BY random() LIMIT $1`, [
        n * 3,
      ]);
      const out = new Set<string>();
      let k = 0;
      for (const { title } of rows) {
        const words = title.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
        if (words.length < 2) continue;
        const at = seed === null ? Math.floor(Math.random() * (words.length - 1)) : (k++ * 7919) % (words.length - 1);
        out.add(`${words[at]} ${words[at + 1]}`);
        if (out.size >= n) break;
      }
      return [...out];
    } finally {
      c.release();
    }
  } finally {
    await pool.end();
  }
}

/** The REST path of a search page of 20. */
export const searchPath = (q: string) => `/api/v1/search?q=${encodeURIComponent(q)}&limit=20`;
