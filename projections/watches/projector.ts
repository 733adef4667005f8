import type { Projection } from '../runtime/projection.ts';

export const WATCHES_PROJECTION = 'watches';

/**
 * Watch lists (the watch-{account} streams): one row per watch, with the position of its WatchAdded
 * (the watch sees the changes after it). An erased account's watches go with it.
 */
export const watchesProjection: Projection<'WatchAdded' | 'WatchRemoved' | 'AccountErased'> = {
  name: WATCHES_PROJECTION,
  version: 1,
  tables: ['watches'],
  handles: new Set(['WatchAdded', 'WatchRemoved', 'AccountErased']),
  async reset(tx) {
    await tx.query('TRUNCATE watches');
  },
  async handle(events, tx) {
    for (const e of events) {
      const account = e.stream.slice(e.stream.indexOf('-') + 1);
      switch (e.type) {
        case 'WatchAdded': {
          const t = e.data.target;
          const [system, other] = t.kind === 'pair' ? [...t.systems].sort() : [t.system, null];
          await tx.query(
            `INSERT INTO watches (watch_id, account_id, position, target, system, code, other_system, webhook, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (watch_id) DO NOTHING`,
            [
              e.data.watchId,
              account,
              String(e.position),
              t.kind,
              system,
              t.kind === 'code' ? t.code : null,
              other,
              e.data.webhook ? JSON.stringify(e.data.webhook) : null,
              e.created,
            ],
          );
          break;
        }
        case 'WatchRemoved':
          await tx.query('DELETE FROM watches WHERE watch_id = $1', [e.data.watchId]);
          break;
        case 'AccountErased':
          await tx.query('DELETE FROM watches WHERE account_id = $1', [account]);
          break;
      }
    }
  },
};
