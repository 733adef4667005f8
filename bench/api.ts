/**
 * npm run bench:api
 * Drives the REST API with autocannon: node lookup, children, ancestors and translations, each in two
 * phases, next to a bare Node http route returning a constant (the machine's ceiling) in the same
 * server process and the same run; figures are also given as a share of the bare route.
 * - cached: 300 paths per scenario, served over and over (the response cache answers them);
 * - uncached: codes drawn at random from the whole corpus (up to BENCH_DISTINCT per scenario, 500,000
 *   by default), no path served twice (the warm-up takes its own), so every answer is read from PostgreSQL.
 * - floor (node and translations): more never-served paths, answered by the endpoint's own query and
 *   shaping on a bare Node http route in the same process (no Fastify, hooks, limiter or cache): what
 *   one process gets from PostgreSQL on this machine, so the uncached figure reads against what is
 *   reachable with today's read models.
 * Each phase also gives the server child's CPU time per request (user + system), which, unlike the
 * rates, hardly depends on the machine's load. Then the server's RSS (after the uncached runs), its
 * peak, and where it is (V8 heap, external). Last line: JSON.
 *
 * Data: BENCH_DATABASE_URL (a database holding the full corpus, projected, its stored translation
 * answers built with `taxonomy answers`: the run says whether they are current) or, without it, a
 * fresh database on the machine's PostgreSQL (TEST_DATABASE_URL's server) with BENCH_CORPUS (default
 * ../shared/corpus) ingested and its answers built first: minutes; dropped afterwards unless BENCH_KEEP=1.
 * Knobs: BENCH_DURATION (s per scenario and phase, default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_ONLY (comma-separated scenario names), BENCH_CPU_PROF=<dir> (profile the server child),
 * BENCH_TSX=1 (the server child runs its TypeScript through tsx instead of the plain-JavaScript build),
 * BENCH_NODE_ARGS (node flags for the server child). RESPONSE_CACHE_MB and HEAP_GROWING_PERCENT reach it.
 */
import path from 'node:path';
import { createPool } from '../platform/db.ts';
import { storedAnswersStatus } from '../projections/equivalences/storedAnswers.ts';
import { createCorpusDatabase, samplePaths, type LookupScenario } from './lib/benchDatabase.ts';
import { PathCursor, drive, line, loadAverage, mb, ratio, startApiServer, type Figures } from './lib/apiHarness.ts';
import { readServerSettings, settingsWarning } from './lib/serverSettings.ts';

const say = (m: string) => process.stderr.write(`${m}\n`);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const distinct = Number(process.env.BENCH_DISTINCT ?? 500_000);
const only = process.env.BENCH_ONLY?.split(',');
const corpus = path.resolve(process.env.BENCH_CORPUS ?? path.join(import.meta.dirname, '../../shared/corpus'));
const WARM_S = Math.min(3, duration);

const given = process.env.BENCH_DATABASE_URL;
const db = given ? { url: given, drop: async () => {} } : await createCorpusDatabase(corpus, say);
const server = await startApiServer(db.url);
let peakRss = 0;
const sampler = setInterval(
  () =>
    void server.rss().then(
      (rss) => (peakRss = Math.max(peakRss, rss)),
      (err: Error) => say(`rss: ${err.message}`),
    ),
  1000,
);
try {
  /**
   * A phase's figures plus the server child's CPU time (user + system) per request: unlike req/s and
   * latency, it hardly depends on what else the machine runs.
   */
  const measured = async (run: () => Promise<Figures>) => {
    const before = await server.cpu();
    const f = await run();
    const after = await server.cpu();
    const us = after.user - before.user + (after.system - before.system);
    return { ...f, server_cpu_ms_per_request: f.requests ? Math.round(us / f.requests) / 1000 : null };
  };
  const cpuNote = (f: { server_cpu_ms_per_request: number | null }) =>
    `   server CPU ${f.server_cpu_ms_per_request} ms/request`;
  // translations read the stored answers when they are those of the current read models (taxonomy answers)
  const answersPool = createPool(db.url, 1);
  const answers = await storedAnswersStatus(answersPool).finally(() => answersPool.end());
  say(
    `stored translation answers: ${answers.current ? `${answers.answers} current` : 'not current (translations are walked)'}`,
  );
  const settings = await readServerSettings(db.url);
  if (settingsWarning(settings)) say(settingsWarning(settings));
  say(`sampling up to ${distinct} distinct paths per scenario from the whole corpus`);
  const paths = await samplePaths(db.url, distinct);
  const names = (Object.keys(paths) as LookupScenario[]).filter((n) => !only || only.includes(n));
  say(
    `${connections} connections, ${duration} s per phase, server pid ${server.child.pid} (${server.runtime}), load ${loadAverage()}`,
  );

  const bareCursor = new PathCursor(['/bare'], false);
  await drive(server.bareBase, bareCursor, WARM_S, connections);
  const bare = await measured(() => drive(server.bareBase, bareCursor, duration, connections));
  say(line('bare node http', bare) + cpuNote(bare));

  const cached: Record<string, Figures & { to_bare: number }> = {};
  const uncached: Record<string, Figures & { to_bare: number; distinct_paths: number; exhausted: boolean }> = {};
  const floor: Record<string, Figures & { to_bare: number; api_to_floor: number; exhausted: boolean }> = {};
  for (const name of names) {
    // each cached path twice (the cache keeps a URL from its second request on): the cache holds them all
    for (let twice = 0; twice < 2; twice++)
      await drive(server.base, new PathCursor(paths[name].cached, true), 120, connections);
    const hot = new PathCursor(paths[name].cached, false);
    await drive(server.base, hot, WARM_S, connections); // warms the JIT
    const c = await measured(() => drive(server.base, hot, duration, connections));
    cached[name] = { ...c, to_bare: ratio(c.rps, bare.rps) };
    say(line(`${name} cached`, c, bare) + cpuNote(c));

    const cold = new PathCursor(paths[name].uncached, true);
    await drive(server.base, cold, WARM_S, connections); // pool connections, plan caches; its paths are spent
    const u = await measured(() => drive(server.base, cold, duration, connections));
    uncached[name] = {
      ...u,
      to_bare: ratio(u.rps, bare.rps),
      distinct_paths: paths[name].uncached.length,
      exhausted: cold.remaining === 0,
    };
    say(
      line(`${name} uncached`, u, bare) + cpuNote(u) + (cold.remaining === 0 ? '   (ran out of distinct paths)' : ''),
    );
    if (name === 'node' || name === 'translations') {
      // the same cursor: paths neither phase has served
      await drive(server.floorBase, cold, WARM_S, connections);
      const f = await measured(() => drive(server.floorBase, cold, duration, connections));
      floor[name] = {
        ...f,
        to_bare: ratio(f.rps, bare.rps),
        api_to_floor: ratio(u.rps, f.rps),
        exhausted: cold.remaining === 0,
      };
      say(
        line(`${name} floor (query only)`, f, bare) +
          cpuNote(f) +
          `   API uncached / floor ${floor[name].api_to_floor}` +
          (floor[name].exhausted ? '   (ran out of distinct paths)' : ''),
      );
    }
  }
  const rss = await server.rss();
  peakRss = Math.max(peakRss, rss);
  say(`server RSS after the uncached runs ${mb(rss)} MB (peak ${mb(peakRss)} MB), load ${loadAverage()}`);
  const memory = await server.memory();
  const memoryMb = {
    heap_used: mb(memory.heapUsed),
    heap_total: mb(memory.heapTotal),
    external: mb(memory.external),
    array_buffers: mb(memory.arrayBuffers),
  };
  say(
    `  of which V8 heap ${memoryMb.heap_total} MB (${memoryMb.heap_used} MB used), external ${memoryMb.external} MB (array buffers ${memoryMb.array_buffers} MB)`,
  );
  console.log(
    JSON.stringify({
      bench: 'api',
      date: new Date().toISOString(),
      connections,
      duration_s: duration,
      database: given ? 'given' : 'fresh',
      database_server: settings,
      server_runtime: server.runtime,
      cpus: (await import('node:os')).cpus().length,
      load_average: loadAverage(),
      stored_translation_answers: answers.current ? answers.answers : 0,
      bare,
      cached,
      uncached,
      floor,
      server_rss_mb: mb(rss),
      server_peak_rss_mb: mb(peakRss),
      server_memory_mb: memoryMb,
    }),
  );
} finally {
  clearInterval(sampler);
  await server.stop();
  if (process.env.BENCH_KEEP === '1' && !given) say(`kept ${db.url}`);
  else await db.drop();
}
