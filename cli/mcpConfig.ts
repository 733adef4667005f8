import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../platform/config.ts';

const CLI_ENTRY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/taxonomy.js');

/**
 * The `mcpServers` block an MCP host needs to start this server over stdio from any directory:
 * the absolute Node binary and CLI entry, and the data location as absolute values (DATABASE_URL when
 * set, else DATA_DIR), so nothing depends on the host's current directory.
 */
export function mcpHostConfig(config: Config): { mcpServers: Record<string, unknown> } {
  const env: Record<string, string> = config.databaseUrl
    ? { DATABASE_URL: config.databaseUrl }
    : { DATA_DIR: config.dataDir };
  if (config.meiliUrl) env.MEILI_URL = config.meiliUrl;
  return { mcpServers: { taxonomy: { command: process.execPath, args: [CLI_ENTRY, 'mcp'], env } } };
}
