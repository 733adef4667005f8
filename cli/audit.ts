import { parseArgs } from './args.ts';
import { say } from './log.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { qualityReport } from '../read/quality/queries.ts';
import { officialReferenceLoader } from './officialReference.ts';
import { editionAudit } from '../read/quality/editionAudit.ts';
import { EDITION_PAIRS } from '../projections/editions/editionPairs.ts';
import { officialSourceFacts } from './officialSourceFacts.ts';
import { editionAuditText } from './editionAuditText.ts';
import { UsageError } from './args.ts';

/**
 * `taxonomy audit [--system id] [--limit n] [--json]`: the data-quality report (same as GET /api/v1/audit/quality);
 * with `--editions [--pair a,b]`: per edition of a system, what is official, derived and missing.
 */
export async function run(argv: string[]): Promise<void> {
  const args = parseArgs(argv, {
    system: 'string',
    limit: 'string',
    json: 'boolean',
    editions: 'boolean',
    pair: 'string',
  });
  if (args.flags.editions) return editions(args.flags);
  if (args.flags.pair) throw new UsageError('--pair goes with --editions');
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

async function editions(flags: Record<string, string | true>): Promise<void> {
  const pairs = flags.pair === undefined ? EDITION_PAIRS : [pairOf(String(flags.pair))];
  const limit = flags.limit ? Number(flags.limit) : 10;
  if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('--limit takes 1 to 1000');
  const config = loadConfig();
  const services = await openServices(config, { redis: false, readOnly: true, log: say });
  try {
    const r = await editionAudit(services.pool, pairs, officialSourceFacts(config), limit);
    process.stdout.write(flags.json ? JSON.stringify(r) + '\n' : editionAuditText(r));
  } finally {
    await services.close();
  }
}

/** `--pair older,newer`: two system ids. */
function pairOf(text: string) {
  const [from, to, ...rest] = text.split(',').map((s) => s.trim());
  if (!from || !to || rest.length || from === to)
    throw new UsageError('--pair takes two different system ids: older,newer');
  return { from, to, name: `${from} → ${to}` };
}
