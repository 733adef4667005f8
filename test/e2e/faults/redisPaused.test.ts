import t from 'tap';
import { accountWithKey } from './helpers/accountWithKey.ts';
import { timedFetch, waitFor } from './helpers/processes.ts';
import { serveOnPrivateRedis } from './helpers/serveOnPrivateRedis.ts';

// Issue 13 item 8: a paused Redis (SIGSTOP: the port stays open, nothing answers) must not add seconds to
// each request. Command timeouts and a circuit breaker (platform/redis/breaker.ts) turn it into the
// documented Redis-down policy (SECURITY.md): API keys, sessions and signed tokens 503 (whether the
// account was erased or its e-mail proven since cannot be read: issue 33), anonymous reads served
// (per-instance limiter). After SIGCONT the same process recovers. How fast the policy
// applies is printed in the test's `#` lines (docs/measurements/history.md, "Redis paused with SIGSTOP"), not
// asserted here.
t.test('Redis paused (SIGSTOP): the Redis-down policy answers at once; SIGCONT recovers', async (t) => {
  const { redis, api } = await serveOnPrivateRedis(t, 1000);
  const get = (path: string, headers: Record<string, string> = {}) => timedFetch(api.base + path, { headers }, 15_000);
  const { token, withKey } = await accountWithKey(t, api.base, get, `redis-paused-${process.pid}@example.com`);

  const healthy = [];
  for (let i = 0; i < 10; i++) healthy.push((await get('/api/v1/systems', withKey)).ms);
  redis.pause();
  t.teardown(() => redis.resume());
  const keyed = [];
  const anon = [];
  for (let i = 0; i < 10; i++) {
    keyed.push(await get('/api/v1/systems', withKey));
    anon.push(await get('/api/v1/systems'));
  }
  t.same(
    keyed.map((r) => r.status),
    Array(10).fill(503),
    'API keys cannot be checked while Redis hangs: 503, fail closed',
  );
  t.match(keyed[0].type, /application\/problem\+json/);
  t.same(
    anon.map((r) => r.status),
    Array(10).fill(200),
    'anonymous reads are served (per-instance limiter)',
  );
  t.equal(
    (await get('/api/v1/systems', { authorization: `Bearer ${token}` })).status,
    503,
    'a signed token too: its account cannot be checked (issue 33)',
  );
  // the other doors keep the same policy: MCP over HTTP (the same limiter and credentials) and the web app
  const mcp = (headers: Record<string, string> = {}) =>
    timedFetch(
      `${api.base}/mcp`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 1,
          method: 'tools/call',
          params: { name: 'list_classification_systems', arguments: {} },
        }),
      },
      15_000,
    );
  t.equal((await mcp(withKey)).status, 503, 'MCP over HTTP with the key: 503 too');
  const anonMcp = await mcp();
  t.equal(anonMcp.status, 200, 'MCP over HTTP, anonymous: served');
  t.notOk(JSON.parse(anonMcp.body).result?.isError, 'with a result, not an error');
  t.equal((await get('/')).status, 200, 'the web app loads');
  t.comment(`before the pause (Redis answering): keyed ${healthy.join(',')} ms`);
  t.comment(
    `while paused: keyed ${keyed.map((r) => r.ms).join(',')} ms; anonymous ${anon.map((r) => r.ms).join(',')} ms`,
  );

  redis.resume();
  await waitFor(
    'the key to work again',
    async () => (await get('/api/v1/systems', withKey)).status === 200,
    20_000,
    100,
  );
  t.pass('the same process recovered when Redis answered again');
  t.ok(api.proc.alive(), 'no restart was needed');
});
