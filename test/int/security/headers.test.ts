import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

t.test('security headers on the API, the docs page and the web app', async (t) => {
  const { app } = await createTestStack(t, {
    ingestSample: false,
    env: { ANON_RATE_LIMIT_PER_MINUTE: '100000', JWT_SECRET: 'headers-jwt-secret-0123456789abcdef0123456789' },
  });
  const unknown = await app.inject({ url: '/api/v1/no/such/route' }); // answered through the web app's catch-all: its strict CSP
  t.match(
    unknown.headers,
    { 'x-content-type-options': 'nosniff', 'content-security-policy': /frame-ancestors 'none'/ },
    'unknown API paths: helmet headers too',
  );
  for (const url of ['/api/v1/systems', '/api/v1/systems/nope', '/api/v1/docs/guide']) {
    const res = await app.inject({ url });
    t.match(
      res.headers,
      {
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'content-security-policy': /default-src 'none'.*frame-ancestors 'none'/,
        'cross-origin-resource-policy': 'cross-origin',
      },
      `${url}: helmet headers with the API's CSP`,
    );
    t.notOk(res.headers['x-powered-by'], `${url}: no x-powered-by`);
  }
  const guide = await app.inject({ url: '/api/v1/docs/guide' });
  t.notMatch(guide.body, /<script/i, 'the guide has no script (its CSP allows none)');
  const docs = await app.inject({ url: '/api/v1/docs' });
  const csp = String(docs.headers['content-security-policy']);
  t.match(csp, /script-src 'self';/, "the reference UI runs this server's scripts only");
  t.notMatch(csp, /unsafe-eval|script-src[^;]*unsafe-inline|https?:/, 'no inline or foreign scripts');
  t.match(csp, /frame-ancestors 'none'/);
  const web = await app.inject({ url: '/' });
  t.match(String(web.headers['content-security-policy']), /script-src 'self'/, 'the web app keeps its own CSP');

  const reg = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email: `headers-${process.pid}@example.com`, password: 'correct horse battery staple 9' },
  });
  const cookie = String(reg.headers['set-cookie'] ?? '');
  t.match(cookie, /HttpOnly/i, 'the session cookie is HttpOnly');
  t.match(cookie, /SameSite=Lax/i, 'and SameSite');
  t.equal(reg.headers['cache-control'], 'no-store', 'credentials are never cached');
});
