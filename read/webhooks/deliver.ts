import type pg from 'pg';
import { dataKeyOf } from '../../commands/accounts/dataKeys.ts';
import { openSealed } from '../../commands/accounts/vault.ts';
import type { Sealed } from '../../commands/accounts/sealing.ts';
import type { Webhook } from '../../commands/watches/handlers.ts';
import { BODY_CHANGES, changesForWatch } from './feed.ts';
import { postWebhook, type AttemptResult } from './send.ts';

/** How long a sender holds a claimed delivery: a crashed sender's deliveries are claimed again after it. */
const LEASE_S = 60;

export interface DeliverOptions {
  allowPrivate: boolean;
  /** Pauses before the 2nd, 3rd, … attempt, in seconds; after the last, the delivery has failed. */
  retrySeconds: number[];
}

interface Claimed {
  id: string;
  watch_id: string;
  account_id: string;
  pos: string;
  changes: number;
  attempts: number;
}

/** Claims up to `n` due deliveries (their attempt counted), skipping those another sender holds. */
async function claim(pool: pg.Pool, n: number): Promise<Claimed[]> {
  const { rows } = await pool.query<Claimed>(
    `UPDATE webhook_deliveries d SET leased_until = now() + make_interval(secs => $2), attempts = d.attempts + 1
      WHERE d.id IN (SELECT id FROM webhook_deliveries
                      WHERE status = 'pending' AND next_at <= now() AND (leased_until IS NULL OR leased_until < now())
                      ORDER BY next_at LIMIT $1 FOR UPDATE SKIP LOCKED)
      RETURNING d.id, d.watch_id, d.account_id, d.position::text AS pos, d.changes, d.attempts`,
    [n, LEASE_S],
  );
  return rows;
}

/** The delivery's body: a Standard Webhooks payload (`type`, `timestamp`, `data`). */
async function bodyOf(pool: pg.Pool, d: Claimed, target: Record<string, unknown>): Promise<string> {
  const changes = await changesForWatch(pool, d.watch_id, d.pos);
  return JSON.stringify({
    type: 'catalog.changed',
    timestamp: changes[0]?.at ?? new Date().toISOString(),
    data: {
      watch_id: d.watch_id,
      watch: target,
      changes,
      total: d.changes,
      more: d.changes > BODY_CHANGES,
      since: `${BigInt(d.pos) - 1n}-999999999`,
    },
  });
}

async function record(pool: pg.Pool, d: Claimed, r: AttemptResult, opts: DeliverOptions): Promise<void> {
  const entry = { at: new Date().toISOString(), status: r.status, error: r.error, ms: r.ms };
  const pause = opts.retrySeconds[d.attempts - 1];
  const status = r.ok ? 'delivered' : pause === undefined ? 'failed' : 'pending';
  await pool.query(
    `UPDATE webhook_deliveries
        SET leased_until = NULL, log = log || $2::jsonb, status = $3,
            next_at = now() + make_interval(secs => $4), done_at = CASE WHEN $3 = 'pending' THEN NULL ELSE now() END
      WHERE id = $1`,
    [d.id, JSON.stringify([entry]), status, pause ?? 0],
  );
}

/** A delivery whose watch (or its account's key) is gone is dropped, never sent. */
async function drop(pool: pg.Pool, d: Claimed, why: string): Promise<void> {
  await pool.query(
    `UPDATE webhook_deliveries SET status = 'dropped', leased_until = NULL, done_at = now(),
            log = log || jsonb_build_array(jsonb_build_object('at', now(), 'status', null, 'error', $2::text, 'ms', 0))
      WHERE id = $1`,
    [d.id, why],
  );
}

/** Claims the due deliveries and sends each (up to `n` at once); returns how many were attempted. */
export async function deliverDue(pool: pg.Pool, opts: DeliverOptions, n = 10): Promise<number> {
  const claimed = await claim(pool, n);
  await Promise.all(
    claimed.map(async (d) => {
      const { rows } = await pool.query(
        'SELECT target, system, code, other_system, webhook FROM watches WHERE watch_id = $1',
        [d.watch_id],
      );
      if (!rows.length || !rows[0].webhook) return drop(pool, d, 'the watch was removed');
      const hook = openSealed<Webhook>(await dataKeyOf(pool, d.account_id), d.account_id, rows[0].webhook as Sealed);
      if (!hook) return drop(pool, d, 'the account was erased');
      const { webhook: _sealed, ...target } = rows[0];
      const body = await bodyOf(pool, d, target);
      const r = await postWebhook(hook.url, { id: d.id, secret: hook.secret, body }, opts);
      await record(pool, d, r, opts);
    }),
  );
  return claimed.length;
}
