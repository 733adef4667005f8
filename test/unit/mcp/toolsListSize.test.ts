import t from 'tap';
import pg from 'pg';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { createMcpServer } from '../../../mcp/server.ts';
import { tools } from '../../../mcp/tools/index.ts';
import type { McpDeps } from '../../../mcp/deps.ts';

/**
 * An agent host pays for tools/list in every session: it stays under 50 KB (40 KB until get_crosswalk_quality,
 * migrate_codes and the codes' languages, notes and successors came; 48 KB until get_edition_diff and `lang` on
 * browse_children, get_sector_overview and find_by_keyword_all_systems; 49 KB until `lang` and `read_as` on
 * classify_business and batch_classify's items; trimming the descriptions is open).
 */
const BOUND = 50_000;

t.test('tools/list stays under 50 KB and still describes every tool', async (t) => {
  const pool = new pg.Pool({ connectionString: 'postgres://unused@127.0.0.1:9/unused', max: 1 }); // never queried
  const deps = { db: pool, search: {}, log: () => {} } as unknown as McpDeps;
  const server = createMcpServer(deps);
  const [a, b] = InMemoryTransport.createLinkedPair();
  await server.server.connect(b);
  const client = new Client({ name: 'size-check', version: '1.0.0' });
  await client.connect(a);
  t.teardown(async () => {
    await client.close();
    await pool.end();
  });
  const listed = await client.listTools();
  const bytes = Buffer.byteLength(JSON.stringify(listed));
  t.ok(bytes < BOUND, `tools/list is ${bytes} bytes (bound ${BOUND})`);
  t.equal(listed.tools.length, tools.length, 'every tool listed');
  for (const tool of listed.tools) {
    t.equal(tool.outputSchema?.type, 'object', `${tool.name}: an output schema`);
    t.ok(Object.keys(tool.outputSchema?.properties ?? {}).length, `${tool.name}: its result's fields`);
    for (const [name, p] of Object.entries<any>(tool.inputSchema.properties ?? {}))
      if (p.default !== undefined)
        t.notOk(tool.inputSchema.required?.includes(name), `${tool.name}.${name} has a default`);
  }
});
