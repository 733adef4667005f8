import { parseArgs } from './args.ts';
import { createLogger } from '../platform/logger.ts';
import { onShutdown } from './shutdown.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { createPool } from '../platform/db.ts';
import { projectorOf } from './projector.ts';
import { buildHttpServer } from './httpServer.ts';
import { ensureWebBuild } from '../web/build.ts';
import { withFileLock } from '../platform/fileLock.ts';
import { withoutPoolerFlag } from '../platform/sessionConnection.ts';
import { openReadRouter, openSearchPages } from './readRouter.ts';
import { limitHeapGrowth } from '../platform/heap.ts';
import { keepStoredAnswersBuilt } from '../projections/equivalences/answerBuild.ts';
import { keepClassifyModelBuilt } from '../projections/classify/model/build.ts';
import { keepDownloadsBuilt } from '../projections/downloads/build.ts';
import { keepWebhooksDelivered } from '../read/webhooks/dispatcher.ts';
import { exportBase } from './crosswalk.ts';
import { superviseEmbedded } from '../platform/embeddedSupervisor.ts';
import { sweepOrphanClustersAtStart } from '../platform/orphanClusters.ts';

/**
 * `taxonomy serve [--no-projector]`: the API (and web app) on PORT, with the projector, the stored
 * translation answers' builder, the downloads' builder, the classify model's builder and the webhook deliveries
 * unless told not to.
 */
export async function run(argv: string[]): Promise<void> {
  const args = parseArgs(argv, { 'no-projector': 'boolean' });
  const config = loadConfig();
  limitHeapGrowth(config.heapGrowingPercent);
  const log = createLogger('serve', { level: config.logLevel }); // JSON lines on stdout, requests included
  const say = (m: string) => log.info(m);
  sweepOrphanClustersAtStart(say); // clusters of deleted DATA_DIRs (as root, /var/lib/taxonomy/clusters)
  await ensureWebBuild(say, { lock: withFileLock }).catch((err) => log.warn(`web app: ${err.message}`));
  const withProjector = !args.flags['no-projector'];
  // its pool: the projector's (a session connection: PROJECTOR_DATABASE_URL when DATABASE_URL is a transaction pooler)
  const services = await openServices(config, { redis: true, session: withProjector, log: say });
  // the API's own pool on DATABASE_URL (a pooler is fine), with a statement timeout: a held lock or a slow
  // query is a 503, never a hang, and cannot take the projector's connections (or theirs the API's)
  const apiPool = createPool(withoutPoolerFlag(config.databaseUrl ?? services.databaseUrl), config.db.apiPoolSize, {
    statementTimeoutMs: config.db.apiStatementTimeoutMs,
  });
  // the embedded PostgreSQL and Redis of DATA_DIR (not a DATABASE_URL's or REDIS_URL's): started again when they die
  const embedded = superviseEmbedded({
    dataDir: config.dataDir,
    postgres: !config.databaseUrl && !config.projectorDatabaseUrl,
    redis: !config.redisUrl,
    log: (level, m) => log[level]({ component: 'supervisor' }, m),
  });
  const reads = openReadRouter(config, apiPool, say); // DATABASE_READ_URL: public reads on replicas
  const search = openSearchPages(config, config.databaseUrl ?? services.databaseUrl); // planned generically
  const app = await buildHttpServer(
    {
      config,
      pool: apiPool,
      reads,
      searchPages: search.pages,
      store: services.store,
      ...services.config.projector,
      redis: services.redis,
      embedded,
    },
    { loggerInstance: log },
  );
  let projectorDone: Promise<void> = Promise.resolve();
  let answersDone: Promise<void> = Promise.resolve();
  let downloadsDone: Promise<void> = Promise.resolve();
  let webhooksDone: Promise<void> = Promise.resolve();
  let modelDone: Promise<void> = Promise.resolve();
  const signal = onShutdown(async () => {
    embedded.close();
    await app.close();
    await projectorDone;
    await answersDone;
    await downloadsDone;
    await webhooksDone;
    await modelDone;
    await reads.close();
    await search.close();
    await apiPool.end().catch(() => {});
    await services.close();
  }, config);
  if (withProjector) {
    const projector = projectorOf(services, { log: (m) => log.info({ component: 'projector' }, m) });
    projectorDone = projector.run(signal).catch((err) => {
      log.error(`projector: ${(err as Error).message}`);
      process.exit(1);
    });
    modelDone = keepClassifyModelBuilt(services.pool, {
      log: (m) => log.info({ component: 'classify-model' }, m),
      signal,
    });
    answersDone = keepStoredAnswersBuilt(services.pool, {
      store: services.store,
      log: (m) => log.info({ component: 'answers' }, m),
      signal,
    });
    downloadsDone = keepDownloadsBuilt(services.pool, {
      base: exportBase(config),
      log: (m) => log.info({ component: 'downloads' }, m),
      signal,
    });
    webhooksDone = keepWebhooksDelivered(services.pool, {
      ...config.webhooks,
      log: (m) => log.info({ component: 'webhooks' }, m),
      signal,
    });
  }
  await app.listen({ port: config.port, host: config.host });
  log.info(`serving on http://${config.host}:${config.port} (API /api/v1, docs /api/v1/docs)`);
}
