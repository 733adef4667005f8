import t from 'tap';
import { miniBundle } from './helpers/miniBundle.ts';
import { ingestBundle } from '../../../ingest/ingestBundle.ts';
import { privateRedis } from './helpers/privateRedis.ts';
import { serve, timedFetch, waitFor } from './helpers/processes.ts';
import { faultStack } from './helpers/stack.ts';

const ANON_LIMIT = 40;

// Fault 4: Redis stopped under a running `serve`. The policy (SECURITY.md, query-api/plugins):
// anonymous reads continue, limited by a per-instance fallback limiter; API keys and sessions
// cannot be checked and are refused with 503 (fail closed), signed tokens too (issue 33). When Redis
// returns (empty: no persistence), everything works again without a restart.
t.test(
  'Redis down: anonymous reads continue with a local limiter, key checks fail closed, then recovery',
  async (t) => {
    const s = await faultStack(t);
    await ingestBundle(s.store, miniBundle(['isic_rev4']), { quiet: true });
    const redis = await privateRedis();
    t.teardown(() => redis.stop());
    const api = await serve(
      { ...s.env, REDIS_URL: redis.url, ANON_RATE_LIMIT_PER_MINUTE: String(ANON_LIMIT) },
      { projector: true },
    );
    t.teardown(() => api.proc.kill('SIGKILL'));
    const get = (path: string, headers: Record<string, string> = {}) => timedFetch(api.base + path, { headers });
    const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      timedFetch(api.base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });

    const reg = await post('/api/v1/auth/register', {
      email: `redis-down-${process.pid}@example.com`,
      password: 'correct horse battery staple 9',
    });
    t.equal(reg.status, 201, 'registered');
    const token = JSON.parse(reg.body).token as string;
    const issued = await post('/api/v1/auth/keys', { name: 'k' }, { authorization: `Bearer ${token}` });
    t.equal(issued.status, 201, 'key issued');
    const key = JSON.parse(issued.body).key as string;
    const withKey = { authorization: `Bearer ${key}` };
    await waitFor('the key to work', async () => (await get('/api/v1/systems', withKey)).status === 200, 10_000);

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
    const revoke = await timedFetch(`${api.base}/api/v1/auth/keys/${JSON.parse(issued.body).id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
    t.equal(revoke.status, 204, 'revocation works after the outage');
    t.equal((await get('/api/v1/systems', withKey)).status, 401, 'and the revoked key is refused');
    t.ok(api.proc.alive(), 'no restart was needed');
  },
);
