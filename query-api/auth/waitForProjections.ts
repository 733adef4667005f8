import type { Queryable } from '../../platform/db.ts';
import { ACCOUNTS_PROJECTION } from '../../projections/accounts/projector.ts';
import { KEY_CACHE_PROJECTION } from '../../projections/keyCache/keys.ts';

const NAMES = [ACCOUNTS_PROJECTION, KEY_CACHE_PROJECTION];

/**
 * Read-your-writes for the auth routes: waits until the accounts and key-cache projections have
 * applied `position` (so a new key works and a revoked one is refused when the response arrives).
 * Gives up quietly after `timeoutMs` (no projector running): the events are appended either way.
 */
export async function waitForProjections(
  db: Queryable,
  position: bigint,
  timeoutMs = 3000,
  names: string[] = NAMES,
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (let delay = 2; ; delay = Math.min(delay * 2, 25)) {
    const { rows } = await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM projection_checkpoints WHERE name = ANY($1) AND position >= $2',
      [names, String(position)],
    );
    if (Number(rows[0].n) === names.length) return true;
    if (Date.now() + delay > deadline) return false;
    await new Promise((r) => setTimeout(r, delay));
  }
}
