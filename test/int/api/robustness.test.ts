import fc from 'fast-check';
import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

const A = '/api/v1';

t.test('hostile input never yields a 5xx; caching headers; CORS', async (t) => {
  const { app } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000' } });
  const status = async (url: string) => (await app.inject(url)).statusCode;
  const long = 'a'.repeat(3000);
  const hostile = [
    `${A}/systems/%00`,
    `${A}/systems/naics_2022/nodes/%00`,
    `${A}/systems/naics_2022/nodes/%2e%2e%2f%2e%2e`,
    `${A}/systems/..%2f..%2fetc`,
    `${A}/systems/${long}`,
    `${A}/systems/naics_2022/nodes/${long}/translations`,
    `${A}/systems?q=${long}`,
    `${A}/countries/${long}`,
    `${A}/systems?q=${encodeURIComponent("'; drop table nodes;--")}`,
    `${A}/nodes/${encodeURIComponent("' OR 1=1 --")}`,
    `${A}/compare?a=&b=`,
    `${A}/diff?a=naics_2022`,
    `${A}/diff?a=naics_2022&b=isic_rev4&offset=1e30`,
    `${A}/systems?limit=1e400`,
    `${A}/systems/naics_2022/nodes/%C3%28`,
    `${A}/systems/naics_2022/nodes/%ED%A0%80`,
    `${A}/systems?limit[]=1&limit[]=2`,
    `${A}/systems?country=%00`,
    `${A}/countries/%00`,
    `${A}/systems/naics_2022?offset=-1`,
    `${A}/systems/naics_2022/nodes/484?limit=-1`,
  ];
  for (const url of hostile) {
    const s = await status(url);
    t.ok(s < 500, `${url.slice(0, 80)} -> ${s}`);
  }
  // malformed percent-encoding is a problem+json 400 too
  const bad = await app.inject(`${A}/systems/naics_2022/nodes/%C3%28`);
  t.equal(bad.statusCode, 400);
  t.match(bad.headers['content-type'], /problem\+json/);

  const seg = fc.string({ unit: 'binary', maxLength: 80 });
  await fc.assert(
    fc.asyncProperty(seg, seg, fc.integer({ min: -1000, max: 100000 }), async (a, b, n) => {
      const e = encodeURIComponent;
      for (const url of [
        `${A}/systems/${e(a)}`,
        `${A}/systems/naics_2022/nodes/${e(a)}/translations`,
        `${A}/diff?a=${e(a)}&b=naics_2022&offset=${n}`,
        `${A}/nodes/${e(b)}?limit=${n}`,
        `${A}/countries/${e(b)}`,
        `${A}/systems?q=${e(a)}&limit=${n}`,
      ]) {
        const s = await status(url);
        if (s >= 500) throw new Error(`${url} -> ${s}`);
      }
    }),
    { numRuns: 60 },
  );
  t.pass('fuzzed paths and parameters: no 5xx');

  // ETag and Cache-Control on cacheable reads; 304 on If-None-Match
  const first = await app.inject(`${A}/systems/naics_2022/nodes/484`);
  t.match(first.headers.etag, /^W\/".+"$/, 'weak ETag');
  t.equal(first.headers['cache-control'], 'public, max-age=60');
  const again = await app.inject({
    url: `${A}/systems/naics_2022/nodes/484`,
    headers: { 'if-none-match': first.headers.etag as string },
  });
  t.equal(again.statusCode, 304, '304 when the ETag matches');
  t.equal(again.body, '', 'no body on 304');
  const changed = await app.inject({
    url: `${A}/systems/naics_2022/nodes/484`,
    headers: { 'if-none-match': 'W/"other"' },
  });
  t.equal(changed.statusCode, 200, '200 when it does not');
  t.not(
    (await app.inject(`${A}/systems/naics_2022/nodes/4841`)).headers.etag,
    first.headers.etag,
    'ETag follows the body',
  );
  const err = await app.inject(`${A}/systems/nope`);
  t.notOk(err.headers.etag, 'no ETag on errors');
  t.notOk((await app.inject(`${A}/health`)).headers.etag, 'health is not cached');
  const head = await app.inject({ method: 'HEAD', url: `${A}/systems/naics_2022/nodes/484` });
  t.equal(head.statusCode, 200, 'HEAD works');

  const cors = await app.inject({ url: `${A}/systems/naics_2022`, headers: { origin: 'https://example.org' } });
  t.equal(cors.headers['access-control-allow-origin'], '*', 'CORS open for GET');
  t.match(cors.headers['x-data-disclaimer'], /not a substitute/i, 'disclaimer header');
});
