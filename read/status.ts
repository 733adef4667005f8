import type { Queryable } from '../platform/db.ts';
import type { EventStore } from '../commands/eventStore/port.ts';
import { listCheckpoints } from '../projections/runtime/checkpoints.ts';
import { allProjectionNames } from '../projections/registry.ts';
import { HEARTBEAT_MS, PROJECTOR_LOCK } from '../projections/runtime/runner.ts';

export interface ProjectionStatus {
  head: number;
  projections: { name: string; checkpoint: number; lag: number }[];
}

/** Checkpoint and lag (events behind the log's head) of every projection. */
export async function projectionStatus(db: Queryable, store: EventStore): Promise<ProjectionStatus> {
  const head = Number(await store.headPosition());
  const checkpoints = new Map((await listCheckpoints(db)).map((c) => [c.name, Number(c.position)]));
  const projections = allProjectionNames().map((name) => {
    const checkpoint = checkpoints.get(name) ?? 0;
    return { name, checkpoint, lag: Math.max(0, head - checkpoint) };
  });
  return { head, projections };
}

/** A heartbeat older than this: the lock holder is stopped or hung (it beats every HEARTBEAT_MS). */
export const HEARTBEAT_STALE_MS = 5 * HEARTBEAT_MS;

/**
 * Whether a projector runs: one holds its session advisory lock in this database (released when its
 * process dies or its connection drops) and its heartbeat is fresh (a process stopped with SIGSTOP or
 * hung keeps its session and lock: issue 33 row 8). `stalledForMs`: how old the beat of a lock holder
 * that stopped beating is.
 */
export async function projectorRunning(db: Queryable): Promise<{ running: boolean; stalledForMs?: number }> {
  const { rows } = await db.query(
    `SELECT EXISTS (SELECT 1 FROM pg_locks l JOIN pg_database d ON d.oid = l.database
              WHERE l.locktype = 'advisory' AND l.granted AND d.datname = current_database()
                AND l.classid = ($1::bigint >> 32)::oid AND l.objid = ($1::bigint & 4294967295)::oid
                AND l.objsubid = 1) AS locked,
            (SELECT (extract(epoch FROM clock_timestamp() - beat) * 1000)::bigint FROM projector_heartbeat WHERE id = 1) AS age_ms`,
    [String(PROJECTOR_LOCK)],
  );
  if (!rows[0].locked) return { running: false };
  const age = rows[0].age_ms === null ? Infinity : Number(rows[0].age_ms);
  return age <= HEARTBEAT_STALE_MS ? { running: true } : { running: false, stalledForMs: age };
}
