import { randomBytes } from 'node:crypto';
import type { Test } from 'tap';
import type { FastifyInstance } from 'fastify';
import { loadConfig, type Config } from '../../platform/config.ts';
import type { Redis } from '../../platform/connections.ts';
import { createPgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import type { EventStore } from '../../commands/eventStore/port.ts';
import { createAccountVault, type AccountVault } from '../../commands/accounts/vault.ts';
import { ingestBundle } from '../../ingest/ingestBundle.ts';
import { createProjector } from '../../projections/runtime/runner.ts';
import { allProjections } from '../../projections/registry.ts';
import { buildHttpServer } from '../../cli/httpServer.ts';
import path from 'node:path';
import { SAMPLE, SHARED } from './paths.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { testRedisUrl } from './services.ts';
import { restoreRedis } from './template.ts';
import { deleteKeys } from './redisKeys.ts';
import { connectRedis } from '../../platform/redis/connectRedis.ts';

export { ROOT, SHARED, SAMPLE } from './paths.ts';

export interface TestStack {
  db: TestDatabase;
  store: EventStore;
  redis: Redis;
  config: Config;
  /** Account data keys and e-mail lookups on this database (commands/accounts/vault.ts). */
  vault: AccountVault;
  app: FastifyInstance;
  /** Runs the projector until the read models reach the log's head. */
  project(): Promise<void>;
}

/**
 * A fresh database and Redis key prefix, optionally the sample corpus ingested and projected (a
 * clone of the sample template database, see template.ts; with `official`, of the template that adds
 * the official files of ../shared/sources, as `taxonomy ingest <sample> --official`), and the API app
 * built on them (use app.inject). Everything is torn down with the test.
 */
export async function createTestStack(
  t: Test,
  opts: { ingestSample?: boolean; official?: boolean; env?: Record<string, string>; redisUrl?: string } = {},
): Promise<TestStack> {
  const config = loadConfig({
    // a shared, loaded test machine: a slow Redis reply must not open the breaker in tests that are not about it
    REDIS_COMMAND_TIMEOUT_MS: '2000',
    ...process.env,
    REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:`,
    ...opts.env,
  });
  // the sample comes from a template database (built once per code version) unless search runs on Meilisearch
  const sample = opts.ingestSample !== false;
  const fromTemplate = sample && !config.meiliUrl;
  const db = await createTestDatabase({ sample: fromTemplate, official: fromTemplate && opts.official });
  const redis: Redis = await connectRedis(opts.redisUrl ?? (await testRedisUrl()), {
    commandTimeoutMs: config.redisCommandTimeoutMs,
  });
  await restoreRedis(redis, config.redisPrefix, db.redis);
  const store = createPgEventStore(db.pool, db.url);
  const projections = allProjections({ pool: db.pool, redis, config });
  const projector = createProjector({ pool: db.pool, store, projections });
  const project = async () => {
    await projector.catchUpOrWait(60_000);
  };
  if (sample && !fromTemplate) {
    await ingestBundle(store, SAMPLE, {
      quiet: true,
      ...(opts.official ? { official: { dirs: [path.join(SHARED, 'sources')] } } : {}),
    });
    await project();
  }
  const app = await buildHttpServer({ config, pool: db.pool, store, redis });
  t.teardown(async () => {
    await app.close();
    await store.close();
    await deleteKeys(redis, `${config.redisPrefix}*`).catch(() => {}); // a test may have stopped its Redis
    await redis.quit().catch(() => {});
    await db.drop();
  });
  return { db, store, redis, config, vault: createAccountVault(db.pool, config), app, project };
}
