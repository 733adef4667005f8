import { parseArgs } from './args.ts';
import { loadConfig } from '../platform/config.ts';
import { stopEmbeddedPostgres } from '../platform/embeddedPostgres.ts';
import { stopEmbeddedRedis } from '../platform/embeddedRedis.ts';

/** `taxonomy stop`: ends the embedded PostgreSQL and Redis that CLI commands started for DATA_DIR. */
export async function run(argv: string[]): Promise<void> {
  parseArgs(argv, {});
  const { dataDir } = loadConfig();
  process.stdout.write(`postgres: ${stopEmbeddedPostgres(dataDir) ? 'stopping' : 'not running'}\n`);
  process.stdout.write(`redis: ${stopEmbeddedRedis(dataDir) ? 'stopping' : 'not running'}\n`);
}
