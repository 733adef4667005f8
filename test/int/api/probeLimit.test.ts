import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

// Issue 33, row 9: CORS preflights (OPTIONS) and /health were outside every limit, so one address could
// send them without end (each /health runs queries on PostgreSQL and pings Redis). Fails on that code
// (every request answered). They now have their own generous per-address limit.
t.test('OPTIONS and the health probes have their own per-address limit', async (t) => {
  const { app } = await createTestStack(t, {
    ingestSample: false,
    env: { PROBE_RATE_LIMIT_PER_MINUTE: '6', ANON_RATE_LIMIT_PER_MINUTE: '100' },
  });
  const from = (ip: string) => ({
    preflight: () =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/v1/systems',
        remoteAddress: ip,
        headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
      }),
    get: (url: string) => app.inject({ url, remoteAddress: ip }),
  });
  const a = from('192.0.2.10');
  const codes: number[] = [];
  for (let i = 0; i < 3; i++) codes.push((await a.preflight()).statusCode);
  for (const url of ['/api/v1/health', '/api/v1/health/live', '/api/v1/health/ready'])
    codes.push((await a.get(url)).statusCode);
  t.same(codes, [204, 204, 204, 200, 200, 200], 'within the limit: answered');
  const over = await a.preflight();
  t.equal(over.statusCode, 429, 'the 7th preflight in the window: 429');
  t.match(over.headers['content-type'], /application\/problem\+json/);
  t.ok(Number(over.headers['retry-after']) > 0, 'with Retry-After');
  t.equal((await a.get('/api/v1/health')).statusCode, 429, '/health shares that limit');
  t.equal((await a.get('/api/v1/systems')).statusCode, 200, 'the API itself is on its own (tiered) limit');
  const b = from('192.0.2.11');
  t.equal((await b.get('/api/v1/health/ready')).statusCode, 200, 'another address is not affected');
  t.equal((await b.preflight()).statusCode, 204);
});
