/**
 * npm run bench:api
 * Drives the REST API with autocannon and prints requests/s and p50/p99 latency for node lookup,
 * children, ancestors and translations, next to a bare Fastify route returning a constant (the
 * machine's ceiling; node lookup / ceiling is the ratio), plus the server's RSS. Last line: JSON.
 *
 * Data: BENCH_DATABASE_URL (a database holding the full corpus, projected) or, without it, a fresh
 * database on the machine's PostgreSQL (TEST_DATABASE_URL's server) with BENCH_CORPUS (default
 * ../shared/corpus) ingested first: a few minutes; dropped afterwards unless BENCH_KEEP=1.
 * Knobs: BENCH_DURATION (s per scenario, default 10), BENCH_CONNECTIONS (default 50).
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCorpusDatabase, samplePaths } from './lib/benchDatabase.ts';

const autocannon = createRequire(import.meta.url)('autocannon');
const say = (m: string) => process.stderr.write(`${m}\n`);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const corpus = path.resolve(process.env.BENCH_CORPUS ?? path.join(import.meta.dirname, '../../shared/corpus'));

interface Scenario {
  name: string;
  paths: string[];
  ceiling?: boolean;
}
interface Figures {
  rps: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

async function startServer(url: string): Promise<{ child: ChildProcess; port: number; ceilingPort: number }> {
  const child = fork(path.join(import.meta.dirname, 'lib/apiServer.ts'), [], {
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      DATABASE_URL: url,
      ANON_RATE_LIMIT_PER_MINUTE: '1000000000',
      REDIS_PREFIX: `bench:${randomBytes(4).toString('hex')}:`,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<any>((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`API server exited (${code})`)));
  });
  return { child, port: ready.port, ceilingPort: ready.ceilingPort };
}

function rssOf(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    const on = (m: any) => {
      if (m?.rss) {
        child.off('message', on);
        resolve(m.rss);
      }
    };
    child.on('message', on);
    child.send({ rss: true });
  });
}

async function drive(base: string, s: Scenario, seconds: number): Promise<Figures> {
  let i = 0;
  const r = await autocannon({
    url: base,
    connections,
    duration: seconds,
    pipelining: 1,
    requests: [{ method: 'GET', setupRequest: (req: any) => ({ ...req, path: s.paths[i++ % s.paths.length] }) }],
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

const given = process.env.BENCH_DATABASE_URL;
const db = given ? { url: given, drop: async () => {} } : await createCorpusDatabase(corpus, say);
const server = await startServer(db.url);
let peakRss = 0;
const sampler = setInterval(async () => {
  peakRss = Math.max(peakRss, await rssOf(server.child));
}, 1000);
try {
  const paths = await samplePaths(db.url);
  const scenarios: Scenario[] = [
    { name: 'ceiling', paths: ['/ceiling'], ceiling: true },
    { name: 'node', paths: paths.node },
    { name: 'children', paths: paths.children },
    { name: 'ancestors', paths: paths.ancestors },
    { name: 'translations', paths: paths.translations },
    // Search (fixed query under 50 connections; 50 distinct queries at 50/s, uncached) and classify:
    // their owners add scenarios here, e.g. { name: 'search_fixed', paths: ['/api/v1/search?q=truck'] }.
  ];
  const figures: Record<string, Figures> = {};
  say(`${connections} connections, ${duration} s per scenario, server pid ${server.child.pid}`);
  const baseOf = (s: Scenario) => `http://127.0.0.1:${s.ceiling ? server.ceilingPort : server.port}`;
  for (const s of scenarios) await drive(baseOf(s), s, Math.min(3, duration)); // warm-up: JIT, pool connections, caches
  for (const s of scenarios) {
    const f = await drive(baseOf(s), s, duration);
    figures[s.name] = f;
    say(
      `${s.name.padEnd(14)} ${String(f.rps).padStart(7)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms${f.non2xx ? `   non-2xx ${f.non2xx}` : ''}${f.errors ? `   errors ${f.errors}` : ''}`,
    );
  }
  const rss = await rssOf(server.child);
  peakRss = Math.max(peakRss, rss);
  const ratio = Math.round((figures.node.rps / figures.ceiling.rps) * 1000) / 1000;
  say(
    `node lookup / ceiling: ${ratio}   server RSS ${Math.round(rss / 2 ** 20)} MB (peak ${Math.round(peakRss / 2 ** 20)} MB)`,
  );
  console.log(
    JSON.stringify({
      bench: 'api',
      connections,
      duration_s: duration,
      database: given ? 'given' : 'fresh',
      ...figures,
      node_to_ceiling: ratio,
      server_rss_mb: Math.round(rss / 2 ** 20),
      server_peak_rss_mb: Math.round(peakRss / 2 ** 20),
    }),
  );
} finally {
  clearInterval(sampler);
  server.child.send({ stop: true });
  await new Promise((r) => server.child.once('exit', r));
  if (process.env.BENCH_KEEP === '1' && !given) say(`kept ${db.url}`);
  else await db.drop();
}
