import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';

/**
 * Runs `build` while holding the session advisory lock `key` on a connection of its own, so one
 * builder at a time runs per database; answers `{ state: 'busy' }` at once when another session holds
 * it (never waits). The lock is released after; a connection that could not release it (PostgreSQL
 * restarted, the session was terminated) released the lock with itself and is destroyed rather than
 * returned to the pool. The background builders (stored translation answers, the classify model, the
 * downloads) all take their turn this way.
 */
export async function withBuildLock<T>(
  pool: pg.Pool,
  key: number,
  build: () => Promise<T>,
): Promise<T | { state: 'busy' }> {
  const lock = await pool.connect();
  let unlocked = true;
  try {
    const { rows } = await lock.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [key]);
    if (!rows[0].ok) return { state: 'busy' };
    try {
      return await build();
    } finally {
      unlocked = await lock.query('SELECT pg_advisory_unlock($1)', [key]).then(
        () => true,
        () => false,
      );
    }
  } finally {
    lock.release(!unlocked);
  }
}

/**
 * Calls `turn` every `idleMs` until `signal` aborts: how `serve` and `project` keep a derived store built
 * beside the projector. A turn that throws is reported to `failed` (not while aborting) and the next turn
 * tries again.
 */
export async function everyTurnUntilAborted(
  signal: AbortSignal,
  idleMs: number,
  turn: () => Promise<void>,
  failed: (err: Error) => void,
): Promise<void> {
  while (!signal.aborted) {
    try {
      await turn();
    } catch (err) {
      if (!signal.aborted) failed(err as Error);
    }
    await sleep(idleMs, undefined, { signal }).catch(() => {});
  }
}
