import t from 'tap';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { issueApiKey, registerAccount } from '../../../commands/accounts/handlers.ts';
import { generateApiKey, newKeyId } from '../../../commands/accounts/secrets.ts';
import { exerciseServer } from './exercise.ts';

// The same registry over Streamable HTTP at /mcp on the API server, with an API key, behind the
// same rate limiter and authentication as /api/v1.
t.test('MCP over HTTP at /mcp', async (t) => {
  const stack = await createTestStack(t);
  const { accountId } = await registerAccount(stack.store, stack.vault, {
    email: 'agent@example.org',
    passwordHash: null,
  });
  const issued = generateApiKey();
  await issueApiKey(stack.store, stack.vault, accountId, {
    keyId: newKeyId(),
    name: 'mcp test',
    hash: issued.hash,
    prefix: issued.prefix,
    last4: issued.last4,
  });
  await stack.project();
  await stack.app.listen({ port: 0, host: '127.0.0.1' });
  const url = new URL(`http://127.0.0.1:${(stack.app.server.address() as AddressInfo).port}/mcp`);
  const post = (headers: Record<string, string>) =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'initialize',
        params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
      }),
    });

  t.test('behind the API guards', async (t) => {
    const bad = await post({ authorization: 'Bearer txg_00000000000000000000000000000000' });
    t.equal(bad.status, 401, 'an unknown key is refused as on /api/v1');
    t.match(bad.headers.get('content-type'), /problem\+json/);
    const ok = await post({ authorization: `Bearer ${issued.key}` });
    t.equal(ok.status, 200, 'a valid key initializes');
    t.ok(ok.headers.get('x-ratelimit-limit'), 'rate-limit headers reach the client');
    t.match(ok.headers.get('x-data-disclaimer'), /not a substitute/i, 'the data disclaimer too');
    t.match((await ok.json()).result.serverInfo, { name: 'taxonomy' });
    const get = await fetch(url, { headers: { authorization: `Bearer ${issued.key}`, accept: 'text/event-stream' } });
    t.equal(get.status, 405, 'GET (server-initiated stream) is not offered by the stateless endpoint');
  });

  const transport = new StreamableHTTPClientTransport(url, {
    requestInit: { headers: { authorization: `Bearer ${issued.key}` } },
  });
  const client = new Client({ name: 'tap-http', version: '1.0.0' });
  await client.connect(transport);
  t.teardown(() => client.close());
  await exerciseServer(t, client);
});

// An agent over its anonymous allowance gets a tool result saying when to retry and that a key raises
// the limit, not a transport error that ends its session (issue 36).
t.test('over /mcp, a rate-limited tool call is a tool result the agent can act on', async (t) => {
  const stack = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '4' } });
  await stack.app.listen({ port: 0, host: '127.0.0.1' });
  const url = new URL(`http://127.0.0.1:${(stack.app.server.address() as AddressInfo).port}/mcp`);
  const client = new Client({ name: 'tap-429', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(url)); // initialize, notifications/initialized, …
  t.teardown(() => client.close());
  const args = { name: 'get_industry', arguments: { system_id: 'naics_2022', code: '484' } };
  let answered = 0;
  let refused: any;
  for (let i = 0; i < 6 && !refused; i++) {
    const r: any = await client.callTool(args); // a transport error would throw here
    if (r.isError) refused = r;
    else answered++;
  }
  t.ok(answered > 0, `${answered} calls answered within the minute's allowance`);
  t.ok(refused, 'then one is refused');
  t.equal(refused.isError, true, 'the fourth is a tool result with isError');
  t.match(refused.content[0].text, /Retry this call in \d+ s/, 'saying when to retry');
  t.match(refused.content[0].text, /API key raises it/, 'and that a key raises the limit');
  const raw = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'tools/list' }),
  });
  t.equal(raw.status, 200, 'HTTP 200: a JSON-RPC answer, not a 429 page');
  t.ok(Number(raw.headers.get('retry-after')) > 0, 'with Retry-After');
  const body = await raw.json();
  t.equal(body.id, 7, 'answering the request by its id');
  t.equal(
    body.error.data.retry_after_seconds,
    Number(raw.headers.get('retry-after')),
    'an error with retry_after_seconds',
  );
  const api = await stack.app.inject('/api/v1/systems/naics_2022/nodes/484');
  t.equal(api.statusCode, 429, 'the REST door still answers 429');
});
