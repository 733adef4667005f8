import t from 'tap';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ROOT } from '../../helpers/paths.ts';
import { testRedisUrl } from '../../helpers/services.ts';
import { projectedPrivatePostgres } from './helpers/projectedPrivatePostgres.ts';
import { serve, timedFetch, waitFor } from './helpers/processes.ts';

// Issue 33: PostgreSQL stopped and started again, asked through every door at once: REST, MCP over HTTP, MCP over
// stdio and the web app. While it is down each door says so at once (a 503 problem, an MCP error result), none
// hangs or exits; afterwards the same processes answer again, without a restart.
t.test('PostgreSQL restarted: every door says so at once, and answers again after', async (t) => {
  const pgs = await projectedPrivatePostgres(t, ['isic_rev4']);

  const api = await serve({
    DATABASE_URL: pgs.url,
    REDIS_URL: await testRedisUrl(),
    REDIS_PREFIX: `test:faults:doors${process.pid}:`,
    ANON_RATE_LIMIT_PER_MINUTE: '1000000',
  });
  t.teardown(() => api.proc.kill('SIGKILL'));
  const stdio = new StdioClientTransport({
    command: process.execPath,
    args: ['bin/taxonomy.js', 'mcp'],
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: pgs.url, LOG_LEVEL: 'warn' } as Record<string, string>,
    stderr: 'pipe',
  });
  const agent = new Client({ name: 'tap-doors', version: '1.0.0' });
  await agent.connect(stdio);
  const stdioPid = stdio.pid!;
  t.teardown(async () => {
    await agent.close().catch(() => {});
    try {
      process.kill(stdioPid, 'SIGKILL');
    } catch {
      /* gone */
    }
  });

  const ask = { system_id: 'isic_rev4', code: '0111' };
  const doors = {
    rest: async () => {
      const r = await timedFetch(`${api.base}/api/v1/systems/isic_rev4/nodes/0111`, {}, 15_000);
      return { ok: r.status === 200, down: r.status === 503 && /problem\+json/.test(r.type), ms: r.ms };
    },
    mcpHttp: async () => {
      const r = await timedFetch(
        `${api.base}/mcp`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
          body: JSON.stringify({
            jsonrpc: '2.0',
            id: 1,
            method: 'tools/call',
            params: { name: 'get_industry', arguments: ask },
          }),
        },
        15_000,
      );
      const result = r.status === 200 ? JSON.parse(r.body).result : undefined;
      return { ok: !!result && !result.isError, down: r.status === 503 || !!result?.isError, ms: r.ms };
    },
    mcpStdio: async () => {
      const started = performance.now();
      const result = await agent.callTool({ name: 'get_industry', arguments: ask }).catch(() => undefined);
      return { ok: !!result && !result.isError, down: !result || !!result.isError, ms: performance.now() - started };
    },
    web: async () => {
      const page = await timedFetch(`${api.base}/`, {}, 15_000); // the app itself is static: it loads
      const data = await timedFetch(`${api.base}/api/v1/systems/isic_rev4`, {}, 15_000); // what its pages read
      return {
        ok: page.status === 200 && data.status === 200,
        down: page.status === 200 && data.status === 503,
        ms: Math.max(page.ms, data.ms),
      };
    },
  };
  type Answer = { ok: boolean; down: boolean; ms: number };
  const everyDoor = async (): Promise<Record<string, Answer>> =>
    Object.fromEntries(await Promise.all(Object.entries(doors).map(async ([d, f]) => [d, await f()] as const)));

  await waitFor(
    'every door to answer (warm-up)',
    async () => Object.values(await everyDoor()).every((a) => a.ok),
    30_000,
    250,
  );

  await pgs.stop();
  // the API's response cache learns of the outage at its next poll of the read models' version (250 ms)
  const down = await waitFor(
    'every door to say PostgreSQL is down',
    async () => {
      const answers = await everyDoor();
      return Object.values(answers).every((a) => a.down) && answers;
    },
    20_000,
    250,
  );
  for (const [door, a] of Object.entries(down)) t.ok(a.ms < 10_000, `${door}: said so in ${Math.round(a.ms)} ms`);
  t.ok(api.proc.alive(), 'serve is still running');

  await pgs.start();
  await waitFor(
    'every door to answer again',
    async () => Object.values(await everyDoor()).every((a) => a.ok),
    60_000,
    250,
  );
  t.pass('REST, MCP over HTTP, MCP over stdio and the web answer again');
  t.ok(api.proc.alive(), 'the same serve process');
  t.doesNotThrow(() => process.kill(stdioPid, 0), 'the same stdio MCP process');
});
