import type pg from 'pg';
import { withTransaction, type Queryable } from '../../platform/db.ts';
import { CHANGE_COLUMNS, toChange } from '../../projections/changes/queries.ts';
import type { Change } from '../../projections/changes/shapes.ts';

/** Whether change `c` concerns watch `w` (SQL over catalog_changes c and watches w). */
export const WATCH_SEES_CHANGE = `(
     (w.target = 'system' AND w.system IN (c.system, c.other_system))
  OR (w.target = 'code' AND ((w.system = c.system AND w.code = c.code) OR (w.system = c.other_system AND w.code = c.other_code)))
  OR (w.target = 'pair' AND ((w.system = c.system AND w.other_system = c.other_system)
                          OR (w.system = c.other_system AND w.other_system = c.system))))`;

/** Changes read per feed step, at least (an event's changes are never split across steps). */
const STEP_CHANGES = 5000;

/**
 * One step of the delivery outbox's feed: the changes after `webhook_feed`'s cursor (whole events, about
 * STEP_CHANGES of them) become one pending delivery per (watch with a webhook, event), for the watches
 * added before the change; the cursor moves past them in the same transaction. A crash repeats nothing
 * and loses nothing; the change feed's cursors survive rebuilds, so a rebuild repeats nothing either.
 * Returns the deliveries made.
 */
export async function feedDeliveries(pool: pg.Pool): Promise<number> {
  return withTransaction(pool, async (tx) => {
    const { rows: cur } = await tx.query<{ pos: string; ordinal: number }>(
      'SELECT position::text AS pos, ordinal FROM webhook_feed WHERE id = 1 FOR UPDATE',
    );
    const from = [cur[0].pos, cur[0].ordinal];
    const { rows: bound } = await tx.query<{ pos: string }>(
      `SELECT position::text AS pos FROM catalog_changes WHERE (position, ordinal) > ($1::bigint, $2::int)
        ORDER BY position, ordinal OFFSET $3 LIMIT 1`,
      [...from, STEP_CHANGES - 1],
    );
    const { rows: last } = await tx.query<{ pos: string; ordinal: number }>(
      `SELECT position::text AS pos, ordinal FROM catalog_changes
        WHERE (position, ordinal) > ($1::bigint, $2::int) AND ($3::bigint IS NULL OR position <= $3)
        ORDER BY position DESC, ordinal DESC LIMIT 1`,
      [...from, bound[0]?.pos ?? null],
    );
    if (!last.length) return 0;
    const to = [last[0].pos, last[0].ordinal];
    const { rowCount } = await tx.query(
      `INSERT INTO webhook_deliveries (id, watch_id, account_id, position, changes)
       SELECT 'msg_' || w.watch_id || '_' || c.position, w.watch_id, w.account_id, c.position, count(*)
         FROM catalog_changes c
         JOIN watches w ON w.webhook IS NOT NULL AND c.position > w.position AND ${WATCH_SEES_CHANGE}
        WHERE (c.position, c.ordinal) > ($1::bigint, $2::int) AND (c.position, c.ordinal) <= ($3::bigint, $4::int)
        GROUP BY w.watch_id, w.account_id, c.position
       ON CONFLICT (watch_id, position) DO NOTHING`,
      [...from, ...to],
    );
    await tx.query('UPDATE webhook_feed SET position = $1, ordinal = $2 WHERE id = 1', to);
    return rowCount ?? 0;
  });
}

/** Changes one delivery's body lists; the rest are read from the feed (`since`). */
export const BODY_CHANGES = 100;

/** The changes of the event at `position` that the watch sees, in order, at most BODY_CHANGES. */
export async function changesForWatch(db: Queryable, watchId: string, position: string): Promise<Change[]> {
  const { rows } = await db.query(
    `SELECT ${CHANGE_COLUMNS} FROM catalog_changes c
      WHERE c.position = $2 AND EXISTS (SELECT 1 FROM watches w WHERE w.watch_id = $1 AND ${WATCH_SEES_CHANGE})
      ORDER BY c.ordinal LIMIT $3`,
    [watchId, position, BODY_CHANGES],
  );
  return rows.map(toChange);
}
