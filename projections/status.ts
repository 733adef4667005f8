import type { Queryable } from '../platform/db.ts';
import type { EventStore } from '../commands/eventStore/port.ts';
import { listCheckpoints } from './checkpoints.ts';
import { allProjectionNames } from './registry.ts';
import { PROJECTOR_LOCK } from './runner.ts';

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

/**
 * The projector's heartbeat: a running projector holds its session advisory lock in this database
 * (released when its process dies or its connection drops).
 */
export async function projectorRunning(db: Queryable): Promise<boolean> {
  const { rows } = await db.query(
    `SELECT count(*) AS n FROM pg_locks l JOIN pg_database d ON d.oid = l.database
      WHERE l.locktype = 'advisory' AND l.granted AND d.datname = current_database()
        AND l.classid = ($1::bigint >> 32)::oid AND l.objid = ($1::bigint & 4294967295)::oid AND l.objsubid = 1`,
    [String(PROJECTOR_LOCK)],
  );
  return Number(rows[0].n) > 0;
}
