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

// Issue 33, row 3 (fails on the old code: 100 lookups and 100 classifications cost one request): a batch
// tool's items are charged per item, as POST /api/v1/batch/* charges them, whatever the door.
t.test('MCP batch tools are charged per item against the rate limit', async (t) => {
  const { app } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '30' } });
  const tool = (name: string, args: object, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/mcp',
      headers: HEADERS,
      remoteAddress: ip,
      payload: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name, arguments: args } },
    });
  const items = (n: number) => Array.from({ length: n }, () => ({ system: 'naics_2022', code: '484' }));

  const big = await tool('batch_lookup', { items: items(100) }, '10.0.33.1');
  t.equal(big.statusCode, 200);
  t.match(big.json().result, { isError: true }, '100 lookups over an anonymous limit of 30: refused');
  t.match(big.json().result.content[0].text, /counts 100 against a limit of 30/, 'with the REST door’s detail');
  t.notOk(big.json().result.structuredContent, 'nothing looked up');

  const texts = Array.from({ length: 100 }, (_, i) => `bakery number ${i}`);
  const classify = await tool('batch_classify', { texts }, '10.0.33.2');
  t.match(classify.json().result, { isError: true }, '100 classifications over the limit: refused');

  const translate = await tool('batch_translate', { items: items(100), targets: ['isic_rev4'] }, '10.0.33.3');
  t.match(translate.json().result, { isError: true }, '100 translations over the limit: refused');

  const small = await tool('batch_lookup', { items: items(10) }, '10.0.33.4');
  t.notOk(small.json().result.isError, 'a batch of 10 within the limit answers');
  t.equal(small.json().result.structuredContent.total, 10);
  t.equal(small.headers['x-ratelimit-remaining'], '20', 'it cost 10 of the 30');
  const again = await tool('batch_lookup', { items: items(25) }, '10.0.33.4');
  t.match(again.json().result, { isError: true }, '25 more do not fit in the 20 left');
  const rest = await app.inject({
    method: 'POST',
    url: '/api/v1/batch/lookup',
    remoteAddress: '10.0.33.4',
    payload: { items: items(19) },
  });
  t.equal(rest.statusCode, 200, 'the same budget on the REST door: 19 of the 20 left (the refused batch cost 1)');
  t.equal(rest.headers['x-ratelimit-remaining'], '0');
});
