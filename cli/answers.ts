import { parseArgs } from './args.ts';
import { say } from './log.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { createProgress, type Progress } from '../platform/progress.ts';
import { buildStoredAnswers } from '../projections/equivalences/answerBuild.ts';

/**
 * `taxonomy answers`: builds the stored translation answers for the read models as they are now
 * (what `serve` and `project` do in the background after every change), with progress; returns at
 * once when they are current or another builder is at work.
 */
export async function run(argv: string[]): Promise<number> {
  parseArgs(argv, {});
  const services = await openServices(loadConfig(), { redis: false, log: say });
  try {
    const t0 = Date.now();
    let bar: Progress | undefined; // drawn once there is work
    for (;;) {
      const r = await buildStoredAnswers(services.pool, {
        store: services.store,
        onProgress: (done, total) => (bar ??= createProgress('answers', total, 'codes', { done })).set(done, total),
      });
      if (r.state === 'superseded') continue; // the read models changed meanwhile: the new generation
      const message =
        r.state === 'built'
          ? `${r.answers.toLocaleString('en')} translation answers built in ${((Date.now() - t0) / 1000).toFixed(1)} s ` +
            (r.incremental
              ? `(${r.recomputed.toLocaleString('en')} computed again after the change, the others kept)`
              : '(every one computed)')
          : r.state === 'busy'
            ? 'translation answers are being built by another process (serve or project)'
            : 'translation answers are current';
      if (bar) bar.done(message);
      else say(message);
      return 0;
    }
  } finally {
    await services.close();
  }
}
