import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Every setting the service reads, with its default. The README's configuration table lists the same. */
export interface Config {
  dataDir: string;
  port: number;
  host: string;
  databaseUrl?: string; // unset: embedded PostgreSQL in DATA_DIR/postgres
  databaseReadUrls: string[]; // read replicas for the API's reads (DATABASE_READ_URL, comma-separated); empty: the primary
  projectorDatabaseUrl?: string; // a session connection for the projector and commands when DATABASE_URL is a transaction pooler
  redisUrl?: string; // unset: a local redis-server started for DATA_DIR
  redisPrefix: string; // prefix of every Redis key (lets test suites share one Redis)
  redisCommandTimeoutMs: number; // longest a request waits for one Redis command before the Redis-down policy applies
  redisDownAfterMs: number; // after a command timed out, how long a PING may take before Redis counts as down (breaker opens)
  eventStoreUrl?: string; // set: EventStoreDB instead of the PostgreSQL event log
  meiliUrl?: string; // set: Meilisearch instead of PostgreSQL full-text search
  meiliKey?: string; // master key: settings, documents, index swaps
  meiliSearchKey?: string; // the key queries use; unset: a search-only key created with the master key
  smtpUrl?: string;
  jwtSecret?: string;
  emailHmacSecret?: string; // e-mail lookups (commands/accounts/emailLookup.ts); unset: DATA_DIR/email-hmac-secret
  sourcesDir: string;
  trustProxy?: string;
  publicUrl?: string;
  rates: {
    anon: number;
    /** CORS preflights (OPTIONS) and the health probes, per client address (query-api/plugins/probeLimit.ts). */
    probes: number;
    free: number;
    pro: number;
    proDaily: number;
    enterprise: number;
    windowMs: number;
    dailyWindowMs: number;
  };
  db: {
    apiPoolSize: number; // connections of the API's pool (serve)
    projectorPoolSize: number; // connections of the projector's own pool (serve, project)
    apiStatementTimeoutMs: number; // longest an API query may run (or wait for a lock): then 503
    replicaMaxLagMs: number; // a read replica further behind than this gets no reads (and /health says degraded)
  };
  responseCacheMb: number; // the response cache's budget, MB of UTF-8 bodies (0: no cache)
  heapGrowingPercent: number; // serve: V8 heap growth past live data before a full GC, in % (0: V8's own)
  healthMaxLag: number; // events the slowest projection may be behind before /health says degraded
  logLevel: string;
  metricsToken?: string; // set: GET /metrics with this Bearer token; unset: no metrics
  webhooks: {
    allowPrivate: boolean; // WEBHOOK_ALLOW_PRIVATE: webhooks may reach loopback, private and link-local addresses
    retrySeconds: number[]; // pauses before each retry of a failed delivery (WEBHOOK_RETRY_SECONDS)
  };
  /** The projector's batch sizes (projections/runtime/runner.ts); unset: its defaults. Fault tests shrink them. */
  projector: {
    batchUnits?: number; // PROJECTOR_BATCH_UNITS: nodes/edges per transaction before a batch may end
    bulkThreshold?: number; // PROJECTOR_BULK_THRESHOLD: events behind the head from which indexes are deferred
  };
  classifyHoldout: boolean; // CLASSIFY_HOLDOUT=bench: the classify projection leaves the benchmark's held-out fold out
}

/** A positive number, or undefined when unset (the consumer's default applies). */
const positive = (v: string | undefined) => (v ? int(v, 0) || undefined : undefined);

const int = (v: string | undefined, d: number) => {
  const n = v === undefined || v === '' ? d : Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`expected a non-negative number, got '${v}'`);
  return n;
};

/** The checkout (or installed package) this code runs from. */
const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * DATA_DIR when unset, independent of the current directory: `.data` inside the checkout when the code
 * runs from one, a per-user directory (XDG_DATA_HOME, else ~/.local/share) when installed as a package.
 */
export function defaultDataDir(env: NodeJS.ProcessEnv = process.env, root = PACKAGE_ROOT): string {
  if (!root.split(path.sep).includes('node_modules')) return path.join(root, '.data');
  return path.join(env.XDG_DATA_HOME || path.join(env.HOME || os.homedir(), '.local/share'), 'taxonomy');
}

/** CLASSIFY_HOLDOUT=bench, alone: the classify projection asks it for every node of a replay, where loadConfig() is too dear. */
export const classifyHoldout = (env: NodeJS.ProcessEnv = process.env): boolean => env.CLASSIFY_HOLDOUT === 'bench';

/** DEBUG: a failed command prints its stack too (cli/dispatch.ts, before any configuration is loaded). */
export const debugErrors = (env: NodeJS.ProcessEnv = process.env): boolean => Boolean(env.DEBUG);

/** Whether a terminal may be redrawn with escape codes (progress.ts): not in CI, nor with NO_COLOR or TERM=dumb. */
export const redrawableTerminal = (env: NodeJS.ProcessEnv = process.env): boolean =>
  !env.CI && !env.NO_COLOR && env.TERM !== 'dumb';

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || defaultDataDir(env));
  return {
    dataDir,
    port: int(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    databaseReadUrls: (env.DATABASE_READ_URL ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
    projectorDatabaseUrl: env.PROJECTOR_DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'taxonomy:',
    redisCommandTimeoutMs: int(env.REDIS_COMMAND_TIMEOUT_MS, 100),
    redisDownAfterMs: int(env.REDIS_DOWN_AFTER_MS, 500),
    eventStoreUrl: env.EVENTSTORE_URL || undefined,
    meiliUrl: env.MEILI_URL || undefined,
    meiliKey: env.MEILI_MASTER_KEY || env.MEILI_KEY || undefined,
    meiliSearchKey: env.MEILI_SEARCH_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    emailHmacSecret: env.EMAIL_HMAC_SECRET || undefined,
    sourcesDir: path.resolve(env.SOURCES_DIR || path.join(dataDir, 'sources')),
    trustProxy: env.TRUST_PROXY || undefined,
    publicUrl: env.PUBLIC_URL || undefined,
    rates: {
      anon: int(env.ANON_RATE_LIMIT_PER_MINUTE, 30),
      probes: int(env.PROBE_RATE_LIMIT_PER_MINUTE, 600),
      free: int(env.FREE_RATE_LIMIT_PER_MINUTE, 1000),
      pro: int(env.PRO_RATE_LIMIT_PER_MINUTE, 5000),
      proDaily: int(env.PRO_DAILY_LIMIT, 100_000),
      enterprise: int(env.ENTERPRISE_RATE_LIMIT_PER_MINUTE, 50_000),
      windowMs: int(env.RATE_LIMIT_WINDOW_MS, 60_000),
      dailyWindowMs: int(env.DAILY_LIMIT_WINDOW_MS, 86_400_000),
    },
    db: {
      apiPoolSize: Math.max(1, int(env.DB_POOL_API, 10)),
      // two at least: the projector's lock holds a session while its transactions need another
      projectorPoolSize: Math.max(2, int(env.DB_POOL_PROJECTOR, 16)),
      apiStatementTimeoutMs: int(env.API_STATEMENT_TIMEOUT_MS, 5000),
      replicaMaxLagMs: int(env.REPLICA_MAX_LAG_MS, 5000),
    },
    responseCacheMb: int(env.RESPONSE_CACHE_MB, 32),
    heapGrowingPercent: int(env.HEAP_GROWING_PERCENT, 150),
    healthMaxLag: int(env.HEALTH_MAX_LAG, 10_000),
    logLevel: env.LOG_LEVEL || 'info',
    metricsToken: env.METRICS_TOKEN || undefined,
    webhooks: {
      allowPrivate: /^(1|true|yes)$/i.test(env.WEBHOOK_ALLOW_PRIVATE ?? ''),
      // the Standard Webhooks schedule: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h
      retrySeconds: (env.WEBHOOK_RETRY_SECONDS || '5,300,1800,7200,18000,36000,36000')
        .split(',')
        .map((v) => int(v.trim(), 0)),
    },
    projector: {
      batchUnits: positive(env.PROJECTOR_BATCH_UNITS),
      bulkThreshold: positive(env.PROJECTOR_BULK_THRESHOLD),
    },
    classifyHoldout: classifyHoldout(env),
  };
}
