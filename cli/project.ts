import { parseArgs } from './args.ts';
import { createLogger } from '../platform/logger.ts';
import { onShutdown } from './shutdown.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { projectorOf } from './projector.ts';
import { keepStoredAnswersBuilt } from '../projections/equivalences/answerBuild.ts';
import { keepClassifyModelBuilt } from '../projections/classify/model/build.ts';
import { keepDownloadsBuilt } from '../projections/downloads/build.ts';
import { keepWebhooksDelivered } from '../read/webhooks/dispatcher.ts';
import { exportBase } from './crosswalk.ts';

/**
 * `taxonomy project`: the projector alone (one per deployment; a second one waits for the lock), with
 * the stored translation answers' and the downloads' builders and the webhook deliveries beside it.
 */
export async function run(argv: string[]): Promise<void> {
  parseArgs(argv, {});
  const config = loadConfig();
  const log = createLogger('project', { level: config.logLevel }); // JSON lines on stdout
  const say = (m: string) => log.info(m);
  const services = await openServices(config, { redis: true, log: say });
  const projector = projectorOf(services, { log: say });
  const signal = onShutdown(async () => {
    await done;
    await answers;
    await downloads;
    await webhooks;
    await model;
    await services.close();
  }, services.config);
  say('projector running');
  const done = projector.run(signal);
  const answers = keepStoredAnswersBuilt(services.pool, { store: services.store, log: say, signal });
  const downloads = keepDownloadsBuilt(services.pool, { base: exportBase(config), log: say, signal });
  const webhooks = keepWebhooksDelivered(services.pool, { ...config.webhooks, log: say, signal });
  const model = keepClassifyModelBuilt(services.pool, { log: say, signal });
  await done;
  await answers;
  await downloads;
  await webhooks;
  await model;
}
