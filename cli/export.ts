import path from 'node:path';
import { parseArgs, UsageError } from './args.ts';
import { say } from './log.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { exportBundle } from '../projections/export.ts';

/** `taxonomy export <dir>`: the current knowledge graph as a bundle (same format as ingest reads). */
export async function run(argv: string[]): Promise<void> {
  const args = parseArgs(argv, {});
  const dir = args.positionals[0];
  if (!dir || args.positionals.length > 1) throw new UsageError('export takes one target directory');
  const services = await openServices(loadConfig(), { redis: false, readOnly: true, log: say });
  try {
    const counts = await exportBundle(services.pool, path.resolve(dir));
    say(
      `exported ${counts.systems} systems, ${counts.nodes} nodes, ${counts.edges} edges, ${counts.countries} countries to ${dir}`,
    );
  } finally {
    await services.close();
  }
}
