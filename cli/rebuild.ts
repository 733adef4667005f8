import { parseArgs, UsageError } from './args.ts';
import { say } from './log.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { projectorOf } from './projector.ts';
import { allProjections } from '../projections/registry.ts';
import { createProgress } from '../platform/progress.ts';
import { buildClassifyModel, rebuildRetrains } from '../projections/classify/model/build.ts';

/**
 * `taxonomy rebuild [projection]`: replay the whole log into new tables and swap them in when caught
 * up (readers keep the current model meanwhile; projections/runtime/blueGreen.ts). Where the rebuilt
 * projections are what the classify model learns from, the model is trained again after them, as
 * `taxonomy ingest` does (classify keeps the previous model meanwhile).
 */
export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv, {});
  const services = await openServices(loadConfig(), { redis: true, log: say });
  try {
    const all = allProjections(services);
    const names = args.positionals;
    for (const n of names)
      if (!all.some((p) => p.name === n))
        throw new UsageError(`unknown projection '${n}' (known: ${all.map((p) => p.name).join(', ')})`);
    const t0 = Date.now();
    const head = await services.store.headPosition();
    const bar = createProgress('rebuild', Number(head), 'events');
    const projector = projectorOf(services, {
      projections: all,
      log: say,
      onProgress: (p, h) => bar.set(Number(p), Number(h)),
    });
    await projector.rebuild(names);
    const how = await projector.catchUpOrWait();
    bar.done(
      `${names.length ? names.join(', ') : 'all projections'} rebuilt (${how === 'ran' ? 'here' : 'by the running projector'}) in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
    );
    if (rebuildRetrains(names)) {
      const model = await buildClassifyModel(services.pool);
      if (model.state === 'built')
        say(`classify model trained on ${model.examples} phrases in ${(model.ms / 1000).toFixed(1)} s`);
    }
    return 0;
  } finally {
    await services.close();
  }
}
