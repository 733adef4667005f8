import { createPool } from '../../platform/db.ts';
import { shuffle } from './apiHarness.ts';

/**
 * Distinct two-word queries as people type them (bench:search, bench:scale): two neighbouring words (three
 * letters or more) of titles drawn at random from the whole corpus, lower-cased.
 */
export async function distinctQueries(url: string, n: number): Promise<string[]> {
  const pool = createPool(url, 2);
  try {
    const { rows } = await pool.query<{ title: string }>(`SELECT title FROM nodes ORDER BY random() LIMIT $1`, [n * 3]);
    const out = new Set<string>();
    for (const { title } of rows) {
      const words = title.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
      if (words.length < 2) continue;
      const at = Math.floor(Math.random() * (words.length - 1));
      out.add(`${words[at]} ${words[at + 1]}`);
      if (out.size >= n) break;
    }
    return shuffle([...out]);
  } finally {
    await pool.end();
  }
}

/** The REST path of a search page of 20. */
export const searchPath = (q: string) => `/api/v1/search?q=${encodeURIComponent(q)}&limit=20`;
