import t from 'tap';
import { SignJWT } from 'jose';
import { authStack, bearer, issueKey, JWT_SECRET, register, uniqueEmail } from './helpers.ts';

const sign = (claims: { sub: string; exp: number }, secret = JWT_SECRET) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.sub)
    .setIssuer('taxonomy')
    .setAudience('taxonomy-api')
    .setIssuedAt(claims.exp - 3600)
    .setExpirationTime(claims.exp)
    .sign(new TextEncoder().encode(secret));

t.test('every refused credential is a 401 problem+json, never the anonymous tier', async (t) => {
  const { app } = await authStack(t);
  const { token, accountId } = await register(app, uniqueEmail('401'));
  const { key, id } = await issueKey(app, token);
  await app.inject({ method: 'DELETE', url: `/api/v1/auth/keys/${id}`, headers: bearer(token) });
  const now = Math.floor(Date.now() / 1000);
  const logout = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'nobody@example.com', password: 'whatever1' },
  });
  t.equal(logout.statusCode, 401, 'unknown e-mail on login');

  const cases: [string, Record<string, string>, RegExp][] = [
    ['not a Bearer scheme', { authorization: `Basic ${Buffer.from('a:b').toString('base64')}` }, /Bearer/],
    ['an empty bearer', { authorization: 'Bearer ' }, /Bearer/],
    ['malformed key', bearer('txg_XYZ'), /neither an API key/],
    ['a foreign prefix', bearer(`abc_${'0'.repeat(32)}`), /neither an API key/],
    ['unknown key', bearer(`txg_${'0'.repeat(32)}`), /unknown API key/],
    [
      'a key with one character changed',
      bearer(`${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`),
      /unknown API key/,
    ],
    ['revoked key', bearer(key), /revoked/],
    ['expired JWT', bearer(await sign({ sub: accountId, exp: now - 60 })), /expired/],
    [
      'JWT signed with another secret',
      bearer(await sign({ sub: accountId, exp: now + 600 }, 'another-secret-another-secret-another')),
      /not valid/,
    ],
    ['tampered JWT', bearer(`${token.slice(0, -2)}xx`), /not valid/],
    [
      'JWT with alg none',
      bearer(
        `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(`{"sub":"${accountId}"}`).toString('base64url')}.x`,
      ),
      /not valid/,
    ],
    ['malformed session cookie', { cookie: 'taxonomy_session=abc' }, /malformed/],
    ['unknown session cookie', { cookie: `taxonomy_session=${'a'.repeat(64)}` }, /expired or was signed out/],
  ];
  for (const [name, headers, detail] of cases) {
    const res = await app.inject({ url: '/api/v1/systems', headers });
    t.equal(res.statusCode, 401, name);
    t.match(res.headers['content-type'], /application\/problem\+json/, `${name}: problem+json`);
    t.match(res.json(), { status: 401, title: 'Unauthorized', detail }, `${name}: says why`);
    t.ok(res.headers['x-ratelimit-limit'], `${name}: rate-limit headers on the 401 too`);
    t.equal(res.headers['x-ratelimit-limit'], '30', `${name}: counted against the address, at the anonymous limit`);
  }
  const cleared = await app.inject({
    url: '/api/v1/systems',
    headers: { cookie: `taxonomy_session=${'a'.repeat(64)}` },
  });
  t.match(String(cleared.headers['set-cookie']), /taxonomy_session=;/, 'a dead session cookie is cleared');
});

t.test('key management needs a signed-in account, not an API key', async (t) => {
  const { app } = await authStack(t);
  const { token } = await register(app, uniqueEmail('mgmt'));
  const { key } = await issueKey(app, token);
  t.equal((await app.inject({ url: '/api/v1/auth/keys' })).statusCode, 401, 'anonymous');
  t.equal((await app.inject({ url: '/api/v1/auth/keys', headers: bearer(key) })).statusCode, 403, 'an API key');
  t.equal(
    (await app.inject({ method: 'POST', url: '/api/v1/auth/keys', headers: bearer(key), payload: { name: 'x' } }))
      .statusCode,
    403,
  );
});
