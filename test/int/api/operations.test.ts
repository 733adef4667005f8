import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Writable } from 'node:stream';
import t from 'tap';
import { pino } from 'pino';
import { buildHttpServer } from '../../../cli/httpServer.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

t.test('compression, request ids, probes and metrics', async (t) => {
  const { app } = await createTestStack(t, {
    env: { METRICS_TOKEN: 'metrics-secret', ANON_RATE_LIMIT_PER_MINUTE: '40' },
  });

  const plain = await app.inject('/api/v1/systems?limit=200');
  t.equal(plain.statusCode, 200);
  t.notOk(plain.headers['content-encoding'], 'no Accept-Encoding: sent as is');
  const br = await app.inject({ url: '/api/v1/systems?limit=200', headers: { 'accept-encoding': 'br, gzip' } });
  t.equal(br.headers['content-encoding'], 'br', 'brotli when offered');
  t.match(br.headers.vary, /accept-encoding/i);
  t.ok(br.rawPayload.length < plain.rawPayload.length / 2, `${plain.rawPayload.length} B -> ${br.rawPayload.length} B`);
  t.same(JSON.parse(brotliDecompressSync(br.rawPayload).toString()), plain.json(), 'the same list once unpacked');
  const gz = await app.inject({ url: '/api/v1/systems?limit=200', headers: { 'accept-encoding': 'gzip' } });
  t.equal(gz.headers['content-encoding'], 'gzip');
  t.same(JSON.parse(gunzipSync(gz.rawPayload).toString()), plain.json());

  const ids = new Set<string>();
  for (const url of ['/api/v1/systems', '/api/v1/systems/nope', '/api/v1/no/route', '/explore']) {
    const res = await app.inject(url);
    const id = String(res.headers['x-request-id'] ?? '');
    t.match(id, /^[0-9a-f-]{36}$/, `${url} (${res.statusCode}) has an X-Request-Id`);
    ids.add(id);
  }
  t.equal(ids.size, 4, 'a new id per request');
  const given = await app.inject({ url: '/api/v1/systems', headers: { 'x-request-id': 'lb-1234.abc' } });
  t.equal(given.headers['x-request-id'], 'lb-1234.abc', "a caller's plain id is kept");
  const forged = await app.inject({ url: '/api/v1/systems', headers: { 'x-request-id': 'a b\tc' } });
  t.not(forged.headers['x-request-id'], 'a b\tc', 'anything else is replaced');

  const live = await app.inject('/api/v1/health/live');
  t.equal(live.statusCode, 200);
  t.same(live.json(), { status: 'ok' });
  const ready = await app.inject('/api/v1/health/ready');
  t.equal(ready.statusCode, 200);
  t.match(ready.json(), { status: 'ready', checks: { postgres: true, redis: true } }); // no projector: still ready
  const badKey = await app.inject({ url: '/api/v1/health/ready', headers: { authorization: 'Bearer junk' } });
  t.equal(badKey.statusCode, 200, 'probes ignore credentials');

  t.equal((await app.inject('/metrics')).statusCode, 401, 'metrics without the token: 401');
  const wrong = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
  t.equal(wrong.statusCode, 403, 'another token: 403');
  await app.inject('/api/v1/systems/naics_2022'); // cacheable: a miss, then a hit
  await app.inject('/api/v1/systems/naics_2022');
  let limited = 0;
  for (let i = 0; i < 45 && !limited; i++) if ((await app.inject('/api/v1/stats')).statusCode === 429) limited++;
  t.ok(limited, 'the anonymous limit was reached');
  const m = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer metrics-secret' } });
  t.equal(m.statusCode, 200);
  t.match(m.headers['content-type'], /text\/plain/);
  const text = m.body;
  t.match(text, /^# TYPE http_requests_total counter$/m);
  t.match(text, /http_requests_total\{method="GET",route="\/api\/v1\/systems",status="200"\} \d+/, 'requests by route');
  t.match(text, /http_request_duration_seconds_bucket\{le="0.1",method="GET",route="\/api\/v1\/systems\/:id"/);
  t.match(text, /http_requests_total\{method="GET",route="unmatched",status="404"\} 1/, 'unknown URLs share one label');
  t.match(text, /rate_limit_rejections_total\{route="\/api\/v1\/stats"\} [1-9]/, 'rate-limit rejections');
  t.match(text, /response_cache_requests_total\{result="hit"\} [1-9]/, 'cache hits');
  t.match(text, /pg_pool_connections\{state="total"\} [1-9]/, 'pool usage');
  t.match(text, /projection_lag_events\{projection="catalog"\} 0/, 'projector lag');
});

t.test('metrics are off without METRICS_TOKEN', async (t) => {
  const { app } = await createTestStack(t, { ingestSample: false });
  const res = await app.inject({ url: '/metrics', headers: { authorization: 'Bearer anything' } });
  t.equal(res.statusCode, 404);
  t.match(res.headers['content-type'], /problem\+json/);
});

t.test('every request log line is JSON with the request id the response carries', async (t) => {
  const { db, store, redis, config } = await createTestStack(t, { ingestSample: false });
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      done();
    },
  });
  const app = await buildHttpServer({ config, pool: db.pool, store, redis }, { loggerInstance: pino(sink) });
  t.teardown(() => app.close());
  const res = await app.inject('/api/v1/systems/nope');
  const id = res.headers['x-request-id'];
  const records = lines.map((l) => JSON.parse(l));
  const mine = records.filter((r) => r.request_id === id);
  t.ok(mine.length >= 2, 'incoming request and response lines');
  t.ok(
    records.filter((r) => r.req || r.res).every((r) => r.request_id),
    'no request line without its id',
  );
});
