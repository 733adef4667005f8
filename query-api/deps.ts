import type pg from 'pg';
import type { EventStore } from '../commands/eventStore/port.ts';
import type { Config } from '../platform/config.ts';
import type { Redis } from '../platform/connections.ts';
import type { SearchIndex } from '../projections/search/port.ts';

/** What the query API reads from: the projections' stores. Passed to buildApp, decorated as app.deps. */
export interface ApiDeps {
  config: Config;
  pool: pg.Pool; // PostgreSQL read models
  store: EventStore; // for the health figure (log head) and auth commands only; never read for queries
  redis?: Redis; // key cache and rate-limit counters
  search?: SearchIndex; // search port; when absent, GET /search builds the one the config selects
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: ApiDeps;
  }
}
