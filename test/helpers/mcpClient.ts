import type { Test } from 'tap';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import type pg from 'pg';
import type { Config } from '../../platform/config.ts';
import type { McpDeps } from '../../mcp/deps.ts';
import { createMcpServer } from '../../mcp/server.ts';
import { createSearchIndex } from '../../projections/search/createSearchIndex.ts';

/** What a test reads MCP from: a stack's config and pool (createTestStack gives both). */
interface StackLike {
  config: Config;
  db: { pool: pg.Pool };
}

export interface McpTestClient {
  client: Client;
  /** tools/call: the CallToolResult (`structuredContent`, `content`, `isError`), loosely typed for assertions. */
  call(name: string, args: Record<string, unknown>): Promise<any>;
}

/**
 * An MCP server over the stack's database (the search index its config selects), connected in memory to an
 * SDK client, both closed when `t` ends. `deps` replaces or adds to what the server gets (a counting `db`,
 * `officialReference`, ...).
 */
export async function connectMcp(t: Test, stack: StackLike, deps: Partial<McpDeps> = {}): Promise<McpTestClient> {
  const search = createSearchIndex({ config: stack.config, pool: stack.db.pool });
  const mcp = createMcpServer({ db: stack.db.pool, search, ...deps });
  const [serverSide, clientSide] = InMemoryTransport.createLinkedPair();
  await mcp.server.connect(serverSide);
  const client = new Client({ name: `tap-${t.name.slice(0, 40)}`, version: '1.0.0' });
  await client.connect(clientSide);
  t.teardown(async () => {
    await client.close();
    await mcp.close();
    await search.close?.();
  });
  return { client, call: (name, args) => client.callTool({ name, arguments: args }) };
}
