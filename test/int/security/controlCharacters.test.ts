import t from 'tap';
import { createTestStack } from '../../helpers/sampleApp.ts';

const JWT_SECRET = 'control-jwt-secret-0123456789abcdef0123456789';
const BAD = [
  { what: 'NUL', raw: 'bak\u0000ery', url: 'bak%00ery' },
  { what: 'ESC', raw: 'bak\u001bery', url: 'bak%1Bery' },
  { what: 'DEL', raw: 'bak\u007fery', url: 'bak%7Fery' },
  { what: 'C1', raw: 'bak\u0085ery', url: 'bak%C2%85ery' },
  { what: 'lone surrogate', raw: 'bak\ud800ery', url: 'bak%ED%A0%80ery' },
];

const problem400 = (res: { statusCode: number; headers: Record<string, unknown> }) =>
  res.statusCode === 400 && /application\/problem\+json/.test(String(res.headers['content-type']));

// Every text input refuses control characters and lone surrogates with a 400 problem (issue 13, item 11).
t.test('control characters and lone surrogates in any text input: 400 problem+json', async (t) => {
  const { app } = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000', JWT_SECRET } });
  const reg = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email: `control-${process.pid}@example.com`, password: 'correct horse battery staple 9' },
  });
  const auth = { authorization: `Bearer ${reg.json().token}` };

  const search = await app.inject({ url: '/api/v1/search?q=bak%00ery' });
  t.equal(search.statusCode, 400, 'GET /search?q=bak%00ery: 400');
  t.match(search.json(), { status: 400, parameter: 'q', detail: /control character \(U\+0000\)/ });

  for (const b of BAD) {
    const key = await app.inject({ method: 'POST', url: '/api/v1/auth/keys', headers: auth, payload: { name: b.raw } });
    t.ok(problem400(key), `a key name with ${b.what}: 400 (got ${key.statusCode})`);
  }

  // every operation of the OpenAPI document, every text input: query and path parameters, body properties
  const spec = (await app.inject({ url: '/api/v1/openapi.json' })).json();
  const failures: string[] = [];
  let probes = 0;
  for (const [path, item] of Object.entries<any>(spec.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      if (!['get', 'post', 'delete'].includes(method)) continue;
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])];
      const pathParams = params.filter((p: any) => p.in === 'path').map((p: any) => p.name as string);
      const fill = (bad?: { name: string; value: string }) =>
        pathParams.reduce((p, n) => p.replace(`{${n}}`, bad?.name === n ? bad.value : 'naics_2022'), path);
      const body = op.requestBody?.content?.['application/json']?.schema;
      const send = (url: string, payload?: object) =>
        app.inject({ method: method.toUpperCase() as 'GET', url, headers: auth, payload });
      const base = body ? Object.fromEntries(Object.keys(body.properties ?? {}).map((k) => [k, 'x'])) : undefined;
      for (const b of [BAD[0], BAD[4]]) {
        for (const name of pathParams) {
          probes++;
          const res = await send(fill({ name, value: b.url }), base);
          if (!problem400(res)) failures.push(`${method} ${path} path ${name} ${b.what} -> ${res.statusCode}`);
        }
        for (const q of params.filter((p: any) => p.in === 'query')) {
          probes++;
          const res = await send(`${fill()}?${q.name}=${b.url}`, base);
          if (!problem400(res)) failures.push(`${method} ${path} ?${q.name} ${b.what} -> ${res.statusCode}`);
        }
        for (const prop of Object.keys(body?.properties ?? {})) {
          probes++;
          const res = await send(fill(), { ...base, [prop]: b.raw });
          if (!problem400(res)) failures.push(`${method} ${path} body.${prop} ${b.what} -> ${res.statusCode}`);
        }
      }
    }
  }
  t.ok(probes > 50, `${probes} probes`);
  t.same(failures, [], 'every text input answers 400 problem+json');

  const mcp = await app.inject({
    method: 'POST',
    url: '/mcp',
    headers: { ...auth, accept: 'application/json, text/event-stream' },
    payload: {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'search_classifications', arguments: { query: 'bak\u0000ery' } },
    },
  });
  t.match(
    mcp.json().result,
    { isError: true, content: [{ text: /query contains a control character \(U\+0000\)/ }] },
    'an MCP tool argument with NUL: an isError result naming it',
  );

  const fine = await app.inject({ url: '/api/v1/search?q=bakery' });
  t.equal(fine.statusCode, 200, 'plain text still works');
  const lines = await app.inject({
    method: 'POST',
    url: '/api/v1/classify',
    payload: { text: 'a bakery\nand a café\t☕' },
  });
  t.equal(lines.statusCode, 200, 'line breaks, tabs and non-ASCII in a body are text');
});
