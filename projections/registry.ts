import type pg from 'pg';
import type { Config } from '../platform/config.ts';
import type { Redis } from '../platform/connections.ts';
import type { Projection } from './runtime/projection.ts';
import type { AnyProjection } from './runtime/redisProjection.ts';
import { catalogProjection } from './catalog/projector.ts';
import { equivalencesProjection } from './equivalences/projector.ts';
import { countriesProjection } from './countries/projector.ts';
import { classifyProjection } from './classify/projector.ts';
import { classifyAidsProjection } from './classify/aids.ts';
import { accountsProjection } from './accounts/projector.ts';
import { textsProjection } from './texts/projector.ts';
import { changesProjection } from './changes/projector.ts';
import { watchesProjection } from './watches/projector.ts';
import { createKeyCacheProjection } from './keyCache/projector.ts';
import { KEY_CACHE_PROJECTION } from './keyCache/keys.ts';
import { createSearchIndex, createSearchProjection, SEARCH_PROJECTION } from './search/index.ts';

/** What a projection built from the open services (a search index, the Redis key cache) needs. */
export interface ProjectionServices {
  pool: pg.Pool;
  redis?: Redis;
  config: Config;
}
/** A projection that needs service connections: its name now, the projection once services are open. */
interface Built {
  name: string;
  build(services: ProjectionServices): AnyProjection | undefined;
}
type Entry = Projection | Built;
const isBuilt = (e: Entry): e is Built => 'build' in e;

/** The one list of projections, in the order they are fed. Add a projection here and nowhere else. */
const entries: Entry[] = [
  // the key cache first: revocations wait for no other read model
  {
    name: KEY_CACHE_PROJECTION,
    build: (s) => (s.redis ? createKeyCacheProjection(s.redis, s.config.redisPrefix) : undefined),
  },
  catalogProjection,
  equivalencesProjection,
  countriesProjection,
  classifyProjection,
  classifyAidsProjection,
  textsProjection,
  accountsProjection,
  // before the change feed: a change's watches are in place when the webhook feed reads the change
  watchesProjection,
  changesProjection,
  { name: SEARCH_PROJECTION, build: (s) => createSearchProjection(createSearchIndex(s)) },
];

/** The PostgreSQL projections that need no services, in the order they are fed. */
export const projections: Projection[] = entries.filter((e): e is Projection => !isBuilt(e));

/** Names of every projection (status, health lag and `rebuild` report these). */
export const allProjectionNames = (): string[] => entries.map((e) => e.name);

/** Every projection a projector process runs, built from the open services (the key cache only with Redis). */
export function allProjections(services: ProjectionServices): AnyProjection[] {
  return entries.flatMap((e) => {
    if (!isBuilt(e)) return [e];
    const built = e.build(services);
    if (built && built.name !== e.name) throw new Error(`projection ${e.name} built as ${built.name}`);
    return built ? [built] : [];
  });
}
