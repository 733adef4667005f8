import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Test } from 'tap';
import { connectRedis } from '../../../../platform/redis/connectRedis.ts';
import { deleteKeys } from '../../../helpers/redisKeys.ts';
import type { Redis } from '../../../../platform/connections.ts';
import { createPgEventStore } from '../../../../commands/eventStore/pgEventStore.ts';
import type { EventStore } from '../../../../commands/eventStore/port.ts';
import { loadConfig } from '../../../../platform/config.ts';
import { createProjector } from '../../../../projections/runtime/runner.ts';
import { allProjections } from '../../../../projections/registry.ts';
import { createTestDatabase, type TestDatabase } from '../../../helpers/database.ts';
import { testRedisUrl } from '../../../helpers/services.ts';
import { restoreRedis } from '../../../helpers/template.ts';

export const JWT_SECRET = 'fault-test-jwt-secret-0123456789abcdef012345';

export interface FaultStack {
  db: TestDatabase;
  store: EventStore;
  redis: Redis;
  redisUrl: string;
  prefix: string;
  dataDir: string;
  /** Environment for CLI processes on this database, Redis prefix and a private DATA_DIR. */
  env: Record<string, string>;
  /** Runs the projections in this process until they reach the head. */
  project(): Promise<void>;
  /** Empties every read model (what `rebuild` does first). */
  reset(): Promise<void>;
  /** min checkpoint over the projections, over the rebuilds in progress (if any), and the log head. */
  progress(): Promise<{ min: bigint; rebuilding?: bigint; head: bigint }>;
}

/**
 * A fresh database and Redis prefix for a fault test, with the sample corpus ingested and projected
 * when `sample` is set (a clone of the sample template); torn down with the test.
 */
export async function faultStack(
  t: Test,
  env: Record<string, string> = {},
  opts: { sample?: boolean } = {},
): Promise<FaultStack> {
  const db = await createTestDatabase({ sample: opts.sample });
  const store = createPgEventStore(db.pool, db.url);
  const redisUrl = await testRedisUrl();
  const redis: Redis = await connectRedis(redisUrl, { commandTimeoutMs: 2000 });
  const prefix = `test:faults:${randomBytes(4).toString('hex')}:`;
  await restoreRedis(redis, prefix, db.redis);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-faults-'));
  const fullEnv = {
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    DATA_DIR: dataDir,
    JWT_SECRET,
    ...env,
  };
  const config = loadConfig({ ...process.env, ...fullEnv });
  const projector = () =>
    createProjector({ pool: db.pool, store, projections: allProjections({ pool: db.pool, redis, config }) });
  t.teardown(async () => {
    await store.close();
    await deleteKeys(redis, `${prefix}*`).catch(() => {});
    await redis.quit().catch(() => {});
    await db.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    db,
    store,
    redis,
    redisUrl,
    prefix,
    dataDir,
    env: fullEnv,
    project: async () => {
      await projector().catchUpOrWait(120_000);
    },
    reset: () => projector().reset(),
    async progress() {
      const names = allProjections({ pool: db.pool, redis, config }).map((p) => p.name);
      const { rows } = await db.pool.query(
        `SELECT min(position) FILTER (WHERE name = ANY($1)) AS p, count(*) FILTER (WHERE name = ANY($1))::int AS n,
                min(position) FILTER (WHERE name LIKE '%@next') AS r
           FROM projection_checkpoints`,
        [names],
      );
      const min = rows[0].n === names.length ? BigInt(rows[0].p) : 0n;
      const rebuilding = rows[0].r === null ? undefined : BigInt(rows[0].r);
      return { min, rebuilding, head: await store.headPosition() };
    },
  };
}
