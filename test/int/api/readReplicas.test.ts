import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import t from 'tap';
import { loadConfig } from '../../../platform/config.ts';
import { createPool } from '../../../platform/db.ts';
import { migrate } from '../../../platform/migrate.ts';
import { createReadRouter, type ReadRouter } from '../../../platform/readReplicas.ts';
import type { Redis } from '../../../platform/connections.ts';
import { connectRedis } from '../../../platform/redis/connectRedis.ts';
import { deleteKeys } from '../../helpers/redisKeys.ts';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { allProjections } from '../../../projections/registry.ts';
import { buildApp } from '../../../query-api/app.ts';
import { SAMPLE } from '../../helpers/paths.ts';
import { testRedisUrl } from '../../helpers/services.ts';
import { startReplicaPair } from '../../helpers/replicaPair.ts';
import { bearer, issueKey, register, uniqueEmail, JWT_SECRET } from '../auth/helpers.ts';

// A real streaming replica (deploy/local/pg-replica.sh): reads go to it, a lagging or stopped replica
// sends them back to the primary with /health degraded, and the caller's own writes read right throughout.

const NODE = '/api/v1/systems/apqc_pcf/nodes/1.0';
const OTHER = '/api/v1/systems/apqc_pcf/nodes/10.0';

/** A one-system bundle (APQC PCF from the sample), `title` given to code 1.0. */
function bundle(dir: string, title: string): string {
  const lines = (f: string) => readFileSync(path.join(SAMPLE, f), 'utf8').split('\n');
  writeFileSync(
    path.join(dir, 'systems.jsonl'),
    lines('systems.jsonl')
      .filter((l) => l.includes('"apqc_pcf"'))
      .join('\n'),
  );
  const nodes = lines('nodes.jsonl')
    .filter((l) => l.includes('"system":"apqc_pcf"'))
    .map((l) => {
      const n = JSON.parse(l);
      return JSON.stringify(n.code === '1.0' ? { ...n, title } : n);
    });
  writeFileSync(path.join(dir, 'nodes.jsonl'), nodes.join('\n'));
  return dir;
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never happened: ${what}`);
}

t.test('API reads on a real streaming replica', async (t) => {
  const pair = await startReplicaPair(t);
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: pair.primaryUrl,
    DATABASE_READ_URL: pair.replicaUrl,
    REDIS_PREFIX: `test:${randomBytes(4).toString('hex')}:`,
    JWT_SECRET,
    METRICS_TOKEN: 'replica-metrics-token',
  });
  const pool = createPool(pair.primaryUrl, 10);
  await migrate(pool);
  const redis: Redis = await connectRedis(await testRedisUrl(), { commandTimeoutMs: config.redisCommandTimeoutMs });
  const store = createPgEventStore(pool, pair.primaryUrl);
  const projector = createProjector({ pool, store, projections: allProjections({ pool, redis, config }) });
  const ac = new AbortController();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'replica-bundle-'));
  await ingestBundle(store, bundle(dir, 'Develop Vision and Strategy'), { quiet: true });
  const projecting = projector.run(ac.signal); // as `serve` does: auth writes reach the read models by themselves

  const routers: ReadRouter[] = [];
  const appWith = async (maxLagMs: number) => {
    const reads = createReadRouter({
      primary: pool,
      urls: [pair.replicaUrl],
      poolSize: 4,
      maxLagMs,
      checkEveryMs: 200,
    });
    routers.push(reads);
    return { reads, app: await buildApp({ config, pool, reads, store, redis }) };
  };
  const tolerant = await appWith(3_600_000); // keeps reading a lagging replica
  const strict = await appWith(1); // leaves it at the first lag it sees
  t.teardown(async () => {
    ac.abort();
    await projecting;
    for (const r of routers) await r.close();
    await tolerant.app.close();
    await strict.app.close();
    await store.close();
    await deleteKeys(redis, `${config.redisPrefix}*`).catch(() => {});
    await redis.quit();
    await pool.end();
  });
  const title = async (app: typeof tolerant.app, url = NODE) => {
    const res = await app.inject(url);
    t.equal(res.statusCode, 200, `${url} answers`);
    return res.json().title as string;
  };
  const caughtUp = (r: ReadRouter) => async () => {
    await r.refresh();
    const [s] = r.replicas();
    return s.usable && s.lagBytes === 0;
  };
  await until('the projection reached the replica', async () => {
    await caughtUp(tolerant.reads)();
    return (await tolerant.app.inject(NODE)).statusCode === 200;
  });

  t.test('reads are served by the replica', async (t) => {
    const before = tolerant.reads.counts().replica;
    t.equal(await title(tolerant.app, OTHER), 'Acquire, Construct, and Manage Assets');
    t.ok(tolerant.reads.counts().replica > before, 'the replica answered');
    const ready = (await tolerant.app.inject('/api/v1/health/ready')).json();
    t.same(ready.degraded, [], 'a caught-up replica degrades nothing');
    const metrics = await tolerant.app.inject({ url: '/metrics', headers: bearer('replica-metrics-token') });
    t.match(metrics.body, /^pg_replica_up\{replica="127\.0\.0\.1:\d+"\} 1$/m, 'the replica is up in /metrics');
    t.match(metrics.body, /^pg_replica_lag_seconds\{replica="127\.0\.0\.1:\d+"\} [\d.e-]+$/m, 'its lag is a gauge');
    t.match(metrics.body, /^pg_read_queries_total\{target="replica"\} [1-9]\d*$/m, 'reads counted on the replica');
  });

  t.test('replica lagging (replay paused): degraded, reads fall back, own writes read right', async (t) => {
    await pair.onReplica('SELECT pg_wal_replay_pause()');
    t.teardown(() => pair.onReplica('SELECT pg_wal_replay_resume()').then(() => {}));
    await ingestBundle(store, bundle(dir, 'Develop Vision and Strategy (new release)'), { quiet: true });
    await until(
      'the primary has the new release',
      async () =>
        (
          await pool.query(
            `SELECT 1 FROM nodes WHERE system = 'apqc_pcf' AND code = '1.0' AND title LIKE '%new release%'`,
          )
        ).rowCount === 1,
    );
    t.equal(await title(tolerant.app), 'Develop Vision and Strategy', 'a tolerant instance still reads the replica');

    await until('the strict instance sees the lag', async () => {
      await strict.reads.refresh();
      return !strict.reads.replicas()[0].usable;
    });
    const ready = await strict.app.inject('/api/v1/health/ready');
    t.equal(ready.statusCode, 200, 'still ready: the primary serves the reads');
    t.match(
      ready.json().degraded.join('\n'),
      /read replica .* lags .* REPLICA_MAX_LAG_MS/,
      'degraded, with the reason',
    );
    t.equal(await title(strict.app), 'Develop Vision and Strategy (new release)', 'reads fall back to the primary');

    // the caller's own writes, on the instance that still reads the lagging replica
    const { token, res } = await register(tolerant.app, uniqueEmail('replica'));
    t.equal(res.statusCode, 201, 'registered while the replica lags');
    const key = await issueKey(tolerant.app, token, 'replica-lag');
    t.equal(key.res.statusCode, 201, 'key created');
    const list = await tolerant.app.inject({ url: '/api/v1/auth/keys', headers: bearer(token) });
    t.ok(
      list.json().items.some((k: { id: string }) => k.id === key.id),
      'the new key is listed at once',
    );
    const revoked = await tolerant.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/keys/${key.id}`,
      headers: bearer(token),
    });
    t.ok(revoked.statusCode < 300, 'revoked');
    const refused = await tolerant.app.inject({ url: OTHER, headers: bearer(key.key) });
    t.equal(refused.statusCode, 401, 'the revoked key is refused at once');

    await pair.onReplica('SELECT pg_wal_replay_resume()');
    await until('the replica caught up', caughtUp(strict.reads));
    // (the response cache follows the replica's read-model version within ~250 ms)
    await until(
      'the replica serves the new release',
      async () => (await tolerant.app.inject(NODE)).json().title === 'Develop Vision and Strategy (new release)',
    );
    t.pass('the replica has it after replay');
    t.same((await strict.app.inject('/api/v1/health/ready')).json().degraded, [], 'no longer degraded');
  });

  t.test('replica down: reads still answer from the primary', async (t) => {
    await pair.stopReplica();
    t.teardown(() => pair.startReplica());
    // the router has not noticed yet: the failed read is repeated on the primary
    t.equal(
      await title(tolerant.app, '/api/v1/systems/apqc_pcf/nodes/2.0'),
      'Develop and Manage Products and Services',
    );
    await until('the router noticed', async () => {
      await tolerant.reads.refresh();
      return !tolerant.reads.replicas()[0].up;
    });
    const ready = await tolerant.app.inject('/api/v1/health/ready');
    t.equal(ready.statusCode, 200, 'ready on the primary');
    t.match(ready.json().degraded.join('\n'), /read replica .* is down/, 'degraded, with the reason');
    t.equal((await tolerant.app.inject('/api/v1/systems/apqc_pcf')).statusCode, 200, 'lookups answer');
  });
});
