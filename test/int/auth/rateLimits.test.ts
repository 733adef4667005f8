import t from 'tap';
import { changeTier } from '../../../commands/accounts/handlers.ts';
import { PASSWORD, authStack, bearer, issueKey, register, uniqueEmail } from './helpers.ts';

t.test('anonymous: 30 per window per address, then 429 problem+json with Retry-After', async (t) => {
  const { app } = await authStack(t);
  for (let i = 1; i <= 30; i++) {
    const res = await app.inject({ url: '/api/v1/systems' });
    if (res.statusCode !== 200) {
      t.fail(`request ${i} -> ${res.statusCode}`);
      return;
    }
    if (i === 1)
      t.match(
        res.headers,
        { 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '29', 'x-ratelimit-reset': /^\d+$/ },
        'headers on every response',
      );
  }
  const over = await app.inject({ url: '/api/v1/systems' });
  t.equal(over.statusCode, 429);
  t.match(over.headers['content-type'], /application\/problem\+json/);
  t.match(over.json(), { status: 429, title: 'Too many requests', detail: /30 requests per 1 min/ });
  t.ok(Number(over.headers['retry-after']) > 0 && Number(over.headers['retry-after']) <= 60, 'Retry-After in seconds');
  t.match(over.headers, { 'x-ratelimit-limit': '30', 'x-ratelimit-remaining': '0' });
  const other = await app.inject({ url: '/api/v1/systems', remoteAddress: '198.51.100.7' });
  t.equal(other.statusCode, 200, 'another address has its own budget');
  const spoofed = await app.inject({ url: '/api/v1/systems', headers: { 'x-forwarded-for': '203.0.113.9' } });
  t.equal(spoofed.statusCode, 429, 'X-Forwarded-For is ignored unless TRUST_PROXY is set');
  const unknown = await app.inject({ url: '/api/v1/no/such/route' });
  t.equal(unknown.statusCode, 429, 'unknown API paths count too');
  t.equal((await app.inject({ url: '/api/v1/health' })).statusCode, 200, 'health is exempt');
});

t.test('two API instances share the limit through Redis', async (t) => {
  const stack = await authStack(t);
  const second = await stack.secondApp();
  const codes: number[] = [];
  for (let i = 0; i < 31; i++)
    codes.push((await (i % 2 ? second : stack.app).inject({ url: '/api/v1/systems' })).statusCode);
  t.same(codes.slice(0, 30), Array(30).fill(200), '30 anonymous requests spread over both pass');
  t.equal(codes[30], 429, 'the 31st gets 429');
});

t.test('concurrent requests on two instances: each counted once, exactly the limit served', async (t) => {
  // the counter sends a turn's hits on one key as one INCRBY (counter.ts): each must still get its own count
  const stack = await authStack(t);
  const second = await stack.secondApp();
  const remoteAddress = '198.51.100.44';
  const all = await Promise.all(
    Array.from({ length: 45 }, (_, i) =>
      (i % 3 ? stack.app : second).inject({ url: '/api/v1/systems', remoteAddress }),
    ),
  );
  const served = all.filter((r) => r.statusCode === 200);
  t.equal(served.length, 30, '30 served');
  t.equal(all.filter((r) => r.statusCode === 429).length, 15, 'the other 15 refused');
  const remaining = served.map((r) => Number(r.headers['x-ratelimit-remaining'])).sort((a, b) => a - b);
  t.same(
    remaining,
    Array.from({ length: 30 }, (_, i) => i),
    'every served request saw its own count (29 down to 0)',
  );
});

t.test('tiers: free, pro (with its daily cap), enterprise; tier changes apply to existing keys', async (t) => {
  const { app, store } = await authStack(t, { PRO_DAILY_LIMIT: '3', DAILY_LIMIT_WINDOW_MS: '1500' });
  const { token, accountId } = await register(app, uniqueEmail('tiers'));
  const { key } = await issueKey(app, token);
  const get = () => app.inject({ url: '/api/v1/systems', headers: bearer(key) });

  t.equal((await get()).headers['x-ratelimit-limit'], '1000', 'free: 1,000 per minute');
  await changeTier(store, accountId, 'pro');
  await waitUntil(async () => (await get()).headers['x-ratelimit-limit'] === '5000');
  t.pass('pro: 5,000 per minute');
  // the daily window may already hold requests from the wait; fill it up
  let res = await get();
  while (res.statusCode === 200) res = await get();
  t.equal(res.statusCode, 429, 'pro: the daily cap (3 per window in this test)');
  t.match(res.json().detail, /daily limit of 3/);
  t.match(res.headers, { 'x-ratelimit-limit': '3', 'x-ratelimit-remaining': '0', 'retry-after': /^[12]$/ });
  // The window is @fastify/rate-limit's in Redis (1.5 s here, DAILY_LIMIT_WINDOW_MS): Redis expires the counter
  // on its own clock, which no fake timer reaches, so the test waits the window out.
  await new Promise((r) => setTimeout(r, 1600));
  t.equal((await get()).statusCode, 200, 'a new daily window');

  await changeTier(store, accountId, 'enterprise');
  await waitUntil(async () => (await get()).headers['x-ratelimit-limit'] === '50000');
  t.pass('enterprise: 50,000 per minute');
  const jwt = await app.inject({ url: '/api/v1/systems', headers: bearer(token) });
  t.equal(jwt.headers['x-ratelimit-limit'], '50000', 'a signed-in account gets its tier too');
});

// login lockout per (e-mail, address) with a growing backoff: loginBackoff.test.ts

// issue 13, item 9 (fails on the old code: no registration throttle): 10 per address per 15 minutes,
// checked before the password is hashed
t.test('registration is throttled per address', async (t) => {
  const { app } = await authStack(t, { ANON_RATE_LIMIT_PER_MINUTE: '1000' });
  const codes: number[] = [];
  for (let i = 0; i < 11; i++) codes.push((await register(app, uniqueEmail('flood'))).res.statusCode);
  t.same(codes, [...Array(10).fill(201), 429], 'ten registrations, then 429');
  const other = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email: uniqueEmail('other'), password: PASSWORD },
    remoteAddress: '10.9.8.6',
  });
  t.equal(other.statusCode, 201, 'another address still registers');
});

async function waitUntil(ok: () => Promise<boolean>, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 20));
  }
}
