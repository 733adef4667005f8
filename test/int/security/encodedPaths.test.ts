import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

const GARBAGE = { authorization: 'Bearer txg_00000000000000000000000000000000' };
const PING = { jsonrpc: '2.0', id: 1, method: 'ping' };
const MCP_HEADERS = { accept: 'application/json, text/event-stream', 'content-type': 'application/json' };

/** Spellings of /api and /mcp a router or proxy may read as the plain path (issue 13, item 1). */
const API = [
  '/api/v1/systems',
  '/%61pi/v1/systems',
  '/%61%70%69/v1/systems',
  '/ap%69/v1/systems',
  '/%41PI/v1/systems',
  '/API/v1/systems',
  '/api/v1/%73ystems',
  '/api/v1/%53ystems',
  '/%2561pi/v1/systems',
  '//api/v1/systems',
  '/api//v1/systems',
  '/api%2fv1/systems',
  '/api%2Fv1/systems',
  '/api./v1/systems',
  '/api/v1./systems',
  '/api/v1/systems.',
  '/api;x/v1/systems',
];
const MCP = ['/mcp', '/%6dcp', '/%6Dcp', '/%4DCP', '//mcp', '/mcp.', '/mcp/', '/%6d%63%70'];

t.test('encoded, doubled and dotted spellings of /api and /mcp meet every hook', async (t) => {
  const { app, project } = await createTestStack(t, {
    ingestSample: false,
    env: { ANON_RATE_LIMIT_PER_MINUTE: '3', JWT_SECRET: 'encoded-jwt-secret-0123456789abcdef0123456789' },
  });
  await project(); // the key cache is ready: a garbage key is checked (401), not "cannot check" (503)
  const cases = [
    ...API.map((url) => ({ url, method: 'GET' as const, payload: undefined, headers: {} })),
    ...MCP.map((url) => ({ url, method: 'POST' as const, payload: PING, headers: MCP_HEADERS })),
  ];
  let n = 0;
  for (const c of cases) {
    n++;
    const send = (remoteAddress: string, headers: Record<string, string> = {}) =>
      app.inject({
        method: c.method,
        url: c.url,
        payload: c.payload,
        remoteAddress,
        headers: { ...c.headers, ...headers },
      });
    const refused = await send(`198.51.100.${n}`, GARBAGE);
    t.equal(refused.statusCode, 401, `${c.method} ${c.url} with a garbage key: 401`);

    const anon = `203.0.113.${n}`;
    const first = await send(anon);
    t.equal(first.headers['x-ratelimit-limit'], '3', `${c.url}: rate-limit headers`);
    t.equal(first.headers['x-content-type-options'], 'nosniff', `${c.url}: security headers`);
    t.match(String(first.headers['content-security-policy']), /frame-ancestors 'none'/, `${c.url}: a CSP`);
    await send(anon);
    await send(anon);
    const over = await send(anon);
    // MCP answers a refusal as JSON-RPC (HTTP 200 with Retry-After: an agent can act on it), REST as a 429
    const mcp = /^\/mcp$/i.test(decodeURIComponent(c.url.split('?')[0]));
    t.ok(
      mcp
        ? over.headers['retry-after'] !== undefined && /retry_after_seconds|retry/i.test(over.body)
        : over.statusCode === 429,
      `${c.url}: the 4th anonymous request in the window is refused (${over.statusCode})`,
    );
  }
  // the plain and encoded spellings share one budget
  const shared = '192.0.2.77';
  for (const url of ['/api/v1/systems', '/%61pi/v1/systems', '/ap%69/v1/systems'])
    t.equal((await app.inject({ url, remoteAddress: shared })).statusCode, 200, `${url}: counted`);
  t.equal((await app.inject({ url: '/%61pi/v1/systems', remoteAddress: shared })).statusCode, 429, 'one budget');
  // the web app is not the API
  const web = await app.inject({ url: '/explore', remoteAddress: shared, headers: GARBAGE });
  t.not(web.statusCode, 401, 'web pages do not check API credentials');
  t.notOk(web.headers['x-ratelimit-limit'], 'nor count against the API budget');
});
