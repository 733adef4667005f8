import { parseArgs } from './args.ts';
import { say } from './log.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { projectionStatus } from '../projections/status.ts';

/** `taxonomy status`: each projection's checkpoint and lag, and the size of the log. */
export async function run(argv: string[]): Promise<void> {
  parseArgs(argv, {});
  const services = await openServices(loadConfig(), { redis: false, readOnly: true, log: say });
  try {
    const s = await projectionStatus(services.pool, services.store);
    process.stdout.write(`event store: ${services.store.name}, head position ${s.head}\n`);
    for (const p of s.projections)
      process.stdout.write(`${p.name.padEnd(16)} checkpoint ${String(p.checkpoint).padStart(10)}  lag ${p.lag}\n`);
  } finally {
    await services.close();
  }
}
