/**
 * npm run bench:ingest [-- --scale 1.5] [-- --corpus DIR] [-- --bundle-only] [-- --no-rebuild] [-- --keep]
 * With ../shared/sources present, the official files are applied after the corpus (`ingest <corpus> --official`)
 * unless --bundle-only; then the same ingest runs again and the node events it appended are counted (0 expected).
 * Ingests the full corpus into a fresh data folder (embedded PostgreSQL) and prints: events,
 * nodes, edges, seconds to append, seconds until every projection caught up, seconds for a full
 * rebuild, peak RSS of this process, and a plain COPY of the same node rows into an unindexed
 * table as the machine's floor (ratio). With --scale 1.5 it then ingests a second copy of the
 * larger systems under new ids (~1.3M nodes in all) and reports that run too. Last line: JSON.
 * Phases: stderr lines carry the seconds since the start (official files read, bundle systems appended,
 * official releases appended, crosswalks reconciled and appended, the projector's messages), and each
 * catch-up reports `replay_s` (until the head), `indexes_s` (set-aside indexes built, ANALYZE) and each
 * projection's seconds in its handler (`handler_s`; projections commit side by side, so they overlap).
 * --no-rebuild leaves the rebuild out; --keep keeps the data folder (and its PostgreSQL running).
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from '../cli/args.ts';
import { loadConfig } from '../platform/config.ts';
import { openServices, type Services } from '../cli/services.ts';
import { stopEmbeddedPostgres } from '../platform/embeddedPostgres.ts';
import { stopEmbeddedRedis } from '../platform/embeddedRedis.ts';
import { ingestBundle } from '../ingest/ingestBundle.ts';
import { createProjector } from '../projections/runtime/runner.ts';
import { allProjections } from '../projections/registry.ts';
import { copyBaseline } from './lib/copyBaseline.ts';
import { timedCatchUp } from './lib/timedCatchUp.ts';
import { writeScaledBundle } from './lib/scaledBundle.ts';

const args = parseArgs(process.argv.slice(2), {
  scale: 'string',
  corpus: 'string',
  keep: 'boolean',
  'bundle-only': 'boolean',
  'no-rebuild': 'boolean',
});
const corpus = path.resolve(String(args.flags.corpus ?? path.join(import.meta.dirname, '../../shared/corpus')));
const scale = Number(args.flags.scale ?? 1);
const sources = path.join(import.meta.dirname, '../../shared/sources');
const started = Date.now();
const official =
  !args.flags['bundle-only'] && existsSync(sources)
    ? { dirs: [sources], log: (m: string) => say(`${secs(started)} s: ${m}`) }
    : undefined;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-ingest-'));
let peakRss = 0;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 100);
const secs = (t0: number) => Math.round((Date.now() - t0) / 100) / 10;
function say(m: string) {
  process.stderr.write(m + '\n');
}

/** A catch-up with its phases (lib/timedCatchUp.ts), logged. */
async function project(services: Services) {
  const r = await timedCatchUp({
    pool: services.pool,
    store: services.store,
    projections: allProjections(services),
    log: (m) => say(`${secs(started)} s: ${m}`),
  });
  say(`${secs(started)} s: caught up in ${r.seconds} s: ${JSON.stringify(r.phases)}`);
  return r;
}

async function ingestAndProject(services: Services, dir: string) {
  const t0 = Date.now();
  await ingestBundle(services.store, dir, { actor: 'bench', quiet: true, official });
  const appendSeconds = secs(t0);
  say(`${secs(started)} s: appended in ${appendSeconds} s`);
  const { phases } = await project(services);
  return { appendSeconds, totalSeconds: secs(t0), phases };
}

async function counts(services: Services) {
  const { rows } = await services.pool.query(
    `SELECT (SELECT count(*) FROM nodes)::int AS nodes, (SELECT count(*) FROM equivalences)::int AS edges, (SELECT count(*) FROM systems)::int AS systems`,
  );
  return { events: Number(await services.store.headPosition()), ...rows[0] };
}

const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: process.env.REDIS_URL ?? '',
});
const services = await openServices(config, { redis: true, log: say });
try {
  say(`ingesting ${corpus} into ${dataDir}`);
  const run = await ingestAndProject(services, corpus);
  const c = await counts(services);
  say(`ingest: ${JSON.stringify({ ...run, ...c })}`);

  const nodeEvents = async () =>
    (
      await services.pool.query(
        `SELECT count(*)::int AS n FROM events WHERE type IN ('NodesAdded', 'NodesChanged', 'NodesRemoved')`,
      )
    ).rows[0].n as number;
  const before = await nodeEvents();
  const reingest = await ingestAndProject(services, corpus);
  const reingestNodeEvents = (await nodeEvents()) - before;
  say(`re-ingest of the unchanged files: ${reingest.totalSeconds} s, ${reingestNodeEvents} node events`);

  let rebuild: Awaited<ReturnType<typeof project>> | undefined;
  if (!args.flags['no-rebuild']) {
    say('rebuilding every projection from the log');
    await createProjector({
      pool: services.pool,
      store: services.store,
      projections: allProjections(services),
    }).reset();
    rebuild = await project(services);
    say(`rebuild: ${rebuild.seconds} s`);
  }

  say('baseline: plain COPY of the node rows into an unindexed table');
  const copySeconds = await copyBaseline(services.pool, corpus);
  say(`copy: ${copySeconds} s`);

  const figures: Record<string, unknown> = {
    ...c,
    official: Boolean(official),
    append_s: run.appendSeconds,
    ingest_caught_up_s: run.totalSeconds,
    ingest_phases: run.phases,
    reingest_s: reingest.totalSeconds,
    reingest_node_events: reingestNodeEvents,
    rebuild_s: rebuild?.seconds,
    rebuild_phases: rebuild?.phases,
    copy_baseline_s: copySeconds,
    ingest_vs_copy: Math.round((run.totalSeconds / copySeconds) * 10) / 10,
    peak_rss_mb: Math.round(peakRss / 2 ** 20),
  };
  if (scale > 1) {
    const extra = path.join(dataDir, 'scaled');
    const added = await writeScaledBundle(corpus, extra, scale);
    say(`scale ${scale}: a second copy of ${added.systems} larger systems (${added.nodes} nodes)`);
    const runScaled = await ingestAndProject(services, extra);
    const cs = await counts(services);
    figures.scaled = {
      ...cs,
      append_s: runScaled.appendSeconds,
      ingest_caught_up_s: runScaled.totalSeconds,
      peak_rss_mb: Math.round(peakRss / 2 ** 20),
    };
  }
  for (const [k, v] of Object.entries(figures))
    if (typeof v !== 'object') process.stdout.write(`${k.padEnd(22)} ${v}\n`);
  process.stdout.write(JSON.stringify(figures) + '\n');
} finally {
  clearInterval(sampler);
  await services.close();
  if (!args.flags.keep) {
    stopEmbeddedPostgres(dataDir);
    stopEmbeddedRedis(dataDir);
    // give the servers a moment to exit; an unref'd timer never fired (the process ended first), so each
    // run left its data folder (~4 GB with the full corpus) behind
    await new Promise((resolve) => setTimeout(resolve, 3000));
    rmSync(dataDir, { recursive: true, force: true });
  }
}
