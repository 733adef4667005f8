import type { Queryable } from '../platform/db.ts';
import type { EventStore } from '../commands/eventStore/port.ts';
import { listCheckpoints } from './checkpoints.ts';
import { allProjectionNames } from './registry.ts';

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
