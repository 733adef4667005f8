import { existsSync } from 'node:fs';
import { parseArgs } from './args.ts';
import { loadConfig } from '../platform/config.ts';
import { stopEmbeddedPostgres } from '../platform/embeddedPostgres.ts';
import { stopEmbeddedRedis } from '../platform/embeddedRedis.ts';
import { markStopRequested } from '../platform/stopMarker.ts';

/** `taxonomy stop`: ends the embedded PostgreSQL and Redis that CLI commands started for DATA_DIR. */
export async function run(argv: string[]): Promise<void> {
  parseArgs(argv, {});
  const { dataDir } = loadConfig();
  if (existsSync(dataDir)) markStopRequested(dataDir); // a running `serve` must not start them again
  process.stdout.write(`postgres: ${stopEmbeddedPostgres(dataDir) ? 'stopping' : 'not running'}\n`);
  process.stdout.write(`redis: ${stopEmbeddedRedis(dataDir) ? 'stopping' : 'not running'}\n`);
}
