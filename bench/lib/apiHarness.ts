import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { rm } from 'node:fs/promises';
import { buildServer, ROOT } from '../../cli/serverBuild.ts';

/**
 * What bench:api and bench:search share: the server child (lib/apiServer.ts: the real app and a bare
 * Node http route in one process), its RSS, and autocannon runs over a list of paths that can be told
 * never to serve a path twice (the uncached phase).
 */
const autocannon = createRequire(import.meta.url)('autocannon');

export interface Figures {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
}
export interface ApiServer {
  child: ChildProcess;
  /** How the child runs: 'build' (plain JavaScript, as bin/taxonomy.js with a fresh build) or 'tsx'. */
  runtime: 'build' | 'tsx';
  base: string;
  bareBase: string;
  /** The floor: the API's node, translations and search paths answered by their queries alone on a bare Node http route. */
  floorBase: string;
  rss(): Promise<number>;
  /** The child's process.memoryUsage(): where its RSS is (V8 heap, external, array buffers). */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** The child's process.cpuUsage() (user and system µs since it started). */
  cpu(): Promise<NodeJS.CpuUsage>;
  stop(): Promise<void>;
}

/**
 * Forks the server child on `databaseUrl`, run as the service runs (`bin/taxonomy.js` with a fresh
 * build): apiServer.ts bundled by cli/serverBuild.ts into node_modules/.cache (removed at stop), as plain
 * JavaScript; BENCH_TSX=1 runs the sources through tsx instead. BENCH_CPU_PROF=<dir> runs it under
 * `node --cpu-prof` (the profile is written to <dir> when the child exits).
 */
export async function startApiServer(databaseUrl: string): Promise<ApiServer> {
  const prof = process.env.BENCH_CPU_PROF;
  const tsx = process.env.BENCH_TSX === '1';
  const outdir = path.join(ROOT, 'node_modules/.cache/taxonomy-bench', `api-${process.pid}`);
  const entry = tsx
    ? path.join(import.meta.dirname, 'apiServer.ts')
    : path.join((await buildServer({ entry: 'bench/lib/apiServer.ts', outdir })).outdir, 'apiServer.js');
  const child = fork(entry, [], {
    execArgv: [
      ...(tsx ? ['--import', 'tsx'] : []),
      ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
      ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(prof)}`] : []),
    ],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      ANON_RATE_LIMIT_PER_MINUTE: '1000000000',
      REDIS_PREFIX: `bench:${randomBytes(4).toString('hex')}:`,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const ready = await new Promise<{ port: number; barePort: number; floorPort: number }>((resolve, reject) => {
    child.once('message', resolve as (m: unknown) => void);
    child.once('exit', (code) => reject(new Error(`API server exited (${code})`)));
  });
  return {
    child,
    runtime: tsx ? 'tsx' : 'build',
    base: `http://127.0.0.1:${ready.port}`,
    bareBase: `http://127.0.0.1:${ready.barePort}`,
    floorBase: `http://127.0.0.1:${ready.floorPort}`,
    rss: () => ask(child, 'rss'),
    memory: () => ask(child, 'memory'),
    cpu: () => ask(child, 'cpu'),
    async stop() {
      child.send({ stop: true });
      await new Promise((r) => child.once('exit', r));
      await rm(outdir, { recursive: true, force: true });
    },
  };
}

/** Asks the server child for `what` over IPC and resolves with its answer. */
function ask<K extends 'rss' | 'memory' | 'cpu'>(child: ChildProcess, what: K): Promise<any> {
  return new Promise((resolve) => {
    const on = (m: any) => {
      if (m?.[what]) {
        child.off('message', on);
        resolve(m[what]);
      }
    };
    child.on('message', on);
    child.send({ [what]: true });
  });
}

/** A list of paths read in order; `once` lists end instead of wrapping (no path is served twice). */
export class PathCursor {
  private i = 0;
  constructor(
    readonly paths: string[],
    readonly once: boolean,
  ) {}
  next(): string {
    const p = this.paths[this.i % this.paths.length];
    this.i++;
    return p;
  }
  get remaining(): number {
    return this.once ? Math.max(0, this.paths.length - this.i) : Infinity;
  }
  get served(): number {
    return this.i;
  }
}

/** Closed loop: `connections` connections for `seconds` (or until a `once` cursor runs out). */
export async function drive(base: string, cursor: PathCursor, seconds: number, connections: number): Promise<Figures> {
  const cap = cursor.remaining;
  const r = await autocannon({
    url: base,
    connections: Math.min(connections, cap),
    duration: seconds,
    pipelining: 1,
    ...(Number.isFinite(cap) ? { maxOverallRequests: cap } : {}),
    requests: [{ method: 'GET', setupRequest: (req: any) => ({ ...req, path: cursor.next() }) }],
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

/**
 * How long an open loop waits before its first arrival. A closed loop before it stops at its duration
 * with up to one request per connection still being answered (autocannon closes its sockets, the server
 * finishes the statements): those answers would queue ahead of the first arrivals and be counted as the
 * open loop's tail (2026-12-01: the ten slowest of 500 arrivals were the first ten, 67–139 ms, each sent
 * with 0–9 in flight; 50 searches at ~2 ms of CPU each drain in well under a second).
 */
export const SETTLE_MS = 2_000;

/** Arrivals an open loop names in `slowest`: the p99 of 500 arrivals is the 5th slowest, so twice that. */
export const SLOWEST = 10;

/**
 * Open loop: requests arrive at random (Poisson) at `rate` per second whatever the answers' speed,
 * each its own path from the cursor; latency counted from the planned arrival. `slowest`: the SLOWEST
 * slowest arrivals, their path, latency and how many requests were in flight when each was sent (the
 * tail's own cost or a queue: docs/measurements/history.md, "Search: which queries make the open loop's p99").
 * It starts SETTLE_MS after it is called, once the server has answered what an earlier closed loop left in flight.
 */
export async function openLoop(
  base: string,
  cursor: PathCursor,
  rate: number,
  arrivals: number,
): Promise<{
  p50: number;
  p99: number;
  achieved_rps: number;
  failed: number;
  slowest: { path: string; ms: number; in_flight: number }[];
}> {
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const latencies: number[] = [];
  const each: { path: string; ms: number; in_flight: number }[] = [];
  let inFlight = 0;
  let failed = 0;
  const start = performance.now();
  let at = 0;
  const open: Promise<void>[] = [];
  for (let n = 0; n < arrivals && cursor.remaining > 0; n++) {
    at += -Math.log(1 - Math.random()) * (1000 / rate);
    const wait = start + at - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const sent = start + at;
    const path = cursor.next();
    const behind = inFlight++;
    open.push(
      fetch(base + path)
        .then(
          async (res) => {
            await res.arrayBuffer();
            if (!res.ok) failed++;
            const ms = performance.now() - sent;
            latencies.push(ms);
            each.push({ path, ms: round1(ms), in_flight: behind });
          },
          () => void failed++,
        )
        .finally(() => void inFlight--),
    );
  }
  await Promise.all(open);
  const seconds = (performance.now() - start) / 1000;
  return {
    p50: round1(percentile(latencies, 50)),
    p99: round1(percentile(latencies, 99)),
    achieved_rps: round1(latencies.length / seconds),
    failed,
    slowest: each.sort((a, b) => b.ms - a.ms).slice(0, SLOWEST),
  };
}

export const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil((p / 100) * s.length) - 1))] ?? 0;
};
export const round1 = (x: number) => Math.round(x * 10) / 10;
export const ratio = (a: number, b: number) => Math.round((a / b) * 1000) / 1000;
export const loadAverage = () => os.loadavg().map((x) => Math.round(x * 100) / 100);
export const mb = (bytes: number) => Math.round(bytes / 2 ** 20);

/** Shuffles in place (Fisher–Yates) and returns the array. */
export function shuffle<T>(xs: T[]): T[] {
  for (let i = xs.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [xs[i], xs[j]] = [xs[j], xs[i]];
  }
  return xs;
}

/** One table line on stderr. */
export const line = (name: string, f: Figures, bare?: Figures) =>
  `${name.padEnd(24)} ${String(f.rps).padStart(7)} req/s   p50 ${f.p50} ms   p99 ${f.p99} ms` +
  (bare ? `   ${ratio(f.rps, bare.rps)} of bare` : '') +
  `   (${f.requests} requests${f.non2xx ? `, non-2xx ${f.non2xx}` : ''}${f.errors ? `, errors ${f.errors}` : ''})`;
