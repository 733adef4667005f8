import t from 'tap';
import { createPool, withSetting } from '../../../platform/db.ts';
import { loadConfig } from '../../../platform/config.ts';
import { connectRedis } from '../../../platform/redis/connectRedis.ts';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { buildHttpServer } from '../../../cli/httpServer.ts';
import { createTestDatabase } from '../../helpers/database.ts';
import { testRedisUrl } from '../../helpers/services.ts';

// MCP's classify tools over HTTP run where POST /api/v1/classify runs (query-api/deps.ts `classifyReads`: the
// connections planning generically), not on the reads that plan each call: the same request costs the same CPU
// whatever the door. Fails on the old code: the tools classified on the app's reads.

const HEADERS = { accept: 'application/json, text/event-stream', 'content-type': 'application/json' };
const LOOK_UP = `SELECT coalesce(sum(generic_plans), 0)::int AS n FROM pg_prepared_statements
                  WHERE statement LIKE 'WITH p1 AS MATERIALIZED%'`;

t.test('classify_business and batch_classify run on the generic-plan connections', async (t) => {
  const db = await createTestDatabase({ sample: true });
  const generic = createPool(withSetting(db.url, 'plan_cache_mode', 'force_generic_plan'), 1);
  const config = loadConfig({ ...process.env, REDIS_PREFIX: `test:mcpplans:${process.pid}:` });
  const redis = await connectRedis(await testRedisUrl(), { commandTimeoutMs: 2000 });
  const store = createPgEventStore(db.pool, db.url);
  const app = await buildHttpServer({ config, pool: db.pool, store, redis, searchPages: generic });
  t.teardown(async () => {
    await app.close();
    await store.close();
    await redis.quit().catch(() => {});
    await generic.end();
    await db.drop();
  });
  const tool = (name: string, args: object) =>
    app.inject({
      method: 'POST',
      url: '/mcp',
      headers: HEADERS,
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } },
    });
  const looked = async () => (await generic.query<{ n: number }>(LOOK_UP)).rows[0].n;

  const before = await looked();
  const one = await tool('classify_business', { text: 'retail bakery' });
  t.equal(one.statusCode, 200);
  t.notOk(one.json().result.isError, 'answered');
  const afterOne = await looked();
  t.ok(afterOne > before, `classify_business's look-up ran on the generic connection (${before} -> ${afterOne})`);

  const many = await tool('batch_classify', { texts: ['heavy truck driver', 'coffee shop'] });
  t.notOk(many.json().result.isError, 'answered');
  t.ok((await looked()) > afterOne, "batch_classify's too");
});
