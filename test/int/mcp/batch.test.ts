import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

const HEADERS = { accept: 'application/json, text/event-stream', 'content-type': 'application/json' };
const call = (id: number) => ({ jsonrpc: '2.0', id, method: 'ping' });

// One HTTP request must not fan out into many calls on one rate-limit token (issue 13, item 5).
t.test('a JSON-RPC batch on /mcp is refused whole with a JSON-RPC error', async (t) => {
  const { app } = await createTestStack(t, { ingestSample: false, env: { ANON_RATE_LIMIT_PER_MINUTE: '3' } });
  const batch = Array.from({ length: 50 }, (_, i) => call(i + 1));
  const res = await app.inject({ method: 'POST', url: '/mcp', headers: HEADERS, payload: batch });
  t.equal(res.statusCode, 400, 'a batch of 50 calls: 400');
  const body = res.json();
  t.notOk(Array.isArray(body), 'not one answer per call');
  t.match(body, { jsonrpc: '2.0', id: null, error: { code: -32600, message: /batch/ } });
  t.equal(res.headers['x-ratelimit-remaining'], '2', 'it cost one request of the budget');

  const encoded = await app.inject({ method: 'POST', url: '/%6dcp', headers: HEADERS, payload: [call(1), call(2)] });
  t.equal(encoded.statusCode, 400, 'the encoded path too');
  const single = await app.inject({ method: 'POST', url: '/mcp', headers: HEADERS, payload: call(7) });
  t.equal(single.statusCode, 200, 'a single call still works');
  t.match(single.json(), { jsonrpc: '2.0', id: 7, result: {} });
});
