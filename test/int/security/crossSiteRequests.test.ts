import t from 'tap';
import { PASSWORD, SAME_ORIGIN, authStack, bearer, issueKey, register, uniqueEmail } from '../auth/helpers.ts';

const cookieOf = (setCookie: unknown) => /taxonomy_session=[0-9a-f]{64}/.exec(String(setCookie))![0];
const EVIL = { origin: 'https://evil.example' };

// issue 13, item 13 (fails on the old code: a cross-site form or fetch carrying the session cookie
// created and revoked keys): cookie-authenticated state changes check Origin
t.test('state changes with the session cookie must come from this site', async (t) => {
  const { app } = await authStack(t);
  const reg = await register(app, uniqueEmail('csrf'));
  const cookie = cookieOf(reg.res.headers['set-cookie']);
  const { key, id } = await issueKey(app, reg.token, 'victim');
  const newKey = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/keys', headers: { cookie, ...headers }, payload: { name: 'x' } });

  for (const [name, headers] of [
    ['another Origin', EVIL],
    ['Origin null', { origin: 'null' }],
    ['same host, other port', { origin: 'http://localhost:8081' }],
    ['no Origin, Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['no Origin, Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
    ['no Origin at all', {}],
  ] as const) {
    const res = await newKey(headers);
    t.equal(res.statusCode, 403, `${name}: 403`);
    t.match(res.headers['content-type'], /application\/problem\+json/, `${name}: problem+json`);
    t.match(res.json(), { status: 403, title: 'Forbidden' });
  }
  const revoke = await app.inject({ method: 'DELETE', url: `/api/v1/auth/keys/${id}`, headers: { cookie, ...EVIL } });
  t.equal(revoke.statusCode, 403, 'a cross-site revocation is refused');
  t.equal((await app.inject({ url: '/api/v1/systems', headers: bearer(key) })).statusCode, 200, 'the key still works');
  const list = await app.inject({ url: '/api/v1/auth/keys', headers: bearer(reg.token) });
  t.equal(list.json().items.length, 1, 'no key was created by the refused requests');

  t.equal((await newKey(SAME_ORIGIN)).statusCode, 201, 'Origin of this site: allowed');
  t.equal((await newKey({ 'sec-fetch-site': 'same-origin' })).statusCode, 201, 'Sec-Fetch-Site same-origin: allowed');
  t.equal(
    (await newKey({ origin: 'null', 'sec-fetch-site': 'same-origin' })).statusCode,
    201,
    'Origin null with Sec-Fetch-Site same-origin (a no-referrer form): allowed',
  );
  t.equal(
    (await newKey({ origin: 'null', 'sec-fetch-site': 'cross-site' })).statusCode,
    403,
    'Origin null from another site: refused',
  );
  const read = await app.inject({ url: '/api/v1/auth/keys', headers: { cookie, ...EVIL } });
  t.equal(read.statusCode, 200, 'reads (GET) are not state changes');
  const api = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/keys',
    headers: { ...bearer(reg.token), ...EVIL },
    payload: { name: 'bearer' },
  });
  t.equal(api.statusCode, 201, 'a bearer token without the cookie is not a cookie change (no ambient authority)');
  const out = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie, ...EVIL } });
  t.equal(out.statusCode, 403, 'a cross-site sign-out is refused');
  t.equal((await app.inject({ url: '/api/v1/auth/me', headers: { cookie } })).statusCode, 200, 'still signed in');
});

t.test('sign-in routes refuse a cross-site Origin even without a cookie (login CSRF)', async (t) => {
  const { app } = await authStack(t);
  const email = uniqueEmail('logincsrf');
  await register(app, email);
  const login = (headers: Record<string, string>) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', headers, payload: { email, password: PASSWORD } });
  t.equal((await login(EVIL)).statusCode, 403, 'a cross-site form cannot sign the visitor into another account');
  t.equal((await login({})).statusCode, 200, 'an API client (no Origin, no cookie) signs in');
  t.equal((await login(SAME_ORIGIN)).statusCode, 200, 'the web app signs in');
  const verify = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/magic-link/verify',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...EVIL },
    payload: 'token=x',
  });
  t.equal(verify.statusCode, 403, 'a cross-site post of a sign-in token is refused');
});

t.test('PUBLIC_URL: its origin is this site, whatever Host a proxy forwards', async (t) => {
  const { app } = await authStack(t, { PUBLIC_URL: 'https://taxonomy.example.org/' });
  const reg = await register(app, uniqueEmail('public'));
  const cookie = cookieOf(reg.res.headers['set-cookie']);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/keys',
    headers: { cookie, origin: 'https://taxonomy.example.org', host: '10.0.0.5:8080' },
    payload: { name: 'behind a proxy' },
  });
  t.equal(res.statusCode, 201);
});
