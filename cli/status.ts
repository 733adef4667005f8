import { parseArgs } from './args.ts';
import { say } from './log.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { projectionStatus } from '../projections/status.ts';
import { storedAnswersStatus } from '../projections/equivalences/storedAnswers.ts';

/** `taxonomy status`: each projection's checkpoint and lag, the size of the log, and the stored translation answers. */
export async function run(argv: string[]): Promise<void> {
  parseArgs(argv, {});
  const services = await openServices(loadConfig(), { redis: false, readOnly: true, log: say });
  try {
    const s = await projectionStatus(services.pool, services.store);
    process.stdout.write(`event store: ${services.store.name}, head position ${s.head}\n`);
    for (const p of s.projections)
      process.stdout.write(`${p.name.padEnd(16)} checkpoint ${String(p.checkpoint).padStart(10)}  lag ${p.lag}\n`);
    // an older database (a read-only command does not migrate) has no stored answers' table yet
    const a = await storedAnswersStatus(services.pool).catch((err) => {
      if ((err as { code?: string }).code === '42P01') return null; // undefined_table
      throw err;
    });
    process.stdout.write(
      a?.current
        ? `translation answers: ${a.answers.toLocaleString('en')} stored for the current read models (built ${a.builtAt!.toISOString()})\n`
        : 'translation answers: not built for the current read models yet (translations are walked live until they are)\n',
    );
  } finally {
    await services.close();
  }
}
