import { parseArgs } from './args.ts';
import { createLogger } from '../platform/logger.ts';
import { onShutdown } from './shutdown.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { createProjector } from '../projections/runner.ts';
import { allProjections } from '../projections/all.ts';
import { buildHttpServer } from './httpServer.ts';
import { ensureWebBuild } from '../web/build.ts';
import { withFileLock } from '../platform/fileLock.ts';

/** `taxonomy serve [--no-projector]`: the API (and web app) on PORT, with the projector unless told not to. */
export async function run(argv: string[]): Promise<void> {
  const args = parseArgs(argv, { 'no-projector': 'boolean' });
  const config = loadConfig();
  const log = createLogger('serve', { level: config.logLevel }); // JSON lines on stdout, requests included
  const say = (m: string) => log.info(m);
  await ensureWebBuild(say, { lock: withFileLock }).catch((err) => log.warn(`web app: ${err.message}`));
  const services = await openServices(config, { redis: true, log: say });
  const app = await buildHttpServer(
    { config, pool: services.pool, store: services.store, redis: services.redis },
    { loggerInstance: log },
  );
  let projectorDone: Promise<void> = Promise.resolve();
  const signal = onShutdown(async () => {
    await app.close();
    await projectorDone;
    await services.close();
  }, config);
  if (!args.flags['no-projector']) {
    const projector = createProjector({
      pool: services.pool,
      store: services.store,
      projections: allProjections(services),
      log: (m) => log.info({ component: 'projector' }, m),
    });
    projectorDone = projector.run(signal);
  }
  await app.listen({ port: config.port, host: config.host });
  log.info(`serving on http://${config.host}:${config.port} (API /api/v1, docs /api/v1/docs)`);
}
