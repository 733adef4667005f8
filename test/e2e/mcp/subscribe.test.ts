import path from 'node:path';
import t from 'tap';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ResourceUpdatedNotificationSchema } from '@modelcontextprotocol/sdk/types.js';
import { ingestOfficial } from '../../../ingest/ingestOfficial.ts';
import { createTestStack, ROOT, SHARED } from '../../helpers/sampleApp.ts';

// Issue 39, as an agent host sees it: `taxonomy mcp` over stdio, a subscription to a code, and a new release
// that retitles that code (ingested and projected by other processes' code, as an operator's ingest would be).
t.test('taxonomy mcp over stdio: a subscribed code is told when a new release retitles it', async (t) => {
  const stack = await createTestStack(t);
  const transport = new StdioClientTransport({
    command: process.execPath,
    args: ['bin/taxonomy.js', 'mcp'],
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: stack.db.url } as Record<string, string>,
    stderr: 'pipe',
  });
  let stderr = '';
  transport.stderr?.on('data', (d) => {
    stderr += d;
  });
  const client = new Client({ name: 'tap-subscribe', version: '1.0.0' });
  await client.connect(transport);
  const pid = transport.pid!;
  t.teardown(async () => {
    await client.close().catch(() => {});
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      /* gone */
    }
  });
  t.match(client.getServerCapabilities()?.resources, { subscribe: true }, 'the stdio server offers subscriptions');

  const updated: string[] = [];
  client.setNotificationHandler(ResourceUpdatedNotificationSchema, (n) => {
    updated.push(n.params.uri);
  });
  const code = 'taxonomy://nodes/nace_rev2/10.12';
  const quiet = 'taxonomy://nodes/naics_2022/484';
  await client.subscribeResource({ uri: code });
  await client.subscribeResource({ uri: quiet });
  const before = await client.readResource({ uri: code });

  await ingestOfficial(stack.store, 'nace_rev2', path.join(SHARED, 'sources')); // NACE Rev. 2's official file retitles 10.12
  await stack.project();
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !updated.includes(code)) await new Promise((r) => setTimeout(r, 100));
  t.ok(updated.includes(code), `notifications/resources/updated for ${code}`);
  t.notOk(updated.includes(quiet), 'a subscribed code that did not change: no notification');
  const after = await client.readResource({ uri: code });
  const text = (r: typeof after) => r.contents.map((c) => ('text' in c ? c.text : '')).join('');
  t.not(text(after), text(before), 'reading the resource again shows the change');
  t.notMatch(stderr, /"level":"error"/, 'no error logged');
});
