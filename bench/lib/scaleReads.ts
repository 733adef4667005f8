import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PathCursor, drive, mb, openLoop, ratio, startApiServer, type Figures } from './apiHarness.ts';
import { samplePaths } from './benchDatabase.ts';
import { distinctQueries, searchPath } from './searchQueries.ts';

const autocannon = createRequire(import.meta.url)('autocannon');

/** Closed loop of classify requests (POST, never cached), `inFlight` at once, texts in turn. */
async function driveClassify(base: string, texts: string[], seconds: number, inFlight: number): Promise<Figures> {
  let i = 0;
  const r = await autocannon({
    url: base,
    connections: inFlight,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/api/v1/classify',
        headers: { 'content-type': 'application/json' },
        setupRequest: (req: any) => ({ ...req, body: JSON.stringify({ text: texts[i++ % texts.length] }) }),
      },
    ],
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

export interface ReadFigures {
  bare: Figures;
  node: Figures & { cpu_ms: number | null; to_bare: number };
  translations: Figures & { cpu_ms: number | null; to_bare: number };
  search: Figures & { cpu_ms: number | null; to_bare: number };
  search_open_loop: { rate_per_s: number; p50: number; p99: number; achieved_rps: number; failed: number };
  classify: Figures & { cpu_ms: number | null; in_flight: number };
  server_rss_mb: number;
  server_peak_rss_mb: number;
}

/**
 * bench:scale's reads on one database, through the server child of bench:api and bench:search (the real
 * app, run as the service runs): the bare route (the machine's ceiling now), node lookups and translations
 * uncached (paths drawn from the whole graph, none served twice), search uncached closed loop and open loop
 * (distinct two-word queries from the graph's titles), classify at `inFlight` (the plain descriptions), each
 * with the server's CPU per request (which hardly depends on the machine's load), then the server's RSS.
 */
export async function readBenches(
  url: string,
  opts: { duration: number; connections: number; rate: number; arrivals: number; inFlight: number },
  say: (m: string) => void,
): Promise<ReadFigures> {
  const { duration, connections } = opts;
  const warm = Math.min(3, duration);
  const distinct = 40_000;
  const paths = await samplePaths(url, distinct);
  const queries = await distinctQueries(url, 20_000);
  const plain = JSON.parse(readFileSync(path.join(import.meta.dirname, '../plainDescriptions.json'), 'utf8'));
  const texts: string[] = plain.items.map((i: { text: string }) => i.text);
  const server = await startApiServer(url);
  let peak = 0;
  const sampler = setInterval(() => void server.rss().then((r) => (peak = Math.max(peak, r))), 1000);
  try {
    const measured = async <F extends Figures>(run: () => Promise<F>) => {
      const before = await server.cpu();
      const f = await run();
      const after = await server.cpu();
      const us = after.user - before.user + (after.system - before.system);
      return { ...f, cpu_ms: f.requests ? Math.round(us / f.requests) / 1000 : null };
    };
    const show = (name: string, f: Figures & { cpu_ms?: number | null }) =>
      say(
        `  ${name.padEnd(22)} ${String(f.rps).padStart(6)} req/s  p50 ${f.p50} ms  p99 ${f.p99} ms  CPU ${f.cpu_ms ?? '-'} ms/req` +
          (f.non2xx || f.errors ? `  (non-2xx ${f.non2xx}, errors ${f.errors})` : ''),
      );
    const bareCursor = new PathCursor(['/bare'], false);
    await drive(server.bareBase, bareCursor, warm, connections);
    const bare = await drive(server.bareBase, bareCursor, duration, connections);
    show('bare route', bare);
    const uncached = async (list: string[]) => {
      const cold = new PathCursor(list, true);
      await drive(server.base, cold, warm, connections);
      const f = await measured(() => drive(server.base, cold, duration, connections));
      return { cold, f: { ...f, to_bare: ratio(f.rps, bare.rps) } };
    };
    const node = (await uncached(paths.node.uncached)).f;
    show('node uncached', node);
    const translations = (await uncached(paths.translations.uncached)).f;
    show('translations uncached', translations);
    const s = await uncached(queries.map(searchPath));
    show('search uncached', s.f);
    const open = await openLoop(server.base, s.cold, opts.rate, opts.arrivals);
    say(`  search open loop ${opts.rate}/s    p50 ${open.p50} ms  p99 ${open.p99} ms  achieved ${open.achieved_rps}/s`);
    await driveClassify(server.base, texts, warm, opts.inFlight);
    const classify = await measured(() => driveClassify(server.base, texts, duration, opts.inFlight));
    show(`classify ${opts.inFlight} in flight`, classify);
    const rss = await server.rss();
    return {
      bare,
      node,
      translations,
      search: s.f,
      search_open_loop: { rate_per_s: opts.rate, ...open },
      classify: { ...classify, in_flight: opts.inFlight },
      server_rss_mb: mb(rss),
      server_peak_rss_mb: mb(Math.max(peak, rss)),
    };
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
}
