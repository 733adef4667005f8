import type { Services } from '../platform/services.ts';
import type { Projection } from './projection.ts';
import { projections } from './registry.ts';

/**
 * Every projection a projector process runs: the PostgreSQL ones, plus those that need a
 * service connection (search index, Redis key cache) built from the open services.
 */
export function allProjections(_services: Pick<Services, 'pool' | 'redis' | 'config'>): Projection[] {
  return [...projections];
}
