/**
 * npm run bench:sources [-- --only naics_2022] [-- --runs 3] [-- --budget 5000]
 * Parses every official source file set (ingest/sources) from the shared cache (../shared/sources,
 * or SOURCES_DIR) and prints, per adapter, the best of `runs` parse times, records read and
 * records per second; adapters slower than `budget` ms (default 5000, what the source tests once
 * asserted) are flagged. Last line: JSON.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sourceAdapters } from '../ingest/sources/index.ts';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    runs: { type: 'string', default: '1' },
    budget: { type: 'string', default: '5000' },
  },
});
const dir = path.resolve(process.env.SOURCES_DIR ?? path.join(import.meta.dirname, '../../shared/sources'));
const runs = Math.max(1, Number(args.runs));
const budget = Number(args.budget);
const say = (m: string) => process.stderr.write(m + '\n');

const figures: Record<string, { ms: number; records: number; perSecond: number; overBudget: boolean }> = {};
say(`${'adapter'.padEnd(44)} ${'ms'.padStart(7)} ${'records'.padStart(8)} ${'rec/s'.padStart(9)}`);
for (const adapter of sourceAdapters.filter((a) => !args.only || a.id === args.only)) {
  let best = Infinity;
  let records = 0;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const out = await adapter.read(path.join(dir, adapter.folder));
    best = Math.min(best, performance.now() - t0);
    records = (out.release?.nodes.length ?? 0) + (out.edges?.length ?? 0);
  }
  const ms = Math.round(best);
  const perSecond = Math.round((records / best) * 1000);
  figures[adapter.id] = { ms, records, perSecond, overBudget: ms > budget };
  say(
    `${adapter.id.padEnd(44)} ${String(ms).padStart(7)} ${String(records).padStart(8)} ${String(perSecond).padStart(9)}${ms > budget ? '  over budget' : ''}`,
  );
}
const total = Object.values(figures).reduce((s, f) => s + f.ms, 0);
say(`total ${total} ms; ${Object.values(figures).filter((f) => f.overBudget).length} over ${budget} ms`);
console.log(JSON.stringify({ runs, budgetMs: budget, totalMs: total, adapters: figures }));
