/**
 * npm run bench:scale -- --factor N (default 10): how every cost grows with the graph, 1x and Nx in one run.
 * For 1x (the corpus) and then Nx (lib/scaledBundle.ts writeScaledCorpus: the corpus and N-1 national copies
 * of every system, crosswalks copied within each copy, so trees and crosswalk degrees are the corpus's), each
 * on a fresh database of the machine's PostgreSQL (TEST_DATABASE_URL's server), dropped afterwards:
 * - ingest (lib/scaleIngest.ts, its own process): append, catch-up (replay, set-aside indexes, handler
 *   seconds per projection), ANALYZE, stored translation answers; an unchanged re-ingest (node events
 *   appended); a one-system change (200 retitled naics_2022 codes) and the stored answers after it; peak RSS;
 * - database bytes per code and the largest relations;
 * - reads through the API server child (lib/scaleReads.ts): node lookups and translations uncached, search
 *   closed and open loop, classify at 10 in flight, each with the server's CPU per request, and its RSS.
 * Ends with one JSON line: each figure at 1x and Nx and their ratio (Nx / 1x).
 * Disk: ~4.5 GB per 1x (database, scaled bundle); checked first: when the PostgreSQL data directory's disk
 * is short for N, it runs the largest factor that fits (5 where 10 does not) and says so.
 * Flags: --factor N, --duration s (per read phase, default 10), --corpus DIR, --keep (keep the databases),
 * --only-scaled (skip the 1x run). A re-run first drops the databases and bundles an interrupted run left.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statfsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadAverage } from './lib/apiHarness.ts';
import { readBenches, type ReadFigures } from './lib/scaleReads.ts';
import { writeScaledCorpus } from './lib/scaledBundle.ts';

const { values: args } = parseArgs({
  options: {
    factor: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    corpus: { type: 'string' },
    keep: { type: 'boolean', default: false },
    'only-scaled': { type: 'boolean', default: false },
  },
});
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const corpus = path.resolve(args.corpus ?? path.join(import.meta.dirname, '../../shared/corpus'));
const requested = Number(args.factor);
const GB = 2 ** 30;
/** Disk one 1x takes: the database (~4 GB at 1x: events, read models, indexes, stored answers) and the bundle. */
const PER_X = 4.5 * GB;
const DB_PREFIX = 'bench_scale_';
const BUNDLE_PREFIX = 'bench-scale-bundle-';
const started = Date.now();
const say = (m: string) => process.stderr.write(`[scale ${Math.round((Date.now() - started) / 1000)} s] ${m}\n`);

async function admin<T>(f: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    return await f(c);
  } finally {
    await c.end();
  }
}
const dbUrl = (name: string) => Object.assign(new URL(ADMIN_URL), { pathname: `/${name}` }).toString();

/** Databases and bundles an interrupted run left behind. */
async function cleanUp() {
  await admin(async (c) => {
    const { rows } = await c.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE $1`, [
      `${DB_PREFIX}%`,
    ]);
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
  for (const f of readdirSync(os.tmpdir()))
    if (f.startsWith(BUNDLE_PREFIX)) rmSync(path.join(os.tmpdir(), f), { recursive: true, force: true });
}

/** Free bytes where PostgreSQL keeps its data (and the temp dir, where the scaled bundle goes). */
async function freeDisk(): Promise<number> {
  const dir = await admin((c) => c.query<{ d: string }>("SELECT current_setting('data_directory') AS d")).then(
    (r) => r.rows[0].d,
    () => '/',
  );
  const free = (d: string) => {
    const s = statfsSync(d);
    return s.bavail * s.bsize;
  };
  return Math.min(free(dir), free(os.tmpdir()));
}

/** The factor this machine's disk holds: `requested`, else 5 (the fallback), else the largest that fits. */
function fitFactor(free: number): number {
  if (requested * PER_X <= free) return requested;
  if (requested > 5 && 5 * PER_X <= free) return 5;
  return Math.floor(free / PER_X);
}

function ingestChild(url: string, bundle: string): Promise<any> {
  return new Promise((resolve, reject) => {
    const child = fork(path.join(import.meta.dirname, 'lib/scaleIngest.ts'), [url, bundle], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.once('exit', (code) => {
      const last = out.trim().split('\n').pop();
      if (code === 0 && last) resolve(JSON.parse(last));
      else reject(new Error(`ingest child exited ${code}`));
    });
  });
}

async function databaseSize(url: string, nodes: number) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ bytes: string }>('SELECT pg_database_size(current_database())::text AS bytes');
    const { rows: rels } = await c.query<{ name: string; mb: number }>(
      `SELECT relname AS name, (pg_total_relation_size(oid) / 1048576)::int AS mb FROM pg_class
        WHERE relkind IN ('r', 'm') AND relnamespace = 'public'::regnamespace ORDER BY pg_total_relation_size(oid) DESC LIMIT 8`,
    );
    const bytes = Number(rows[0].bytes);
    return {
      database_mb: Math.round(bytes / 2 ** 20),
      bytes_per_code: Math.round(bytes / nodes),
      largest_mb: Object.fromEntries(rels.map((r) => [r.name, r.mb])),
    };
  } finally {
    await c.end();
  }
}

/** One factor: fresh database, bundle, ingest child, size, reads; the database dropped unless --keep. */
async function runFactor(factor: number) {
  const name = `${DB_PREFIX}${factor}x`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = dbUrl(name);
  let bundle = corpus;
  try {
    if (factor > 1) {
      bundle = mkdtempSync(path.join(os.tmpdir(), BUNDLE_PREFIX));
      const t = Date.now();
      const w = await writeScaledCorpus(corpus, bundle, factor, say);
      say(
        `${factor}x bundle: ${w.systems} systems, ${w.nodes} nodes, ${w.edges} edges in ${(Date.now() - t) / 1000} s`,
      );
    }
    say(`${factor}x: ingest into ${name}`);
    const ingest = await ingestChild(url, bundle);
    if (bundle !== corpus) rmSync(bundle, { recursive: true, force: true });
    const size = await databaseSize(url, ingest.nodes);
    say(`${factor}x: ${JSON.stringify(size)}`);
    say(`${factor}x: reads (load ${loadAverage()})`);
    const duration = Number(args.duration);
    const reads = await readBenches(url, { duration, connections: 50, rate: 50, arrivals: 300, inFlight: 10 }, say);
    return { factor, ...ingest, ...size, reads, load_average: loadAverage() };
  } finally {
    if (bundle !== corpus) rmSync(bundle, { recursive: true, force: true });
    if (!args.keep) await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    else say(`kept ${url}`);
  }
}

type Run = Awaited<ReturnType<typeof runFactor>>;
const r2 = (x: number) => Math.round(x * 100) / 100;

/** The headline figures of a run, flat, so 1x and Nx line up and divide. */
function headline(r: Run) {
  const reads: ReadFigures = r.reads;
  return {
    nodes: r.nodes,
    edges: r.edges,
    events: r.events,
    append_s: r.ingest.append_s,
    append_cpu_s: r.ingest.append_cpu_s,
    catch_up_s: r.ingest.catch_up_s,
    ingest_and_catch_up_s: r.ingest.total_s,
    stored_answers_s: r.stored_answers.seconds,
    stored_answers: r.stored_answers.answers,
    reingest_s: r.reingest.total_s,
    reingest_node_events: r.reingest.node_events,
    change_catch_up_s: r.one_system_change.total_s,
    change_stored_answers_s: r.one_system_change.answers.seconds,
    bytes_per_code: r.bytes_per_code,
    database_mb: r.database_mb,
    ingest_peak_rss_mb: r.ingest_peak_rss_mb,
    ingest_and_answers_peak_rss_mb: r.peak_rss_mb,
    node_rps: reads.node.rps,
    node_to_bare: reads.node.to_bare,
    node_cpu_ms: reads.node.cpu_ms,
    translations_p99_ms: reads.translations.p99,
    translations_cpu_ms: reads.translations.cpu_ms,
    search_rps: reads.search.rps,
    search_to_bare: reads.search.to_bare,
    search_cpu_ms: reads.search.cpu_ms,
    search_open_loop_p99_ms: reads.search_open_loop.p99,
    classify_p99_ms: reads.classify.p99,
    classify_cpu_ms: reads.classify.cpu_ms,
    server_rss_mb: reads.server_rss_mb,
    server_peak_rss_mb: reads.server_peak_rss_mb,
  };
}

const onSignal = async (sig: string) => {
  say(`${sig}: dropping the databases and bundles of this run`);
  if (!args.keep) await cleanUp().catch(() => {});
  process.exit(130);
};
process.once('SIGINT', () => void onSignal('SIGINT'));
process.once('SIGTERM', () => void onSignal('SIGTERM'));

await cleanUp();
const free = await freeDisk();
const factor = fitFactor(free);
const fallback =
  factor === requested
    ? null
    : `${Math.round(free / GB)} GB free, ${requested}x needs ~${Math.round((requested * PER_X) / GB)} GB: ran ${factor}x`;
if (fallback) say(fallback);
if (factor < 2) throw new Error(`not enough disk for 2x (${Math.round(free / GB)} GB free)`);
say(`factor ${factor}, ${Math.round(free / GB)} GB free, ${os.cpus().length} cores, load ${loadAverage()}`);
const one = args['only-scaled'] ? undefined : await runFactor(1);
const many = await runFactor(factor);
const h1 = one && headline(one),
  hN = headline(many);
const ratios = h1
  ? Object.fromEntries(
      Object.entries(hN)
        .filter(
          ([k, v]) => typeof v === 'number' && typeof h1[k as keyof typeof h1] === 'number' && h1[k as keyof typeof h1],
        )
        .map(([k, v]) => [k, r2((v as number) / (h1[k as keyof typeof h1] as number))]),
    )
  : undefined;
process.stdout.write(
  JSON.stringify({
    bench: 'scale',
    date: new Date().toISOString(),
    factor_requested: requested,
    factor,
    fallback,
    cpus: os.cpus().length,
    load_average: loadAverage(),
    bench_peak_rss_mb: Math.round(process.resourceUsage().maxRSS / 1024),
    x1: h1,
    xN: hN,
    ratio: ratios,
    detail: { x1: one, xN: many },
  }) + '\n',
);
