import t from 'tap';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { createTestStack, ROOT } from '../helpers/sampleApp.ts';
import { exerciseServer } from './exercise.ts';

// The real server as an agent host runs it: `node bin/taxonomy.js mcp` over stdio, on the sample corpus.
t.test('taxonomy mcp over stdio', async (t) => {
  const { db } = await createTestStack(t);
  let stderr = '';
  const transport = new StdioClientTransport({
    command: process.execPath, args: ['bin/taxonomy.js', 'mcp'], cwd: ROOT,
    env: { ...process.env, DATABASE_URL: db.url } as Record<string, string>, stderr: 'pipe',
  });
  transport.stderr?.on('data', (d) => { stderr += d; });
  const client = new Client({ name: 'tap', version: '1.0.0' });
  await client.connect(transport);
  const pid = transport.pid!;
  t.teardown(async () => {
    await client.close();
    // Closing stdin stops the server by itself: it must exit, not linger.
    const gone = await waitExit(pid);
    if (!gone) { process.kill(pid, 'SIGKILL'); }
    t.ok(gone, 'the server exits when the client closes stdin');
    t.match(stderr, /serving over stdio/, 'logs go to stderr');
  });
  await exerciseServer(t, client);
});

async function waitExit(pid: number): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    try { process.kill(pid, 0); } catch { return true; }
    await new Promise((r) => setTimeout(r, 100));
  }
  return false;
}
