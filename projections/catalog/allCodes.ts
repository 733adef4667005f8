import type { Queryable } from '../../platform/db.ts';

/** A system's codes in code order, one page at a time (the web app's sitemaps); the primary key serves it. */
export async function listSystemCodes(
  db: Queryable,
  system: string,
  offset: number,
  limit: number,
): Promise<{ code: string; title: string }[]> {
  const { rows } = await db.query(`SELECT code, title FROM nodes WHERE system = $1 ORDER BY code LIMIT $2 OFFSET $3`, [
    system,
    Math.max(0, Math.min(limit, 50_000)),
    Math.max(0, offset),
  ]);
  return rows;
}
