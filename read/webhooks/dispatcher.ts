import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { feedDeliveries } from './feed.ts';
import { deliverDue, type DeliverOptions } from './deliver.ts';

/** How often the dispatcher looks for new changes and due deliveries when idle. */
const POLL_MS = 1000;
/** Delivered, failed and dropped deliveries are kept this long (the delivery log), then deleted. */
const KEEP_DAYS = 30;

/**
 * Runs beside the projector (`serve`, `project`) until `signal`: turns new changes into deliveries
 * (feed.ts) and sends the due ones (deliver.ts), polling once a second. Several processes may run it:
 * the feed's cursor row and SKIP LOCKED claims keep each delivery with one sender at a time.
 */
export async function keepWebhooksDelivered(
  pool: pg.Pool,
  opts: DeliverOptions & { log: (m: string) => void; signal: AbortSignal },
): Promise<void> {
  let lastCleanup = 0;
  while (!opts.signal.aborted) {
    let busy = false;
    try {
      const made = await feedDeliveries(pool);
      const sent = await deliverDue(pool, opts);
      busy = sent > 0;
      if (made) opts.log(`webhooks: ${made} deliveries queued`);
      if (Date.now() - lastCleanup > 3_600_000) {
        lastCleanup = Date.now();
        await pool.query(
          `DELETE FROM webhook_deliveries WHERE status <> 'pending' AND done_at < now() - make_interval(days => $1)`,
          [KEEP_DAYS],
        );
      }
    } catch (err) {
      if (opts.signal.aborted) return;
      opts.log(`webhooks: ${(err as Error).message}`);
    }
    if (!busy) await sleep(POLL_MS, undefined, { signal: opts.signal }).catch(() => {});
  }
}
