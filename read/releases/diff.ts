import type { Queryable } from '../../platform/db.ts';
import { pageBounds, type PageArgs } from '../../projections/catalog/page.ts';
import type { DiffEntry, ReleaseDiff } from './shapes.ts';

export const DIFF_FILTERS = ['added', 'removed', 'changed', 'retitled', 'moved'] as const;
export type DiffFilter = (typeof DIFF_FILTERS)[number];

/**
 * What changed in a system between two of its releases (log positions `from` and `to`): each code's
 * history rows in between, netted (added then removed is nothing; a code changed twice shows its
 * first and last state). From a later release to an earlier one the diff is the reverse. When a
 * row predates the recorded before-values, "retitled"/"moved" fall back to the changed fields.
 */
export async function diffReleases(
  db: Queryable,
  system: string,
  from: number,
  to: number,
  opts: PageArgs & { change?: DiffFilter } = {},
): Promise<ReleaseDiff> {
  const { limit, offset } = pageBounds(opts);
  const reverse = from > to;
  const { rows } = await db.query(
    `WITH r AS (
       SELECT h.*, row_number() OVER (PARTITION BY code ORDER BY position) AS fi,
              row_number() OVER (PARTITION BY code ORDER BY position DESC) AS li
         FROM node_history h WHERE system = $1 AND position > $2::bigint AND position <= $3::bigint
     ), per AS (
       SELECT code,
              bool_or(fi = 1 AND change <> 'added') AS existed, bool_or(li = 1 AND change <> 'removed') AS exists,
              max(CASE WHEN fi = 1 THEN CASE change WHEN 'changed' THEN previous_title WHEN 'removed' THEN title END END) AS t0,
              max(CASE WHEN li = 1 AND change <> 'removed' THEN title END) AS t1,
              max(CASE WHEN fi = 1 THEN CASE change WHEN 'changed' THEN previous_parent WHEN 'removed' THEN parent END END) AS p0,
              max(CASE WHEN li = 1 AND change <> 'removed' THEN parent END) AS p1,
              max(CASE WHEN fi = 1 THEN CASE change WHEN 'changed' THEN previous_description WHEN 'removed' THEN description END END) AS d0,
              max(CASE WHEN li = 1 AND change <> 'removed' THEN description END) AS d1,
              bool_or(change = 'changed' AND 'description' = ANY(fields)) AS dc,
              bool_or(change = 'changed' AND 'title' = ANY(fields)) AS tc,
              bool_or(change = 'changed' AND 'parent' = ANY(fields)) AS pc,
              coalesce(array_agg(DISTINCT f) FILTER (WHERE f IS NOT NULL), '{}') AS fields
         FROM r LEFT JOIN LATERAL unnest(r.fields) AS f ON true
        GROUP BY code
     ), net AS (
       SELECT code, fields, t0, t1, p0, p1, d0, d1, dc,
              CASE WHEN NOT existed AND exists THEN 'added' WHEN existed AND NOT exists THEN 'removed' END AS moved_in_out,
              existed AND exists AS changed,
              existed AND exists AND CASE WHEN t0 IS NULL THEN tc ELSE t0 IS DISTINCT FROM t1 END AS retitled,
              existed AND exists AND CASE WHEN t0 IS NULL THEN pc ELSE p0 IS DISTINCT FROM p1 END AS moved
         FROM per WHERE existed OR exists
     ), d AS (
       SELECT code, fields, retitled, moved, changed AND dc AS described,
              CASE WHEN $4 THEN d0 ELSE d1 END AS description, CASE WHEN $4 THEN d1 ELSE d0 END AS previous_description,
              CASE WHEN changed THEN 'changed' WHEN $4 THEN CASE moved_in_out WHEN 'added' THEN 'removed' ELSE 'added' END
                   ELSE moved_in_out END AS change,
              CASE WHEN $4 THEN t0 ELSE t1 END AS title, CASE WHEN $4 THEN t1 ELSE t0 END AS previous_title,
              CASE WHEN $4 THEN p0 ELSE p1 END AS parent, CASE WHEN $4 THEN p1 ELSE p0 END AS previous_parent
         FROM net
     ), totals AS (
       SELECT json_build_object('added', count(*) FILTER (WHERE change = 'added'),
                                'removed', count(*) FILTER (WHERE change = 'removed'),
                                'changed', count(*) FILTER (WHERE change = 'changed'),
                                'retitled', count(*) FILTER (WHERE retitled), 'moved', count(*) FILTER (WHERE moved),
                                'described', count(*) FILTER (WHERE described)) AS t
         FROM d
     ), picked AS (
       SELECT * FROM d WHERE CASE $5::text WHEN 'retitled' THEN retitled WHEN 'moved' THEN moved
                                           WHEN '' THEN true ELSE change = $5::text END
     )
     SELECT p.*, (SELECT t FROM totals) AS totals, (SELECT count(*)::int FROM picked) AS total
       FROM (SELECT 1) one LEFT JOIN LATERAL (SELECT * FROM picked ORDER BY code LIMIT $6 OFFSET $7) p ON true`,
    [system, Math.min(from, to), Math.max(from, to), reverse, opts.change ?? '', limit, offset],
  );
  const items = rows
    .filter((r) => r.code !== null)
    .map(({ totals: _t, total: _n, described, description, previous_description, ...r }) => {
      // what changed, field by field, before → after (a description predating migration 0130: named without values)
      const changes: DiffEntry['changes'] = [];
      if (r.retitled) changes.push({ field: 'title', before: r.previous_title, after: r.title });
      if (described) changes.push({ field: 'description', before: previous_description, after: description });
      if (r.moved) changes.push({ field: 'parent', before: r.previous_parent, after: r.parent });
      for (const f of r.fields as string[])
        if (!changes.some((c) => c.field === f) && !['title', 'parent', 'description'].includes(f))
          changes.push({ field: f, before: null, after: null });
      return { ...r, changes } as DiffEntry;
    });
  return {
    system,
    from: String(from),
    to: String(to),
    items,
    total: rows[0].total,
    limit,
    offset,
    totals: rows[0].totals,
  };
}
