import { writeFileSync } from 'node:fs';
import { parseArgs, UsageError } from './args.ts';
import { say } from './log.ts';
import { loadConfig, type Config } from '../platform/config.ts';
import { openServices } from './services.ts';
import { publicOrigin } from '../platform/publicOrigin.ts';
import { explainMissing } from '../projections/catalog/queries.ts';
import { exportPair, PAIR_FORMATS, type PairFormat } from '../projections/equivalences/pairExport.ts';

/** Where exported codes resolve: the service's public address (PUBLIC_URL, else HOST:PORT) under /api/v1, as GET's. */
export const exportBase = (config: Config) => `${publicOrigin(config)}/api/v1`;

/**
 * `taxonomy crosswalk <a> <b> [--format sssom|ttl|csv] [--out file]`: every edge between two systems as SSSOM
 * TSV, SKOS Turtle or CSV with labels, the bytes `GET /api/v1/crosswalks/{a}/{b}.sssom.tsv|.ttl|.csv` sends (one function).
 */
export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv, { format: 'string', out: 'string' });
  const [a, b] = args.positionals;
  if (!a || !b || args.positionals.length > 2) throw new UsageError('crosswalk takes two system ids');
  if (a === b) throw new UsageError('crosswalk needs two different systems');
  const format = String(args.flags.format ?? 'sssom');
  if (!(format in PAIR_FORMATS)) throw new UsageError(`--format is sssom, ttl or csv, not '${format}'`);
  const config = loadConfig();
  const services = await openServices(config, { redis: false, readOnly: true, log: say });
  try {
    for (const id of [a, b]) {
      const m = await explainMissing(services.pool, id);
      if (m.missing === 'system') {
        const similar = m.did_you_mean.systems.length ? ` (did you mean ${m.did_you_mean.systems.join(', ')}?)` : '';
        throw new Error(`unknown system '${id}'${similar}`); // the dispatcher prints it and exits 1
      }
    }
    const text = await exportPair(services.pool, a, b, format as PairFormat, exportBase(config));
    if (typeof args.flags.out !== 'string') process.stdout.write(text);
    else {
      writeFileSync(args.flags.out, text);
      say(`wrote ${a} → ${b} (${format}) to ${args.flags.out}`);
    }
    return 0;
  } finally {
    await services.close();
  }
}
