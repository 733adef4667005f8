import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { ensureWebBuild } from '../../../web/build.ts';
import { withFileLock } from '../../../platform/fileLock.ts';
import { WEB_DIST } from '../../../web/serve.ts';

t.before(async () => {
  await ensureWebBuild(() => {}, { lock: withFileLock });
});

t.test('every app page is index.html with a strict CSP; unknown pages are a 404 of the app', async (t) => {
  const { app } = await createTestStack(t, { ingestSample: false });
  for (const url of [
    '/',
    '/explore',
    '/explore/naics_2022/484',
    '/explore/x/a%2Fb%20c',
    '/systems',
    '/systems/naics_2022?q=x',
    '/classify',
    '/login',
    '/developers/keys',
  ]) {
    const res = await app.inject(url);
    t.equal(res.statusCode, 200, `${url} is served`);
    t.match(res.headers['content-type'], /text\/html/, `${url} is HTML`);
    t.match(res.body, /<div id="app">/, `${url} is the app shell`);
    t.equal(res.headers['cache-control'], 'no-cache', `${url} is revalidated`);
  }
  const page = await app.inject('/explore');
  const csp = String(page.headers['content-security-policy']);
  t.match(csp, /script-src 'self'/, 'scripts only from the site');
  t.notMatch(csp, /unsafe-inline|unsafe-eval/, 'no inline script or eval allowed');
  t.equal(page.headers['x-content-type-options'], 'nosniff');
  const missing = await app.inject('/no/such/page');
  t.equal(missing.statusCode, 404, 'an unknown page is a 404');
  t.match(missing.body, /<div id="app">/, 'that still shows the app (its not-found page)');
});

t.test('API paths never fall back to the app', async (t) => {
  const { app } = await createTestStack(t, { ingestSample: false });
  for (const url of ['/api/v1/no/such/route', '/api/nothing', '/mcp/nothing']) {
    const res = await app.inject(url);
    t.equal(res.statusCode, 404, url);
    t.match(res.headers['content-type'], /application\/problem\+json/, `${url} answers problem+json`);
  }
  const mcp = await app.inject('/mcp');
  t.notMatch(mcp.body, /<div id="app">/, '/mcp is never the web app');
  t.equal((await app.inject('/assets/no-such-file.js')).statusCode, 404, 'a missing asset is a 404, not the app');
});

t.test('hashed assets are cached for a year and sent compressed; the JS stays under 150 KB gzipped', async (t) => {
  const { app } = await createTestStack(t, { ingestSample: false });
  const html = (await app.inject('/explore')).body;
  const scripts = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  t.ok(scripts.length >= 1, 'index.html loads the bundle');
  let gz = 0;
  for (const s of scripts) {
    const res = await app.inject({ url: s, headers: { 'accept-encoding': 'gzip' } });
    t.equal(res.statusCode, 200, s);
    t.match(
      res.headers['cache-control'],
      /max-age=31536000.*immutable|immutable.*max-age=31536000/,
      `${s} cached for a year`,
    );
    t.equal(res.headers['content-encoding'], 'gzip', `${s} sent gzipped`);
    t.match(res.headers['content-type'], /javascript/);
    gz += gzipSync(readFileSync(path.join(WEB_DIST, s))).length;
  }
  t.ok(gz < 150 * 1024, `JS is ${(gz / 1024).toFixed(1)} KB gzipped (budget 150 KB)`);
  const plain = await app.inject(scripts[0]);
  t.notOk(plain.headers['content-encoding'], 'served plain to a client that does not accept gzip');
});
