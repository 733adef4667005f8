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
    '/systems',
    '/systems?q=x',
    '/crosswalks',
    '/countries',
    '/guides',
    '/guides/getting-started',
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

t.test('the server sends each page its own status, title, description and canonical link', async (t) => {
  const { app } = await createTestStack(t, { env: { PUBLIC_URL: 'http://localhost:80' } }); // links name PUBLIC_URL, never the Host
  const page = async (url: string) => {
    const res = await app.inject(url);
    const head = (re: RegExp) => re.exec(res.body)?.[1];
    return {
      status: res.statusCode,
      title: head(/<title>([^<]*)<\/title>/),
      description: head(/<meta name="description" content="([^"]*)"/),
      canonical: head(/<link rel="canonical" href="([^"]*)"/),
      noindex: /<meta name="robots" content="noindex"/.test(res.body),
      shell: /<div id="app">/.test(res.body),
    };
  };
  const code = await page('/explore/naics_2022/484');
  t.equal(code.status, 200);
  t.equal(code.title, '484 Truck Transportation (NAICS 2022) · Classification explorer', 'the code in the title');
  t.match(code.description, /^NAICS 2022 code 484: Truck Transportation\. Under 48-49/, 'a description from the data');
  t.equal(code.canonical, 'http://localhost:80/explore/naics_2022/484', 'canonical link');
  t.equal((await app.inject('/explore/naics_2022/484')).body.match(/<title>/g)?.length, 1, 'one title');
  for (const url of [
    '/explore/naics_2022/NOPE999',
    '/systems/nope',
    '/countries/ZZ',
    '/guides/nope',
    '/crosswalks/a/b',
  ]) {
    const p = await page(url);
    t.equal(p.status, 404, `${url} is a 404`);
    t.ok(p.shell && p.noindex, `${url}: the app's not-found page, kept out of indexes`);
  }
  const system = await page('/systems/naics_2022');
  t.match(system, { status: 200, title: /^NAICS 2022 · /, canonical: /\/systems\/naics_2022$/ });
  t.match(system.description, /codes on \d+ levels/);
  t.match(await page('/countries/US'), {
    status: 200,
    title: /^United States/,
    description: /classification systems apply/,
  });
  t.match(await page('/crosswalks/naics_2022/isic_rev4'), {
    status: 200,
    title: /^Crosswalk NAICS 2022 → ISIC Rev. ?4/,
  });
  const guide = await app.inject('/guides/getting-started');
  t.match(
    guide.body,
    /<script type="application\/json" id="page-data">\{"slug":"getting-started"/,
    'the guide text in the page',
  );
  t.notMatch(guide.body.split('id="page-data">')[1].split('</script>')[0], /</, 'no raw < inside the data block');
});

t.test('favicon, robots.txt, a paged sitemap and llms.txt, from the data', async (t) => {
  const { app } = await createTestStack(t, { env: { PUBLIC_URL: 'http://localhost:80' } });
  const favicon = await app.inject('/favicon.svg');
  t.equal(favicon.statusCode, 200);
  t.match(favicon.headers['content-type'], /svg/);
  t.match((await app.inject('/explore')).body, /<link rel="icon" href="\/favicon.svg"/, 'pages point to it');
  const robots = await app.inject('/robots.txt');
  t.match(robots.body, /Disallow: \/api\//);
  t.match(robots.body, /Sitemap: http:\/\/localhost:80\/sitemap.xml/);
  const index = await app.inject('/sitemap.xml');
  t.match(index.headers['content-type'], /xml/);
  const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  t.ok(
    files.includes('/sitemaps/pages.xml') && files.includes('/sitemaps/naics_2022-1.xml'),
    'pages and per-system files',
  );
  const naics = await app.inject('/sitemaps/naics_2022-1.xml');
  t.match(naics.body, /<loc>http:\/\/localhost:80\/explore\/naics_2022\/484<\/loc>/, 'code pages listed');
  const urls = (naics.body.match(/<url>/g) ?? []).length;
  t.ok(urls > 100 && urls <= 10_000, `${urls} URLs in one file (at most 10,000)`);
  t.equal((await app.inject('/sitemaps/naics_2022-99.xml')).statusCode, 404, 'past the last page: 404');
  t.equal((await app.inject('/sitemaps/nope.xml')).statusCode, 404);
  const pages = await app.inject('/sitemaps/pages.xml');
  t.match(pages.body, /\/countries\/US</);
  const llms = await app.inject('/llms.txt');
  t.match(llms.body, /^# Classification explorer\n\n> /, 'llms.txt format: title, then summary');
  t.match(llms.body, /\[NAICS 2022\]\(http:\/\/localhost:80\/systems\/naics_2022\)/, 'systems from the data');
  t.match(llms.body, /\/guides\/getting-started/, 'the guides');
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
