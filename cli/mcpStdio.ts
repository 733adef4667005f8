import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { createLogger } from '../platform/logger.ts';
import { onShutdown } from './shutdown.ts';
import type { Config } from '../platform/config.ts';
import { openServices } from './services.ts';
import { createMcpServer } from '../mcp/server.ts';
import { enableSubscriptions } from '../mcp/subscriptions.ts';
import { openMcpDeps } from '../mcp/openDeps.ts';
import { officialReferenceLoader } from './officialReference.ts';
import { recordedRepairsLoader } from './recordedRepairs.ts';
import { globalStats } from '../read/stats/queries.ts';

/**
 * The MCP server over stdio (stdout carries only the protocol; logs go to stderr). Closes cleanly when
 * the client closes stdin, on SIGINT/SIGTERM, in reverse order of opening.
 */
export async function serveMcpStdio(config: Config): Promise<void> {
  const log = createLogger('mcp', { level: config.logLevel, fd: 2 }); // JSON lines on stderr: stdout is the protocol
  const say = (m: string) => log.info(m);
  const services = await openServices(config, { redis: false, readOnly: true, log: say });
  const { systems } = await globalStats(services.pool);
  if (systems === 0)
    log.warn(
      `taxonomy mcp: the database (${config.databaseUrl ? 'DATABASE_URL' : `DATA_DIR=${config.dataDir}`}) holds no ` +
        'classification systems yet; run `taxonomy ingest <bundle-dir>` (tools answer with empty lists until then)',
    );
  const deps = await openMcpDeps({ pool: services.pool, config, log: say });
  const mcp = createMcpServer({
    ...deps,
    officialReference: officialReferenceLoader(config),
    repairs: recordedRepairsLoader(config),
  });
  const subscriptions = enableSubscriptions(mcp.server, services.pool); // a stdio session lasts: it can be notified
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      subscriptions.close();
      await mcp.close().catch(() => {});
      await services.close();
    })());
  onShutdown(close);
  const transport = new StdioServerTransport();
  const onEnd = () => {
    void close().then(() => process.exit(0));
  };
  process.stdin.once('end', onEnd);
  process.stdin.once('close', onEnd);
  await mcp.server.connect(transport);
  say('taxonomy mcp: serving over stdio (close stdin or send SIGTERM to stop)');
}
