import net from 'node:net';
import type { AddressInfo } from 'node:net';
import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { REQUEST_TIMEOUT_MS } from '../../../query-api/plugins/requestLimits.ts';

// Issue 33, row 9 (fails on the old code: a path parameter over 500 characters was a 404, where SECURITY.md
// promises 414; Fastify's requestTimeout was 0, so a client sending its request slowly held a connection
// for ever).
t.test('a path parameter over 500 characters is a 414 problem', async (t) => {
  const { app } = await createTestStack(t, { ingestSample: false, env: { ANON_RATE_LIMIT_PER_MINUTE: '100000' } });
  for (const url of [
    `/api/v1/systems/${'a'.repeat(501)}`,
    `/api/v1/systems/naics_2022/nodes/${'4'.repeat(600)}`,
    `/api/v1/systems/naics_2022/nodes/${'4'.repeat(600)}/children?limit=5`,
  ]) {
    const res = await app.inject(url);
    t.equal(res.statusCode, 414, `${url.slice(0, 60)}...: 414`);
    t.match(res.headers['content-type'], /application\/problem\+json/);
    t.match(res.json(), { status: 414, type: '/api/v1/docs/guide#errors-uri-too-long', detail: /longer than 500/ });
  }
  const at = await app.inject(`/api/v1/systems/${'a'.repeat(500)}`);
  t.ok(at.statusCode !== 414 && at.statusCode < 500, `500 characters are routed (${at.statusCode})`);
  t.equal((await app.inject('/api/v1/no/such/route')).statusCode, 404, 'an unknown route is still a 404');
});

t.test('a request that is never finished is answered 408 and closed, not held for ever', async (t) => {
  const { app } = await createTestStack(t, { ingestSample: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  t.equal(app.server.requestTimeout, REQUEST_TIMEOUT_MS, `the server's requestTimeout is ${REQUEST_TIMEOUT_MS} ms`);
  t.ok(app.server.headersTimeout <= REQUEST_TIMEOUT_MS, 'the headers have no longer');
  t.ok(REQUEST_TIMEOUT_MS > 0 && REQUEST_TIMEOUT_MS <= 60_000, 'bounded, and long enough for a slow network');
  // a slow sender: headers and a body announced, never completed; Node checks every 30 s
  const port = (app.server.address() as AddressInfo).port;
  const socket = net.connect(port, '127.0.0.1');
  let got = '';
  socket.on('data', (d) => (got += d.toString()));
  socket.write(
    'POST /api/v1/batch/lookup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{',
  );
  const closed = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), REQUEST_TIMEOUT_MS + 35_000);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
  socket.destroy();
  t.ok(closed, 'the connection was closed');
  t.match(got, /^HTTP\/1\.1 408/, 'with 408 Request Timeout');
});
