import t from 'tap';
import { buildApp } from '../../../query-api/app.ts';
import { unreachableRedis } from '../../helpers/unreachableRedis.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

const TOKEN = 'operator-metrics-token-0123456789';

// Issue 33, row 1: /health told anyone that Redis was down (the window in which tokens were not
// checked). Fails on that code (every caller got `dependencies.redis: false` and "Redis does not answer").
t.test('/health and /health/ready say which dependency is down to operators only', async (t) => {
  const stack = await createTestStack(t, { ingestSample: false, env: { METRICS_TOKEN: TOKEN } });
  const dead = await unreachableRedis();
  const app = await buildApp({ config: stack.config, pool: stack.db.pool, store: stack.store, redis: dead });
  t.teardown(() => app.close());
  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    app.inject({ url, remoteAddress, headers });

  const outsider = await get('/api/v1/health', '192.0.2.20');
  t.equal(outsider.statusCode, 503, 'an outsider still learns that the service is unavailable');
  t.equal(outsider.json().status, 'unavailable');
  t.notMatch(outsider.body, /redis/i, 'but not that Redis is the dependency that is down');
  t.notOk('dependencies' in outsider.json(), 'no dependencies');
  t.match(outsider.json().reasons, [/for operators/]);
  t.ok(Array.isArray(outsider.json().projections), "the projections' progress stays public");
  const ready = await get('/api/v1/health/ready', '192.0.2.20');
  t.equal(ready.statusCode, 503);
  t.notMatch(ready.body, /redis/i, '/health/ready neither');

  for (const [who, address, headers] of [
    ['a client on this machine', '127.0.0.1', {}],
    ['the METRICS_TOKEN bearer', '192.0.2.20', { authorization: `Bearer ${TOKEN}` }],
  ] as const) {
    const h = await get('/api/v1/health', address, headers);
    t.match(h.json(), { dependencies: { redis: false }, reasons: [/Redis does not answer/] }, `${who}: the detail`);
    t.match((await get('/api/v1/health/ready', address, headers)).json(), { checks: { redis: false } });
  }
  const wrong = await get('/api/v1/health', '192.0.2.20', { authorization: 'Bearer not-the-token' });
  t.notMatch(wrong.body, /redis/i, 'a wrong token: the outsider view');
});
