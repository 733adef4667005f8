/**
 * npm run bench:soak [-- --seconds 120] [-- --concurrency 12]   (-- --topology: bench/soakTopology.ts)
 * Two API instances (`taxonomy serve --no-projector`) and one projector (`taxonomy project`) as
 * child processes on one database and one Redis prefix, under mixed load (code lookups, children,
 * search, translations, classify, requests with a real API key) for --seconds, with a changed
 * release of naics_2022 ingested half-way (`taxonomy ingest`, a child process too).
 * Data: BENCH_DATABASE_URL when set (used as is: it receives the changed release, so point it at a
 * copy), else a fresh database on SOAK_ADMIN_URL (default the machine's PostgreSQL) with the sample
 * corpus, dropped at the end. REDIS_URL (default redis://127.0.0.1:6379) with a private prefix.
 * Prints throughput, p50/p99, errors, RSS of each process after warm-up and at the end; last line JSON.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { parseArgs } from '../cli/args.ts';
import { writeChangedNaicsRelease } from './lib/changedRelease.ts';
import { createPool } from '../platform/db.ts';
import { migrate } from '../platform/migrate.ts';
import { createPgEventStore } from '../commands/eventStore/pgEventStore.ts';
import { ingestBundle } from '../ingest/ingestBundle.ts';

if (process.argv.includes('--topology')) {
  await import('./soakTopology.ts'); // the same soak on deploy/local/topology.sh, with faults
  process.exit(0);
}
const ROOT = path.resolve(import.meta.dirname, '..');
const SAMPLE = path.resolve(ROOT, '../shared/corpus/sample');
const args = parseArgs(process.argv.slice(2), { seconds: 'string', concurrency: 'string' });
const SECONDS = Number(args.flags.seconds ?? 120);
const CONCURRENCY = Number(args.flags.concurrency ?? 12);
const WARMUP_S = Math.min(15, SECONDS / 8);
const say = (m: string) => process.stderr.write(`${m}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(p));
    });
  });
const rss = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const mb = (b: number) => Math.round(b / 2 ** 20);

// ── data set ──────────────────────────────────────────────────────────────────────────────────
const adminUrl = process.env.SOAK_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
let dbUrl = process.env.BENCH_DATABASE_URL;
let dropDb: (() => Promise<void>) | undefined;
const dataSet = dbUrl
  ? `BENCH_DATABASE_URL (${new URL(dbUrl).pathname.slice(1)})`
  : 'sample corpus (25 systems, 16,192 codes) in a fresh database';
if (!dbUrl) {
  const name = `taxonomy_soak_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  dbUrl = u.toString();
  dropDb = async () => {
    const a = new pg.Client({ connectionString: adminUrl });
    await a.connect();
    await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
    await a.end();
  };
}
const pool = createPool(dbUrl, 4);
await migrate(pool);
if (dropDb) {
  say('ingesting the sample corpus');
  const store = createPgEventStore(pool, dbUrl);
  await ingestBundle(store, SAMPLE, { quiet: true });
  await store.close();
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-soak-'));
const env = {
  ...process.env,
  DATABASE_URL: dbUrl,
  REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: `soak:${process.pid}:`,
  DATA_DIR: dataDir,
  JWT_SECRET: 'soak-jwt-secret-0123456789abcdef0123456789ab',
  LOG_LEVEL: 'warn',
  ANON_RATE_LIMIT_PER_MINUTE: '100000000',
  FREE_RATE_LIMIT_PER_MINUTE: '100000000',
};
const children: ChildProcess[] = [];
const spawnCli = (argv: string[], extra: Record<string, string> = {}) => {
  const c = spawn(process.execPath, [path.join(ROOT, 'bin/taxonomy.js'), ...argv], {
    cwd: ROOT,
    env: { ...env, ...extra },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  c.stderr!.on('data', (d) => {
    err = (err + d).slice(-4000);
  });
  (c as any).lastErr = () => err;
  children.push(c);
  return c;
};
async function cleanup() {
  for (const c of children) if (c.exitCode === null) c.kill('SIGTERM');
  await sleep(1500);
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  const redis = (await import('redis')).createClient({ url: env.REDIS_URL });
  await redis.connect();
  for await (const k of redis.scanIterator({ MATCH: `${env.REDIS_PREFIX}*`, COUNT: 1000 })) {
    const keys = Array.isArray(k) ? k : [k];
    if (keys.length) await redis.del(keys);
  }
  await redis.quit();
  await pool.end();
  await dropDb?.();
  rmSync(dataDir, { recursive: true, force: true });
}

try {
  const projector = spawnCli(['project']);
  const ports = [await freePort(), await freePort()];
  const apis = ports.map((p) => spawnCli(['serve', '--no-projector'], { PORT: String(p), HOST: '127.0.0.1' }));
  const bases = ports.map((p) => `http://127.0.0.1:${p}`);
  for (const b of bases) {
    for (let i = 0; ; i++) {
      const ok = await fetch(`${b}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 240) throw new Error(`API at ${b} not healthy: ${(apis[bases.indexOf(b)] as any).lastErr()}`);
      await sleep(500);
    }
  }
  say('projector catching up');
  const head = async () => (await pool.query('SELECT coalesce(max(position), 0) AS h FROM events')).rows[0].h;
  for (;;) {
    const { rows } = await pool.query('SELECT min(position) AS p FROM projection_checkpoints');
    if (rows[0].p !== null && BigInt(rows[0].p) >= BigInt(await head())) break;
    await sleep(500);
  }

  // a real account and API key
  const reg = await fetch(`${bases[0]}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `soak-${process.pid}@example.com`, password: 'correct horse battery staple 9' }),
  }).then((r) => r.json());
  const keyRes = await fetch(`${bases[1]}/api/v1/auth/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${reg.token}` },
    body: JSON.stringify({ name: 'soak' }),
  }).then((r) => r.json());
  const key = keyRes.key as string;
  if (!key) throw new Error(`no API key: ${JSON.stringify(keyRes)}`);

  const { rows: codes } = await pool.query(
    `SELECT system, code FROM nodes WHERE system IN (SELECT DISTINCT source_system FROM equivalences) ORDER BY md5(system || code) LIMIT 400`,
  );
  const words = [
    'bakery',
    'software',
    'trucking',
    'nurse',
    'wheat',
    'steel',
    'insurance',
    'restaurant',
    'mining',
    'teacher',
    'dairy',
    'retail',
  ];
  const pick = <T>(a: T[]) => a[Math.floor(Math.random() * a.length)];
  const enc = encodeURIComponent;
  const mix: { kind: string; weight: number; req: () => [string, RequestInit] }[] = [
    {
      kind: 'lookup',
      weight: 30,
      req: () => {
        const c = pick(codes);
        return [`/api/v1/systems/${c.system}/nodes/${enc(c.code)}`, {}];
      },
    },
    {
      kind: 'children',
      weight: 10,
      req: () => {
        const c = pick(codes);
        return [`/api/v1/systems/${c.system}/nodes/${enc(c.code)}/children`, {}];
      },
    },
    { kind: 'search', weight: 20, req: () => [`/api/v1/search?q=${enc(pick(words))}`, {}] },
    {
      kind: 'translation',
      weight: 15,
      req: () => {
        const c = pick(codes);
        return [`/api/v1/systems/${c.system}/nodes/${enc(c.code)}/translations`, {}];
      },
    },
    {
      kind: 'classify',
      weight: 10,
      req: () => [
        '/api/v1/classify',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ text: `${pick(words)} and ${pick(words)} company` }),
        },
      ],
    },
    {
      kind: 'key',
      weight: 15,
      req: () => {
        const c = pick(codes);
        return [`/api/v1/systems/${c.system}`, { headers: { authorization: `Bearer ${key}` } }];
      },
    },
  ];
  const total = mix.reduce((n, m) => n + m.weight, 0);
  const choose = () => {
    let r = Math.random() * total;
    for (const m of mix) {
      if ((r -= m.weight) < 0) return m;
    }
    return mix[0];
  };

  const lat: number[] = [];
  const byKind = new Map<string, number>();
  const errors = new Map<string, number>();
  let inWarmup = true;
  const t0 = Date.now();
  const end = t0 + SECONDS * 1000;
  const worker = async (w: number) => {
    for (let n = w; Date.now() < end; n++) {
      const m = choose();
      const [url, init] = m.req();
      const s = performance.now();
      let status: number;
      try {
        const r = await fetch(bases[n % 2] + url, { ...init, signal: AbortSignal.timeout(10_000) });
        status = r.status;
        await r.arrayBuffer();
      } catch {
        status = 0;
      }
      const ms = performance.now() - s;
      if (inWarmup) continue;
      lat.push(ms);
      byKind.set(m.kind, (byKind.get(m.kind) ?? 0) + 1);
      if (status < 200 || status >= 300)
        errors.set(`${m.kind} ${status}`, (errors.get(`${m.kind} ${status}`) ?? 0) + 1);
    }
  };
  const running = Array.from({ length: CONCURRENCY }, (_, w) => worker(w));
  const procs = { api1: apis[0], api2: apis[1], projector };
  await sleep(WARMUP_S * 1000);
  inWarmup = false;
  const measuredFrom = Date.now();
  const rssStart = Object.fromEntries(Object.entries(procs).map(([k, c]) => [k, rss(c.pid!)]));
  say(`warm-up done; measuring (${SECONDS - WARMUP_S} s, ${CONCURRENCY} clients)`);

  // half-way: a changed release of naics_2022 (200 retitled codes) through the real CLI
  await sleep(Math.max(0, t0 + (SECONDS * 1000) / 2 - Date.now()));
  const { bundle, stamp } = writeChangedNaicsRelease(SAMPLE); // the full corpus has the same system
  const ingestStart = Date.now();
  const ingest = spawnCli(['ingest', bundle]);
  const ingestCode = await new Promise<number | null>((r) => ingest.once('exit', r));
  const ingestSeconds = (Date.now() - ingestStart) / 1000;
  const { rows: retitled } = await pool.query(
    `SELECT count(*)::int AS n FROM nodes WHERE system = 'naics_2022' AND title LIKE $1`,
    [`%${stamp}`],
  );
  say(
    `changed release ingested (exit ${ingestCode}, ${ingestSeconds.toFixed(1)} s): ${retitled[0].n} retitled codes in the read model`,
  );
  rmSync(bundle, { recursive: true, force: true });

  await Promise.all(running);
  const measured = (Date.now() - measuredFrom) / 1000;
  const rssEnd = Object.fromEntries(Object.entries(procs).map(([k, c]) => [k, rss(c.pid!)]));
  lat.sort((a, b) => a - b);
  const q = (p: number) => Math.round(lat[Math.min(lat.length - 1, Math.floor(lat.length * p))] * 10) / 10;
  const errorCount = [...errors.values()].reduce((a, b) => a + b, 0);
  const growth = Object.fromEntries(
    Object.keys(procs).map((k) => [k, Math.round((rssEnd[k] / rssStart[k] - 1) * 1000) / 10]),
  );
  const alive = Object.fromEntries(Object.entries(procs).map(([k, c]) => [k, c.exitCode === null]));
  const result = {
    bench: 'soak',
    dataSet,
    seconds: SECONDS,
    warmupSeconds: WARMUP_S,
    measuredSeconds: Math.round(measured),
    concurrency: CONCURRENCY,
    requests: lat.length,
    throughputPerSec: Math.round(lat.length / measured),
    p50Ms: q(0.5),
    p99Ms: q(0.99),
    maxMs: Math.round(lat[lat.length - 1] ?? 0),
    errors: errorCount,
    errorKinds: Object.fromEntries(errors),
    byKind: Object.fromEntries(byKind),
    ingestion: { exitCode: ingestCode, seconds: Math.round(ingestSeconds * 10) / 10, retitledCodes: retitled[0].n },
    rssMb: Object.fromEntries(
      Object.keys(procs).map((k) => [k, { start: mb(rssStart[k]), end: mb(rssEnd[k]), growthPct: growth[k] }]),
    ),
    rssGrowthUnder10Pct: Object.values(growth).every((g) => g < 10),
    processesAlive: alive,
  };
  say(
    `throughput ${result.throughputPerSec}/s over ${result.measuredSeconds} s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors ${errorCount}`,
  );
  for (const [k, v] of Object.entries(result.rssMb)) say(`RSS ${k}: ${v.start} MB -> ${v.end} MB (${v.growthPct}%)`);
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await cleanup();
}
