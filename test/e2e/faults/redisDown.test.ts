import t from 'tap';
import { accountWithKey } from './helpers/accountWithKey.ts';
import { timedFetch, waitFor } from './helpers/processes.ts';
import { serveOnPrivateRedis } from './helpers/serveOnPrivateRedis.ts';

const ANON_LIMIT = 40;

// Fault 4: Redis stopped under a running `serve`. The policy (SECURITY.md, query-api/plugins):
// anonymous reads continue, limited by a per-instance fallback limiter; API keys and sessions
// cannot be checked and are refused with 503 (fail closed), signed tokens too (issue 33). When Redis
// returns (empty: no persistence), everything works again without a restart.
t.test(
  'Redis down: anonymous reads continue with a local limiter, key checks fail closed, then recovery',
  async (t) => {
    const { redis, api } = await serveOnPrivateRedis(t, ANON_LIMIT);
    const get = (path: string, headers: Record<string, string> = {}) => timedFetch(api.base + path, { headers });
    const { token, keyId, withKey } = await accountWithKey(t, api.base, get, `redis-down-${process.pid}@example.com`);

    await redis.stop();
    await waitFor('the API to notice', async () => (await get('/api/v1/health')).status === 503, 10_000);
    const keyed = await get('/api/v1/systems', withKey);
    t.equal(keyed.status, 503, 'an API key cannot be checked: 503, fail closed');
    t.match(keyed.type, /application\/problem\+json/);
    t.comment(`refused in ${keyed.ms} ms`); // speed is measured in bench/, not asserted
    t.equal(
      (await get('/api/v1/systems', { authorization: 'Bearer txg_00000000000000000000000000000000' })).status,
      503,
      'an unknown key is not let in as anonymous',
    );
    t.equal(
      (await get('/api/v1/systems', { authorization: `Bearer ${token}` })).status,
      503,
      "a signed token: 503, its account's state (erased, e-mail proven since) cannot be read",
    );
    const codes: number[] = [];
    for (let i = 0; i < ANON_LIMIT + 5; i++) codes.push((await get('/api/v1/systems')).status);
    t.equal(codes[0], 200, 'anonymous reads continue');
    t.ok(
      codes.filter((c) => c === 200).length <= ANON_LIMIT,
      'the local fallback limiter still enforces the anonymous limit',
    );
    t.ok(codes.includes(429), 'and answers 429 past it');
    t.notOk(
      codes.some((c) => c >= 500 || c === 0),
      'no 5xx for anonymous reads',
    );
    t.ok(api.proc.alive(), 'the API process is still running');

    await redis.start(); // empty: the key cache is replayed by the projector, counters start afresh
    await waitFor('health to be green again', async () => (await get('/api/v1/health')).status === 200, 20_000, 250);
    await waitFor(
      'the key to work again',
      async () => (await get('/api/v1/systems', withKey)).status === 200,
      30_000,
      250,
    );
    t.pass('the API key works again (key cache rebuilt in the new Redis)');
    const anon = await get('/api/v1/systems/isic_rev4');
    t.equal(anon.status, 200, 'anonymous reads are counted in Redis again');
    const revoke = await timedFetch(`${api.base}/api/v1/auth/keys/${keyId}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    t.equal(revoke.status, 204, 'revocation works after the outage');
    t.equal((await get('/api/v1/systems', withKey)).status, 401, 'and the revoked key is refused');
    t.ok(api.proc.alive(), 'no restart was needed');
  },
);
