import { parseArgs, UsageError } from './args.ts';
import { say } from './log.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { projectionStatus } from '../read/status.ts';
import { storedAnswersStatus } from '../projections/equivalences/storedAnswers.ts';
import { dataLocation } from '../platform/dataLocation.ts';

/**
 * `taxonomy status [--json]`: where the data lives (DATA_DIR, the embedded cluster's directory, the
 * database and Redis URLs without passwords), each projection's checkpoint and lag, the size of the log,
 * and the stored translation answers; `--json` prints the same as one JSON object (for scripts and monitors).
 */
export async function run(argv: string[]): Promise<void> {
  const args = parseArgs(argv, { json: 'boolean' });
  if (args.positionals.length) throw new UsageError(`status takes no arguments (got '${args.positionals[0]}')`);
  const config = loadConfig();
  const services = await openServices(config, { redis: false, readOnly: true, log: say });
  try {
    const where = dataLocation(config, services.databaseUrl);
    const s = await projectionStatus(services.pool, services.store);
    // an older database (a read-only command does not migrate) has no stored answers' table yet
    const a = await storedAnswersStatus(services.pool).catch((err) => {
      if ((err as { code?: string }).code === '42P01') return null; // undefined_table
      throw err;
    });
    if (args.flags.json) {
      const answers = a?.current
        ? { current: true, stored: a.answers, built_at: a.builtAt!.toISOString() }
        : { current: false, stored: 0, built_at: null };
      process.stdout.write(
        `${JSON.stringify({ data: where, event_store: services.store.name, head: s.head, projections: s.projections, translation_answers: answers })}\n`,
      );
      return;
    }
    process.stdout.write(`DATA_DIR: ${where.data_dir}\n`);
    process.stdout.write(
      `PostgreSQL: ${where.database_url}${where.cluster_dir ? ` (embedded, cluster in ${where.cluster_dir})` : ''}\n`,
    );
    process.stdout.write(`Redis: ${where.redis_url ?? 'not started yet'}${config.redisUrl ? '' : ' (embedded)'}\n`);
    process.stdout.write(`event store: ${services.store.name}, head position ${s.head}\n`);
    for (const p of s.projections)
      process.stdout.write(`${p.name.padEnd(16)} checkpoint ${String(p.checkpoint).padStart(10)}  lag ${p.lag}\n`);
    process.stdout.write(
      a?.current
        ? `translation answers: ${a.answers.toLocaleString('en')} stored for the current read models (built ${a.builtAt!.toISOString()})\n`
        : 'translation answers: not built for the current read models yet (translations are walked live until they are)\n',
    );
  } finally {
    await services.close();
  }
}
