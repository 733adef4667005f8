import type pg from 'pg';
import type { EventStore } from '../../commands/eventStore/port.ts';
import type { AnyProjection } from '../../projections/runtime/redisProjection.ts';
import { createProjector } from '../../projections/runtime/runner.ts';

export interface CatchUpPhases {
  /** Seconds until the replay reached the log's head. */
  replay_s: number;
  /** Seconds after that: the set-aside indexes built, ANALYZE, each projection's settle. */
  indexes_s: number;
  /** Each projection's seconds in its handler (they commit side by side, so these overlap). */
  handler_s: Record<string, number>;
}

const r1 = (x: number) => Math.round(x * 10) / 10;

/**
 * A catch-up of `projections` with its phases (bench:ingest and bench:scale): seconds until the replay
 * reached the head, then the set-aside indexes (and ANALYZE, settle), and each projection's seconds in its
 * handler. Waits up to `timeoutMs` for another projector's lock.
 */
export async function timedCatchUp(deps: {
  pool: pg.Pool;
  store: EventStore;
  projections: AnyProjection[];
  log?: (m: string) => void;
  timeoutMs?: number;
}): Promise<{ seconds: number; phases: CatchUpPhases }> {
  const t0 = Date.now();
  const handled: Record<string, number> = {};
  const timed = deps.projections.map((p) => {
    const handle = p.handle as (...a: unknown[]) => unknown;
    return Object.assign(Object.create(p), {
      handle: async (...a: unknown[]) => {
        const t = Date.now();
        try {
          return await handle.apply(p, a);
        } finally {
          handled[p.name] = (handled[p.name] ?? 0) + (Date.now() - t) / 1000;
        }
      },
    });
  });
  let replayed = 0;
  const projector = createProjector({
    pool: deps.pool,
    store: deps.store,
    projections: timed,
    log: deps.log,
    onProgress: (p, h) => {
      if (p >= h) replayed = (Date.now() - t0) / 1000;
    },
  });
  await projector.catchUpOrWait(deps.timeoutMs ?? 4 * 3_600_000);
  const seconds = (Date.now() - t0) / 1000;
  return {
    seconds: r1(seconds),
    phases: {
      replay_s: r1(replayed),
      indexes_s: r1(seconds - replayed),
      handler_s: Object.fromEntries(Object.entries(handled).map(([k, v]) => [k, r1(v)])),
    },
  };
}
