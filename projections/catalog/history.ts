import type { Queryable } from '../../platform/db.ts';
import { pageBounds, type PageArgs } from './page.ts';
import type { History, HistoryEntry } from './nodeShapes.ts';

/**
 * What happened to a code in each ingestion, oldest first; null when the code never existed.
 * The catalog projection records no row for the codes of a system's first release (most of the
 * corpus): their 'added' entry is the first release itself, put in front here.
 */
export async function nodeHistory(
  db: Queryable,
  system: string,
  code: string,
  page: PageArgs = {},
): Promise<History | null> {
  const { limit, offset } = pageBounds(page);
  const { rows } = await db.query(
    `WITH h AS (
       SELECT position, release, ingestion_id, change, fields, title, at FROM node_history WHERE system = $1 AND code = $2
     ), cur AS (
       SELECT EXISTS (SELECT 1 FROM nodes n WHERE n.system = $1 AND n.code = $2) AS current
     ), first_release AS (
       SELECT r.position, r.release, r.ingestion_id, 'added'::text AS change, NULL::text[] AS fields,
              CASE WHEN EXISTS (SELECT 1 FROM h WHERE 'title' = ANY(h.fields)) THEN NULL
                   ELSE (SELECT n.title FROM nodes n WHERE n.system = $1 AND n.code = $2) END AS title, r.at
         FROM releases r WHERE r.system = $1 ORDER BY r.position LIMIT 1
     ), entries AS (
       SELECT * FROM h
       UNION ALL
       SELECT * FROM first_release
        WHERE CASE WHEN EXISTS (SELECT 1 FROM h) THEN (SELECT change FROM h ORDER BY position LIMIT 1) <> 'added'
                   ELSE (SELECT current FROM cur) END
     )
     SELECT position::float8 AS position, release, ingestion_id, change, fields, title,
            to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at, count(*) OVER ()::int AS total,
            (SELECT current FROM cur) AS current
       FROM entries ORDER BY position LIMIT $3 OFFSET $4`,
    [system, code, limit, offset],
  );
  if (rows.length) {
    const items = rows.map(({ total: _t, current: _c, ...r }) => r as HistoryEntry);
    return { system, code, current: rows[0].current, items, total: rows[0].total, limit, offset };
  }
  const c = await db.query<{ recorded: number; current: boolean }>(
    `SELECT (SELECT count(*) FROM node_history WHERE system = $1 AND code = $2)::int AS recorded,
            EXISTS (SELECT 1 FROM nodes WHERE system = $1 AND code = $2) AS current`,
    [system, code],
  );
  const { recorded, current } = c.rows[0];
  if (recorded === 0 && !current) return null;
  return { system, code, current, items: [], total: recorded + (current ? 1 : 0), limit, offset };
}
