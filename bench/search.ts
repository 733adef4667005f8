/**
 * bench:search: search under load on the full corpus (PostgreSQL adapter), over HTTP through the real
 * API (bench/lib/apiServer.ts), beside a bare Node http route in the same server process.
 * BENCH_DATABASE_URL names a database with the full corpus projected (default: taxonomy_bench on the
 * machine's PostgreSQL); when it has no search documents, it is built first (migrate, ingest
 * ../shared/corpus, project), timing each projection to report the search projection's share.
 * Phases (BENCH_CONNECTIONS connections, default 50, BENCH_DURATION s each, default 10):
 * - cached: the 50 real queries below (10 misspelled), over and over (the response cache answers);
 * - uncached: distinct two-word queries drawn at random from the titles of the whole corpus
 *   (BENCH_SEARCH_DISTINCT, default 30,000), none sent twice, closed loop;
 * - open loop: more of those distinct queries arriving at random (Poisson) at BENCH_SEARCH_RATE per
 *   second (default 50), BENCH_SEARCH_ARRIVALS of them (default 500); latency from the planned arrival, and the
 *   slowest arrivals named (their query, latency, and the requests in flight when each was sent);
 * - floor: more of those distinct queries, closed loop, answered by the search's own query and shaping
 *   (searchCodes) on a bare Node http route in the same process: what one process gets from
 *   PostgreSQL here with today's index, so the uncached figure reads against what is reachable.
 * Then the server's RSS. Ends with one JSON line.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPgEventStore } from '../commands/eventStore/pgEventStore.ts';
import { ingestBundle } from '../ingest/ingestBundle.ts';
import { loadConfig } from '../platform/config.ts';
import { createPool } from '../platform/db.ts';
import { migrate } from '../platform/migrate.ts';
import { allProjections } from '../projections/registry.ts';
import type { Projection } from '../projections/runtime/projection.ts';
import { createProjector } from '../projections/runtime/runner.ts';
import { PathCursor, drive, line, loadAverage, mb, openLoop, ratio, startApiServer } from './lib/apiHarness.ts';
import { readServerSettings, settingsWarning } from './lib/serverSettings.ts';
import { distinctQueries, searchPath } from './lib/searchQueries.ts';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/taxonomy_bench';
const CORPUS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/corpus');
const RATE = Number(process.env.BENCH_SEARCH_RATE ?? 50);
const ARRIVALS = Number(process.env.BENCH_SEARCH_ARRIVALS ?? 500);
const DISTINCT = Number(process.env.BENCH_SEARCH_DISTINCT ?? 30_000);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const WARM_S = Math.min(3, duration);
const say = (m: string) => process.stderr.write(`${m}\n`);

export const QUERIES = [
  'truck transportation',
  'software publishers',
  'hotels and motels',
  'full service restaurants',
  'dairy cattle and milk production',
  'crude petroleum extraction',
  'commercial banking',
  'general medical and surgical hospitals',
  'computer systems design services',
  'new car dealers',
  'legal services',
  'elementary and secondary schools',
  'wireless telecommunications carriers',
  'pharmaceutical preparation manufacturing',
  'residential building construction',
  'wheat farming',
  'coal mining',
  'retail bakeries',
  'insurance agencies',
  'real estate agents',
  'freight forwarding',
  'air transportation',
  'marine cargo handling',
  'electric power generation',
  'waste collection',
  'veterinary services',
  'beauty salons',
  'child day care',
  'fitness centers',
  'type 2 diabetes mellitus',
  'chronic kidney disease',
  'registered nurses',
  'civil engineers',
  'frozen fish fillets',
  'coffee roasting',
  '484110',
  'E11.9',
  '8471',
  'A01',
  '62',
  // misspelled
  'trukc transportaton',
  'sofware publsher',
  'hotle',
  'restarant',
  'pharmaceutcal manufacturing',
  'elecrtic power',
  'veterinay services',
  'insurnace agencies',
  'diabetis',
  'accountnig services',
];

const r1 = (x: number) => Math.round(x * 10) / 10;
/** The query of a search path (lib/searchQueries.ts `searchPath`). */
const queryOf = (path: string) => new URL(path, 'http://x').searchParams.get('q') ?? path;

async function ensureCorpus(): Promise<Record<string, unknown>> {
  const u = new URL(URL_);
  const name = u.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(URL_), { pathname: '/postgres' }).toString() });
  await admin.connect();
  if (!(await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount)
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  await admin.end();
  const pool = createPool(URL_, 10);
  try {
    await migrate(pool);
    const { rows } = await pool.query('SELECT EXISTS (SELECT 1 FROM search_docs) AS ok');
    if (rows[0].ok) return { built: false };
    const store = createPgEventStore(pool, URL_);
    const out: Record<string, unknown> = { built: true };
    if (!(await store.headPosition())) {
      const t0 = performance.now();
      await ingestBundle(store, CORPUS, { quiet: true });
      out.ingest_s = r1((performance.now() - t0) / 1000);
    }
    const timed = new Map<string, number>();
    const projections = allProjections({ pool, config: loadConfig() }).map((p) => {
      if (!('handle' in p) || (p as { kind?: string }).kind === 'redis') return p;
      const q = p as Projection;
      return {
        ...q,
        handle: async (ev: Parameters<Projection['handle']>[0], tx: Parameters<Projection['handle']>[1]) => {
          const t = performance.now();
          await q.handle(ev, tx);
          timed.set(q.name, (timed.get(q.name) ?? 0) + performance.now() - t);
        },
      } as Projection;
    });
    const t1 = performance.now();
    await createProjector({ pool, store, projections }).catchUpOrWait();
    const total = (performance.now() - t1) / 1000;
    const search = (timed.get('search') ?? 0) / 1000;
    Object.assign(out, {
      project_s: r1(total),
      search_projection_s: r1(search),
      search_share_pct: r1((100 * search) / total),
      per_projection_s: Object.fromEntries([...timed].map(([k, v]) => [k, r1(v / 1000)])),
    });
    await store.close();
    return out;
  } finally {
    await pool.end();
  }
}

async function main() {
  const build = await ensureCorpus();
  const queries = (await distinctQueries(URL_, DISTINCT)).filter((q) => !QUERIES.includes(q));
  say(`${queries.length} distinct queries drawn from the corpus's titles`);
  const settings = await readServerSettings(URL_);
  if (settingsWarning(settings)) say(settingsWarning(settings));
  const server = await startApiServer(URL_);
  try {
    say(`${connections} connections, ${duration} s per phase, server pid ${server.child.pid}, load ${loadAverage()}`);
    const bareCursor = new PathCursor(['/bare'], false);
    await drive(server.bareBase, bareCursor, WARM_S, connections);
    const bare = await drive(server.bareBase, bareCursor, duration, connections);
    say(line('bare node http', bare));

    // each query twice (the cache keeps a URL from its second request on): all cached
    for (let twice = 0; twice < 2; twice++)
      await drive(server.base, new PathCursor(QUERIES.map(searchPath), true), 120, connections);
    const hot = new PathCursor(QUERIES.map(searchPath), false);
    await drive(server.base, hot, WARM_S, connections);
    const cached = await drive(server.base, hot, duration, connections);
    say(line('search cached', cached, bare));

    // one list, each query sent once: warm-up, closed loop, open loop take successive slices
    const cold = new PathCursor(queries.map(searchPath), true);
    await drive(server.base, cold, WARM_S, connections);
    const uncached = await drive(server.base, cold, duration, connections);
    say(line('search uncached', uncached, bare));
    const open = await openLoop(server.base, cold, RATE, ARRIVALS);
    say(
      `search open loop ${RATE}/s        p50 ${open.p50} ms   p99 ${open.p99} ms   achieved ${open.achieved_rps}/s${open.failed ? `   failed ${open.failed}` : ''}`,
    );
    say(`  slowest: ${open.slowest.map((s) => `${queryOf(s.path)} ${s.ms} ms (${s.in_flight} before)`).join(', ')}`);
    const rss = await server.rss(); // after the API's phases, as the RSS target is about the API
    await drive(server.floorBase, cold, WARM_S, connections);
    const floor = await drive(server.floorBase, cold, duration, connections);
    say(
      line('search floor (query only)', floor, bare) +
        `   API uncached / floor ${ratio(uncached.rps, floor.rps)}` +
        (cold.remaining === 0 ? '   (ran out of distinct queries)' : ''),
    );
    say(`server RSS ${mb(rss)} MB, ${cold.served} distinct queries sent, load ${loadAverage()}`);
    const result = {
      bench: 'search',
      date: new Date().toISOString(),
      adapter: 'postgres',
      server_runtime: server.runtime,
      database: URL_.replace(/\/\/[^@]*@/, '//'),
      database_server: settings,
      connections,
      duration_s: duration,
      load_average: loadAverage(),
      bare,
      cached: { ...cached, queries: QUERIES.length, to_bare: ratio(cached.rps, bare.rps) },
      uncached: {
        ...uncached,
        distinct_queries: queries.length,
        to_bare: ratio(uncached.rps, bare.rps),
        exhausted: cold.remaining === 0,
      },
      open_loop: {
        rate_per_s: RATE,
        arrivals: ARRIVALS,
        ...open,
        slowest: open.slowest.map((s) => ({ q: queryOf(s.path), ms: s.ms, in_flight: s.in_flight })),
      },
      floor: { ...floor, to_bare: ratio(floor.rps, bare.rps), api_to_floor: ratio(uncached.rps, floor.rps) },
      distinct_queries_sent: cold.served,
      server_rss_mb: mb(rss),
      targets: { uncached_rps: 500, open_loop_p99_ms: 100 },
      ...build,
    };
    process.stdout.write(JSON.stringify(result) + '\n');
  } finally {
    await server.stop();
  }
}

await main();
