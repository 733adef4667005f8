import { existsSync, mkdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, UsageError } from './args.ts';
import { say } from './log.ts';
import { officialDirs } from './officialDirs.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices, type Services } from './services.ts';
import { projectorOf } from './projector.ts';
import { buildClassifyModel } from '../projections/classify/model/build.ts';
import { isBundle } from '../ingest/bundle.ts';
import { ingestBundle } from '../ingest/ingestBundle.ts';
import { ingestOfficial, listSources } from '../ingest/ingestOfficial.ts';
import { ingestAllOfficial } from '../ingest/ingestAllOfficial.ts';
import { repairCounts, type Repair } from '../ingest/crosswalks/repairs.ts';
import { createProgress } from '../platform/progress.ts';
import { sweepOrphanClustersAtStart } from '../platform/orphanClusters.ts';

/** Writes the list of repairs to DATA_DIR/repairs.tsv (making DATA_DIR when only DATABASE_URL was set) and says where. */
export function reportRepairs(dataDir: string, repairs: Repair[]): void {
  if (!repairs.length) return;
  const file = path.join(dataDir, 'repairs.tsv');
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(
    file,
    ['rule\tedge\tnow', ...repairs.map((r) => `${r.rule}\t${r.edge}\t${r.now ?? ''}`)].join('\n') + '\n',
  );
  say(`crosswalk repairs ${JSON.stringify(repairCounts(repairs))}, listed in ${file}`);
}

async function systemPairs(services: Services): Promise<[string, string][]> {
  const { rows } = await services.pool.query<{ a: string; b: string }>(
    `SELECT DISTINCT least(source_system, target_system) AS a, greatest(source_system, target_system) AS b FROM equivalences`,
  );
  return rows.map((r) => [r.a, r.b]);
}

/** `taxonomy ingest <bundle-dir | source-id> [--official]`, `taxonomy ingest --official` and `taxonomy ingest --list`. */
export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv, { list: 'boolean', official: 'boolean' });
  if (args.flags.list) {
    for (const a of listSources()) process.stdout.write(`${a.id.padEnd(40)} ${a.kind.padEnd(10)} ${a.title}\n`);
    return 0;
  }
  const target = args.positionals[0];
  const official = Boolean(args.flags.official);
  if ((!target && !official) || args.positionals.length > 1)
    throw new UsageError('ingest takes one bundle directory or source id, or --official');
  const isDir = Boolean(target && existsSync(target) && statSync(target).isDirectory());
  if (target && official && !isDir) throw new UsageError('--official goes with a bundle directory (or alone)');
  const config = loadConfig();
  const dirs = official ? officialDirs(config) : [];
  if (official && !dirs.length)
    throw new UsageError(`no official files: neither ${config.sourcesDir} nor ../shared/sources exists`);
  sweepOrphanClustersAtStart(say); // clusters of deleted DATA_DIRs (as root, /var/lib/taxonomy/clusters)
  const services = await openServices(config, { redis: false, log: say });
  try {
    const t0 = Date.now();
    let summary: string;
    if (target && isDir) {
      if (!isBundle(target)) throw new UsageError(`${target} is not a bundle directory (no systems.jsonl)`);
      const res = await ingestBundle(
        services.store,
        path.resolve(target),
        official ? { official: { dirs, log: say } } : {},
      );
      summary = `ingestion ${res.ingestionId}: ${JSON.stringify(res.counts)}`;
      reportRepairs(config.dataDir, res.repairs);
    } else if (target) {
      if (!listSources().some((a) => a.id === target))
        throw new UsageError(
          `'${target}' is neither a bundle directory nor a known source id (see taxonomy ingest --list)`,
        );
      const res = await ingestOfficial(services.store, target, config.sourcesDir, say);
      summary = `ingestion ${res.ingestionId}: ${JSON.stringify(res.counts)}`;
    } else {
      const res = await ingestAllOfficial(services.store, dirs, await systemPairs(services), say);
      summary = `ingestion ${res.ingestionId}: ${JSON.stringify(res.counts)}`;
      reportRepairs(config.dataDir, res.repairs);
    }
    say(summary);
    say(`events appended in ${((Date.now() - t0) / 1000).toFixed(1)} s; bringing the read models up to date`);
    const head = await services.store.headPosition();
    const bar = createProgress('project', Number(head), 'events');
    const projector = projectorOf(services, { log: say, onProgress: (p, h) => bar.set(Number(p), Number(h)) });
    const how = await projector.catchUpOrWait();
    bar.done(how === 'ran' ? 'read models up to date' : 'caught up by the running projector');
    say(`read models up to date in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    // the learned model after the read models it learns from (classify answers without it meanwhile)
    const model = await buildClassifyModel(services.pool);
    if (model.state === 'built')
      say(`classify model trained on ${model.examples} phrases in ${(model.ms / 1000).toFixed(1)} s`);
    say(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await services.close();
  }
}
