import type { Queryable } from '../../platform/db.ts';
import { LIMITS } from '../vocabulary/limits.ts';
import { cursorOf, parseCursor, type ChangeKind } from './kinds.ts';
import type { Change, ChangePage } from './shapes.ts';

export interface ChangeQuery {
  /** A change's cursor (what came after it), `now` (nothing yet: the cursor of the latest change), or absent (from the start). */
  since?: string;
  limit?: number;
  /** Changes of this system (an edge or a crosswalk: either end). */
  system?: string;
  /** With `system`: changes of this code (an edge: either end). */
  code?: string;
  kind?: ChangeKind[];
}

/** The columns of a catalog_changes row (alias-free) that `toChange` reads. */
export const CHANGE_COLUMNS = `position::text AS pos, ordinal, kind, system, code, other_system, other_code, detail,
            to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at`;

/** A change as the feed (and a webhook's body) shows it, from a row selected with CHANGE_COLUMNS. */
export const toChange = (r: Record<string, any>): Change => ({
  cursor: cursorOf(r.pos, r.ordinal),
  kind: r.kind,
  at: r.at,
  system: r.system,
  code: r.code,
  target_system: r.other_system,
  target_code: r.other_code,
  ...r.detail,
});

/** The changes after `since`, oldest first, at most `limit`: the change feed's one read function (REST JSON and SSE). */
export async function listChanges(db: Queryable, q: ChangeQuery = {}): Promise<ChangePage> {
  const limit = Math.min(Math.max(q.limit ?? LIMITS.pageDefault, 1), LIMITS.pageMax);
  if (q.since === 'now') return { items: [], next_cursor: await latestCursor(db), has_more: false, limit };
  const from = q.since ? parseCursor(q.since) : { position: -1n, ordinal: 0 };
  const { rows } = await db.query(
    `SELECT ${CHANGE_COLUMNS}
       FROM catalog_changes
      WHERE (position, ordinal) > ($1::bigint, $2::int)
        AND ($3::text IS NULL OR system = $3 OR other_system = $3)
        AND ($4::text IS NULL OR (system = $3 AND code = $4) OR (other_system = $3 AND other_code = $4))
        AND ($5::text[] IS NULL OR kind = ANY($5::text[]))
      ORDER BY position, ordinal
      LIMIT $6`,
    [String(from.position), from.ordinal, q.system ?? null, q.code ?? null, q.kind?.length ? q.kind : null, limit + 1],
  );
  const items: Change[] = rows.slice(0, limit).map(toChange);
  const next = items.length ? items[items.length - 1].cursor : (q.since ?? cursorOf(0, 0));
  return { items, next_cursor: next, has_more: rows.length > limit, limit };
}

/** The cursor of the latest change ("0-0" when there is none). */
export async function latestCursor(db: Queryable): Promise<string> {
  const { rows } = await db.query(
    'SELECT position::text AS pos, ordinal FROM catalog_changes ORDER BY position DESC, ordinal DESC LIMIT 1',
  );
  return rows.length ? cursorOf(rows[0].pos, rows[0].ordinal) : cursorOf(0, 0);
}
