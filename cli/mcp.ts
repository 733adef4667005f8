import { parseArgs } from './args.ts';
import { loadConfig } from '../platform/config.ts';
import { mcpHostConfig } from './mcpConfig.ts';

/**
 * `taxonomy mcp`: the MCP server over stdio (mcpStdio.ts, loaded only then); `--config` prints the
 * host configuration without loading the server.
 */
export async function run(argv: string[]): Promise<void> {
  const args = parseArgs(argv, { config: 'boolean' });
  const config = loadConfig();
  if (args.flags.config) {
    process.stdout.write(`${JSON.stringify(mcpHostConfig(config), null, 2)}\n`);
    return;
  }
  const { serveMcpStdio } = await import('./mcpStdio.ts');
  await serveMcpStdio(config);
}
