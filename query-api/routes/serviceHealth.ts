import type { ApiDeps } from '../deps.ts';
import { projectionStatus, projectorRunning, type ProjectionStatus } from '../../read/status.ts';
import { withTimeout } from '../../platform/withTimeout.ts';

export interface ServiceHealth extends ProjectionStatus {
  postgres: boolean;
  redis: boolean;
  projector: boolean;
  /** Why the service is degraded (lookups still answer): projector missing, projections behind, a read replica down or lagging. */
  reasons: string[];
}

const inFlight = new WeakMap<ApiDeps, Promise<ServiceHealth>>();

/**
 * One answer for /health and /health/ready: PostgreSQL and Redis answer (else unavailable), and the
 * projector runs and keeps up (else degraded: reads answer, but writes are not reflected yet).
 * Requests that arrive while an evaluation runs share it (a burst of probes costs one set of queries).
 */
export function serviceHealth(deps: ApiDeps): Promise<ServiceHealth> {
  let p = inFlight.get(deps);
  if (!p) {
    p = evaluate(deps).finally(() => inFlight.delete(deps));
    inFlight.set(deps, p);
  }
  return p;
}

async function evaluate(deps: ApiDeps): Promise<ServiceHealth> {
  const { pool, store, redis, config } = deps;
  let status: ProjectionStatus = { head: 0, projections: [] };
  let postgres = true,
    projector = false,
    stalledForMs: number | undefined;
  try {
    let beat;
    [status, beat] = await withTimeout(Promise.all([projectionStatus(pool, store), projectorRunning(pool)]), 2000);
    projector = beat.running;
    stalledForMs = beat.stalledForMs;
  } catch {
    postgres = false;
  }
  const redisOk = redis
    ? await withTimeout(redis.ping(), 1000).then(
        () => true,
        () => false,
      )
    : true;
  const reasons: string[] = [...(deps.embedded?.problems() ?? [])]; // an embedded server died: being restarted
  if (postgres && !projector)
    reasons.push(
      stalledForMs === undefined
        ? 'no projector is running (no projector heartbeat): new events are not applied'
        : `the projector holds its lock but its heartbeat stopped ${Number.isFinite(stalledForMs) ? `${Math.round(stalledForMs / 1000)} s ago` : 'long ago'} (the process is stopped or hung): new events are not applied`,
    );
  const behind = status.projections.filter((p) => p.lag > config.healthMaxLag);
  if (behind.length)
    reasons.push(
      `projections behind the log by more than ${config.healthMaxLag} events: ${behind.map((p) => `${p.name} (${p.lag})`).join(', ')}`,
    );
  for (const r of deps.reads?.replicas() ?? []) {
    if (!r.up) reasons.push(`read replica ${r.name} is down: reads go to the primary`);
    else if (!r.usable)
      reasons.push(
        `read replica ${r.name} lags ${Math.round(r.lagMs)} ms behind the primary (more than REPLICA_MAX_LAG_MS=${config.db.replicaMaxLagMs}): reads go to the primary`,
      );
  }
  return { ...status, postgres, redis: redisOk, projector, reasons };
}
