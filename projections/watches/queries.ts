import type { Queryable } from '../../platform/db.ts';
import { dataKeyOf } from '../../commands/accounts/dataKeys.ts';
import { openSealed } from '../../commands/accounts/vault.ts';
import type { Sealed } from '../../commands/accounts/sealing.ts';
import type { Webhook } from '../../commands/watches/handlers.ts';
import type { Delivery, DeliveryPage, Watch, WatchPage } from './shapes.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * The account's watches, oldest first; `system` (and `code`) keep the ones of that system (or code),
 * `target` the ones of that kind (a system's own watch among its codes' ones).
 */
export async function listWatches(
  db: Queryable,
  accountId: string,
  q: { system?: string; code?: string; target?: string; limit: number; offset: number },
): Promise<WatchPage> {
  const { rows } = await db.query(
    `SELECT watch_id, target, system, code, other_system, webhook, created_at, count(*) OVER () AS total
       FROM watches
      WHERE account_id = $1
        AND ($2::text IS NULL OR system = $2 OR other_system = $2)
        AND ($3::text IS NULL OR code = $3)
        AND ($6::text IS NULL OR target = $6)
      ORDER BY created_at, watch_id LIMIT $4 OFFSET $5`,
    [accountId, q.system ?? null, q.code ?? null, q.limit, q.offset, q.target ?? null],
  );
  const key = rows.some((r) => r.webhook) ? await dataKeyOf(db, accountId) : undefined;
  const items: Watch[] = rows.map((r) => ({
    id: r.watch_id,
    target: r.target,
    system: r.system,
    code: r.code,
    other_system: r.other_system,
    webhook_url: r.webhook ? (openSealed<Webhook>(key, accountId, r.webhook as Sealed)?.url ?? null) : null,
    created_at: r.created_at.toISOString(),
  }));
  return { items, total: Number(rows[0]?.total ?? 0), limit: q.limit, offset: q.offset };
}

/** Whether the account has the watch. */
export async function ownsWatch(db: Queryable, accountId: string, watchId: string): Promise<boolean> {
  const { rowCount } = await db.query('SELECT 1 FROM watches WHERE watch_id = $1 AND account_id = $2', [
    watchId,
    accountId,
  ]);
  return rowCount === 1;
}

/** A watch's deliveries, newest first: each with its attempts (the delivery log). */
export async function listDeliveries(
  db: Queryable,
  accountId: string,
  watchId: string,
  q: { limit: number; offset: number },
): Promise<DeliveryPage> {
  const { rows } = await db.query(
    `SELECT id, position::text AS pos, changes, status, attempts, next_at, created_at, done_at, log,
            count(*) OVER () AS total
       FROM webhook_deliveries WHERE watch_id = $1 AND account_id = $2
      ORDER BY position DESC LIMIT $3 OFFSET $4`,
    [watchId, accountId, q.limit, q.offset],
  );
  const items: Delivery[] = rows.map((r) => ({
    id: r.id,
    status: r.status,
    changes: r.changes,
    since: `${BigInt(r.pos) - 1n}-999999999`,
    attempts: r.attempts,
    next_attempt_at: r.status === 'pending' ? iso(r.next_at) : null,
    created_at: r.created_at.toISOString(),
    done_at: iso(r.done_at),
    log: r.log,
  }));
  return { items, total: Number(rows[0]?.total ?? 0), limit: q.limit, offset: q.offset };
}
