import path from 'node:path';
import { parseArgs, UsageError } from './args.ts';
import { say } from './log.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { exportBundle } from '../read/export.ts';
import { exportBase } from './crosswalk.ts';

/**
 * `taxonomy export <dir> [--all]`: the current knowledge graph as a bundle (same format as ingest reads, the
 * same bytes as GET /api/v1/downloads serves); `--all` adds csv/ (one per system) and sssom/ (one per pair).
 */
export async function run(argv: string[]): Promise<void> {
  const args = parseArgs(argv, { all: 'boolean' });
  const dir = args.positionals[0];
  if (!dir || args.positionals.length > 1) throw new UsageError('export takes one target directory');
  const config = loadConfig();
  const services = await openServices(config, { redis: false, readOnly: true, log: say });
  try {
    const counts = await exportBundle(services.pool, path.resolve(dir), {
      all: args.flags.all === true,
      base: exportBase(config),
    });
    say(
      `exported ${counts.systems} systems, ${counts.nodes} nodes, ${counts.edges} edges, ${counts.countries} countries to ${dir}`,
    );
  } finally {
    await services.close();
  }
}
