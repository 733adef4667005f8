import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs, UsageError } from './args.ts';
import { say } from './log.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices } from './services.ts';
import { createProjector } from '../projections/runner.ts';
import { allProjections } from '../projections/all.ts';
import { isBundle } from '../ingest/bundle.ts';
import { ingestBundle } from '../ingest/ingestBundle.ts';
import { ingestOfficial, listSources } from '../ingest/ingestOfficial.ts';
import { createProgress } from '../platform/progress.ts';

/** `taxonomy ingest <bundle-dir | source-id>` and `taxonomy ingest --list`. */
export async function run(argv: string[]): Promise<number> {
  const args = parseArgs(argv, { list: 'boolean' });
  if (args.flags.list) {
    for (const a of listSources()) process.stdout.write(`${a.id.padEnd(40)} ${a.kind.padEnd(10)} ${a.title}\n`);
    return 0;
  }
  const target = args.positionals[0];
  if (!target || args.positionals.length > 1) throw new UsageError('ingest takes one bundle directory or source id');
  const config = loadConfig();
  const services = await openServices(config, { redis: false, log: say });
  try {
    const t0 = Date.now();
    let summary: string;
    if (existsSync(target) && statSync(target).isDirectory()) {
      if (!isBundle(target)) throw new UsageError(`${target} is not a bundle directory (no systems.jsonl)`);
      const { ingestionId, counts } = await ingestBundle(services.store, path.resolve(target));
      summary = `ingestion ${ingestionId}: ${JSON.stringify(counts)}`;
    } else {
      if (!listSources().some((a) => a.id === target))
        throw new UsageError(
          `'${target}' is neither a bundle directory nor a known source id (see taxonomy ingest --list)`,
        );
      const res = await ingestOfficial(services.store, target, config.sourcesDir, say);
      summary = `ingestion ${res.ingestionId}: ${JSON.stringify(res.counts)}`;
    }
    say(summary);
    say(`events appended in ${((Date.now() - t0) / 1000).toFixed(1)} s; bringing the read models up to date`);
    const head = await services.store.headPosition();
    const bar = createProgress('project', Number(head), 'events');
    const projector = createProjector({
      pool: services.pool,
      store: services.store,
      projections: allProjections(services),
      log: say,
      onProgress: (p, h) => bar.set(Number(p), Number(h)),
    });
    const how = await projector.catchUpOrWait();
    bar.done(how === 'ran' ? 'read models up to date' : 'caught up by the running projector');
    say(`done in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    return 0;
  } finally {
    await services.close();
  }
}
