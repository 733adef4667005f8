import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { McpDeps } from './deps.ts';
import { registerTools } from './toolHandlers.ts';
import { tools } from './tools/index.ts';
import { registerResources } from './resources.ts';
import { registerPrompts } from './prompts.ts';
import { FALLBACK_INSTRUCTIONS } from './instructions.ts';
import { packageVersion } from '../platform/version.ts';

export const SERVER_NAME = 'taxonomy';
/** package.json's version, as `taxonomy --version` and the OpenAPI document's info.version say. */
export const SERVER_VERSION = packageVersion();

export interface McpHandle {
  server: McpServer;
  close(): Promise<void>;
}

/**
 * One MCP server with every tool of the registry, the resources and the prompts, reading only the
 * projections through `deps`. Tools and prompts sit on the SDK's low-level request handlers with
 * TypeBox schemas (toolHandlers.ts, prompts.ts); resources on McpServer. The caller connects a
 * transport (stdio, Streamable HTTP, in-memory) and owns the connections in `deps`; `close`
 * closes the server and its transport only.
 */
export function createMcpServer(deps: McpDeps): McpHandle {
  const server = new McpServer(
    { name: SERVER_NAME, version: SERVER_VERSION, title: 'Classification knowledge graph' },
    { instructions: deps.instructions ?? FALLBACK_INSTRUCTIONS, capabilities: { logging: {} } },
  );
  registerTools(server, tools, deps);
  registerResources(server, deps);
  // McpServer advertises resources.listChanged, but the list never changes while a session lasts: say so.
  // resources.subscribe is added where a session lasts (stdio: subscriptions.ts), never on the stateless HTTP door.
  server.server.registerCapabilities({ resources: { listChanged: false } });
  registerPrompts(server);
  return { server, close: () => server.close() };
}
