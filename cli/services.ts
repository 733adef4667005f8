import type pg from 'pg';
import type { Config } from '../platform/config.ts';
import { openDatabase, openRedis, type Redis } from '../platform/connections.ts';
import { embeddedPostgresExists } from '../platform/embeddedPostgres.ts';
import type { EventStore } from '../commands/eventStore/port.ts';
import { createPgEventStore } from '../commands/eventStore/pgEventStore.ts';
import { isTransactionPoolerUrl, SessionConnectionRequired } from '../platform/sessionConnection.ts';

/** The connections one process needs. Created once by the CLI, closed in reverse order. */
export interface Services {
  config: Config;
  databaseUrl: string;
  pool: pg.Pool;
  store: EventStore;
  redis?: Redis;
  redisUrl?: string;
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL (embedded unless DATABASE_URL; PROJECTOR_DATABASE_URL wins for this pool), the event
 * store the configuration selects, and Redis when asked. Unless `session: false` (an API-only instance),
 * the pool must be a session connection: a URL flagged `pgbouncer=true` is refused with the fix.
 */
export async function openServices(
  config: Config,
  opts: { redis?: boolean; readOnly?: boolean; session?: boolean; log?: (m: string) => void } = {},
): Promise<Services> {
  const log = opts.log ?? (() => {});
  const sessionUrl = config.projectorDatabaseUrl ?? config.databaseUrl;
  if (opts.session !== false && sessionUrl && isTransactionPoolerUrl(sessionUrl))
    throw new SessionConnectionRequired(
      `${config.projectorDatabaseUrl ? 'PROJECTOR_DATABASE_URL' : 'DATABASE_URL'} is marked as a transaction-mode pooler (pgbouncer=true)`,
    );
  if (opts.readOnly && !config.databaseUrl && !embeddedPostgresExists(config.dataDir)) throw new NoDataError(config);
  const { url, pool } = await openDatabase(config, log);
  // the KurrentDB client (gRPC, protobuf) is loaded only when it is the event store (~30 MB of RSS)
  const store = config.eventStoreUrl
    ? (await import('../commands/eventStore/esdbEventStore.ts')).createEsdbEventStore(config.eventStoreUrl)
    : createPgEventStore(pool, url);
  let redis: Redis | undefined;
  let redisUrl: string | undefined;
  if (opts.redis) ({ client: redis, url: redisUrl } = await openRedis(config, log));
  return {
    config,
    databaseUrl: url,
    pool,
    store,
    redis,
    redisUrl,
    async close() {
      await store.close().catch(() => {});
      if (redis?.isOpen) await redis.quit().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}

/** A read-only command found no data where it looked: says where, and how to get some. */
export class NoDataError extends Error {
  constructor(config: Config) {
    super(
      `no data in DATA_DIR=${config.dataDir} (no embedded database there, and DATABASE_URL is unset); ` +
        'run `taxonomy ingest <bundle-dir>` first, or point DATA_DIR or DATABASE_URL at the data',
    );
    this.name = 'NoDataError';
  }
}
