import type { Queryable } from '../../platform/db.ts';
import { pageBounds, type PageArgs } from './page.ts';
import type { History, HistoryEntry } from './nodeShapes.ts';

/**
 * What changed in a code since the system's first release, oldest first: codes added by a later
 * release, changed (which fields) or removed; null when the code never existed. The first release
 * itself is no event of the code (the ingest that loaded the system): it is `first_release`, the
 * release the code has been in since (null for a code a later release added, or one removed).
 * The catalog projection records no row for the codes of a system's first release.
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
     ), first_release AS (
       SELECT r.position, r.release, r.at FROM releases r WHERE r.system = $1 ORDER BY r.position LIMIT 1
     )
     SELECT EXISTS (SELECT 1 FROM nodes n WHERE n.system = $1 AND n.code = $2) AS current,
            (SELECT count(*)::int FROM h) AS total,
            (SELECT json_agg(json_build_object('position', x.position::float8, 'release', x.release, 'ingestion_id', x.ingestion_id,
                                               'change', x.change, 'fields', x.fields, 'title', x.title,
                                               'at', to_char(x.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')) ORDER BY x.position)
               FROM (SELECT * FROM h ORDER BY position LIMIT $3 OFFSET $4) x) AS items,
            -- in the data since the first release: not added by a later one, and there before any removal
            (SELECT json_build_object('id', f.position::text, 'release', f.release,
                                      'at', to_char(f.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
               FROM first_release f
              WHERE CASE WHEN EXISTS (SELECT 1 FROM h) THEN (SELECT change FROM h ORDER BY position LIMIT 1) <> 'added'
                         ELSE EXISTS (SELECT 1 FROM nodes n WHERE n.system = $1 AND n.code = $2) END) AS first_release`,
    [system, code, limit, offset],
  );
  const r = rows[0];
  if (!r.current && r.total === 0) return null;
  return {
    system,
    code,
    current: r.current,
    first_release: r.first_release,
    items: (r.items ?? []) as HistoryEntry[],
    total: r.total,
    limit,
    offset,
  };
}
