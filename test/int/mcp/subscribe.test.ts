import path from 'node:path';
import t from 'tap';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { createSearchIndex } from '../../../projections/search/createSearchIndex.ts';
import { createMcpServer } from '../../../mcp/server.ts';
import { enableSubscriptions } from '../../../mcp/subscriptions.ts';
import { ingestOfficial } from '../../../ingest/ingestOfficial.ts';
import { createTestStack, SHARED } from '../../helpers/sampleApp.ts';
import type { Queryable } from '../../../platform/db.ts';

// Issue 39: an agent subscribed to a system's resource hears when that system changes (the stdio server's
// sessions last; cli/mcpStdio.ts enables this as here), and only where it works is it advertised.
t.test('resources/subscribe: notifications/resources/updated when a subscribed system changes', async (t) => {
  const stack = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000' } });
  const search = createSearchIndex({ config: stack.config, pool: stack.db.pool });
  const mcp = createMcpServer({ db: stack.db.pool, search });
  // the subscriptions' own queries, counted (the tools use the pool itself)
  let queries = 0;
  const counted: Queryable = {
    query: (text: string, values?: unknown[]) => {
      queries++;
      return stack.db.pool.query(text, values);
    },
  };
  const subscriptions = enableSubscriptions(mcp.server, counted, 200);
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await mcp.server.connect(serverSide);
  const client = new Client({ name: 'tap-subscribe', version: '1.0.0' });
  await client.connect(clientSide);
  t.teardown(async () => {
    subscriptions.close();
    await client.close();
    await mcp.close();
    await search.close?.();
  });
  t.match(client.getServerCapabilities()?.resources, { subscribe: true, listChanged: false }, 'advertised');

  const ticks = (n: number) => new Promise((r) => setTimeout(r, n * 200 + 100));
  await ticks(5);
  t.equal(queries, 0, 'no subscription: five poll intervals pass without a query');

  const updated: string[] = [];
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => {
    updated.push(n.params.uri);
  });
  await client.subscribeResource({ uri: 'taxonomy://systems/nace_rev2' });
  await client.subscribeResource({ uri: 'taxonomy://systems/naics_2022' });
  await client.subscribeResource({ uri: 'taxonomy://nodes/nace_rev2/10.12' });
  await t.rejects(client.subscribeResource({ uri: 'taxonomy://stats' }), /cannot subscribe/, 'only systems and codes');

  await ingestOfficial(stack.store, 'nace_rev2', path.join(SHARED, 'sources')); // retitles 10.12
  await stack.project();
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline && !updated.includes('taxonomy://nodes/nace_rev2/10.12'))
    await new Promise((r) => setTimeout(r, 100));
  t.ok(updated.includes('taxonomy://systems/nace_rev2'), 'the system subscribed to: updated');
  t.ok(updated.includes('taxonomy://nodes/nace_rev2/10.12'), 'the code subscribed to: updated');
  t.notOk(updated.includes('taxonomy://systems/naics_2022'), 'a system that did not change: no notification');
  const read = await client.readResource({ uri: 'taxonomy://systems/nace_rev2' });
  t.ok(read.contents.length > 0, 'the updated resource reads');

  t.ok(queries > 0, `subscribed: the feed is polled (${queries} queries)`);

  for (const uri of [
    'taxonomy://systems/nace_rev2',
    'taxonomy://systems/naics_2022',
    'taxonomy://nodes/nace_rev2/10.12',
  ])
    await client.unsubscribeResource({ uri });
  await ticks(2); // a poll under way ends
  const after = queries;
  await ticks(5);
  t.equal(queries, after, 'every subscription gone: the polling stops');
});

t.test('the HTTP door (a new server per request) advertises no subscriptions', async (t) => {
  const stack = await createTestStack(t, { ingestSample: false, env: { ANON_RATE_LIMIT_PER_MINUTE: '1000000' } });
  const res = await stack.app.inject({
    method: 'POST',
    url: '/mcp',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    payload: {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'tap', version: '1' } },
    },
  });
  t.equal(res.statusCode, 200, res.body);
  const { resources } = res.json().result.capabilities;
  t.notOk(resources.subscribe, 'no resources.subscribe');
  t.notOk(resources.listChanged, 'no resources.listChanged');
});
