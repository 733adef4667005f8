import type pg from 'pg';
import type { EventStore } from '../commands/eventStore/port.ts';
import type { Config } from '../platform/config.ts';
import type { Queryable } from '../platform/db.ts';
import type { Redis } from '../platform/connections.ts';
import type { SearchIndex } from '../projections/search/port.ts';
import type { ReadRouter } from '../platform/readReplicas.ts';
import type { OfficialReferenceLoader } from '../read/quality/officialChecks.ts';
import type { RepairsLoader } from '../read/quality/crosswalkQuality.ts';
import type { FastifyBaseLogger } from 'fastify';
import { createAccountVault, type AccountVault } from '../commands/accounts/vault.ts';
import { createMailer, type Mailer } from './auth/mailer.ts';
import { createSearchIndex } from '../projections/search/createSearchIndex.ts';
import { primaryOnly } from '../platform/readReplicas.ts';

/** What the query API reads from: the projections' stores. Passed to buildApp, decorated as app.deps. */
export interface ApiDeps {
  config: Config;
  pool: pg.Pool; // the primary: writes, and reads that must see the caller's own writes (accounts, keys)
  reads?: ReadRouter; // public reads: the replicas of DATABASE_READ_URL (round robin), else the primary; default: `pool`
  searchPages?: Queryable; // search pages and classify: the same servers, connections planning generically (cli/readRouter.ts); default: `reads`
  store: EventStore; // for the health figure (log head) and auth commands only; never read for queries
  redis?: Redis; // key cache and rate-limit counters
  search?: SearchIndex; // search port; when absent, buildApp builds the one the config selects (and closes it)
  officialReference?: OfficialReferenceLoader; // the official files the quality audit compares with (absent: not compared)
  repairs?: RepairsLoader; // the repairs `ingest --official` applied (absent: none shown)
  embedded?: { problems(): string[] }; // serve's supervisor of the embedded servers: what is down and being restarted
}

/** ApiDeps with every adapter filled in: what routes read as app.deps. */
export type CompleteDeps = ApiDeps & {
  reads: ReadRouter;
  /**
   * Where classify runs (REST and batch): `searchPages`, else `reads`. Its segment look-up (one statement of
   * six parts, projections/classify/queries.ts `segmentSql`) planned per call cost PostgreSQL ~3 ms of planning
   * and a plan no better than the generic one (docs/measurements/history.md, "Classify: the look-up planned once per connection").
   */
  classifyReads: Queryable;
  search: SearchIndex;
  vault: AccountVault;
  mailer: Mailer;
};

/**
 * Builds the adapters the caller did not give (the read router, the search index the config selects, the
 * account vault, the mailer): once per app, so no route file builds one. A search index built here is the
 * caller's to close (buildApp closes it with the app).
 */
export function completeDeps(deps: ApiDeps, log: FastifyBaseLogger): CompleteDeps {
  const reads = deps.reads ?? primaryOnly(deps.pool);
  const search = deps.search ?? createSearchIndex({ config: deps.config, pool: reads, genericPages: deps.searchPages });
  const vault = createAccountVault(deps.pool, deps.config);
  const mailer = createMailer(deps.config, log);
  return { ...deps, reads, classifyReads: deps.searchPages ?? reads, search, vault, mailer };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The one place routes get their adapters from. */
    deps: CompleteDeps;
  }
}
