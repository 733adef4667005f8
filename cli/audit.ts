import { parseArgs } from './args.ts';
import { say } from './log.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { qualityReport } from '../read/quality/queries.ts';
import { officialReferenceLoader } from './officialReference.ts';

/** `taxonomy audit [--system id] [--limit n] [--json]`: the data-quality report (same as GET /api/v1/audit/quality). */
export async function run(argv: string[]): Promise<void> {
  const args = parseArgs(argv, { system: 'string', limit: 'string', json: 'boolean' });
  const config = loadConfig();
  const services = await openServices(config, { redis: false, readOnly: true, log: say });
  try {
    const limit = args.flags.limit ? Number(args.flags.limit) : 10;
    const system = typeof args.flags.system === 'string' ? args.flags.system : undefined;
    const r = await qualityReport(services.pool, { limit, system }, await officialReferenceLoader(config)());
    if (args.flags.json) {
      process.stdout.write(JSON.stringify(r) + '\n');
      return;
    }
    process.stdout.write(`${r.total} findings\n`);
    for (const c of r.checks) {
      process.stdout.write(`\n${c.kind}: ${c.total} — ${c.description}\n`);
      for (const f of c.items) process.stdout.write(`  ${f.system}  ${f.codes.join(', ')}  ${f.detail}\n`);
      if (c.total > c.items.length) process.stdout.write(`  … ${c.total - c.items.length} more\n`);
    }
  } finally {
    await services.close();
  }
}
