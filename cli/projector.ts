import { createProjector, type ProjectorDeps } from '../projections/runtime/runner.ts';
import { allProjections } from '../projections/registry.ts';
import type { AnyProjection } from '../projections/runtime/redisProjection.ts';
import type { Services } from './services.ts';

/**
 * The projector over this process's services: every projection they can build (or `projections`), with the
 * configured batch sizes (PROJECTOR_BATCH_UNITS, PROJECTOR_BULK_THRESHOLD). `serve`, `project`, `ingest` and
 * `rebuild` all run it.
 */
export function projectorOf(
  services: Services,
  opts: Pick<ProjectorDeps, 'log' | 'onProgress'> & { projections?: AnyProjection[] },
): ReturnType<typeof createProjector> {
  return createProjector({
    pool: services.pool,
    store: services.store,
    ...services.config.projector,
    projections: opts.projections ?? allProjections(services),
    log: opts.log,
    onProgress: opts.onProgress,
  });
}
