import type pg from 'pg';
import type { Config } from '../platform/config.ts';
import type { Redis } from '../platform/connections.ts';
import type { AnyProjection } from './redisProjection.ts';
import { createKeyCacheProjection } from './keyCache/projector.ts';
import { projections } from './registry.ts';
import { createSearchIndex, createSearchProjection } from './search/index.ts';

/**
 * Every projection a projector process runs: the PostgreSQL ones, plus those that need a
 * service connection (search index, Redis key cache) built from the open services.
 */
export function allProjections(services: { pool: pg.Pool; redis?: Redis; config: Config }): AnyProjection[] {
  const keyCache = services.redis ? [createKeyCacheProjection(services.redis, services.config.redisPrefix)] : [];
  return [...keyCache, ...projections, createSearchProjection(createSearchIndex(services))]; // the key cache first: revocations wait for no other read model
}
