/**
 * npm run bench:soak -- --topology [--seconds 120] [--concurrency 12]
 * The soak on the local production topology (deploy/local/topology.sh: PostgreSQL primary + streaming
 * replica, 3-master Redis Cluster with replicas, one projector, two API instances reading the replica).
 * The sample corpus is ingested first; then mixed load (lookups, children, search, translations,
 * classify, requests with a real API key) for --seconds over both instances, with three events:
 * at 1/4 the PostgreSQL replica is restarted, at 1/2 a changed release of naics_2022 is ingested, at 3/4
 * a Redis master is SIGKILLed (its replica takes over). Errors are counted against the documented
 * policy (SECURITY.md "When Redis is down": API-key requests may get 503 + Retry-After while Redis
 * cannot answer); anything else is an error. At the end: nothing lost (the release on the primary and
 * the replica, the key still works, the projections at the log's head). Last line JSON.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { writeChangedNaicsRelease } from './lib/changedRelease.ts';
import { faultTimeline } from './lib/faultTimeline.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
const SAMPLE = path.resolve(ROOT, '../shared/corpus/sample');
const TOPOLOGY = path.join(ROOT, 'deploy/local/topology.sh');
const argv = process.argv.slice(2);
const flag = (name: string, d: number) => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? Number(argv[i + 1]) : d;
};
const SECONDS = flag('seconds', 120);
const CONCURRENCY = flag('concurrency', 12);
const say = (m: string) => process.stderr.write(`${m}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const cli = (args: string[], env: Record<string, string>) =>
  run(process.execPath, [path.join(ROOT, 'bin/taxonomy.js'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    maxBuffer: 64 << 20,
  });

const dir = mkdtempSync(path.join(os.tmpdir(), 'taxonomy-topology-soak-'));
const upStart = Date.now();
say(`topology up in ${dir}`);
const { stdout } = await run(TOPOLOGY, ['up', dir], {
  timeout: 300_000,
  env: { ...process.env, ANON_RATE_LIMIT_PER_MINUTE: '100000000', FREE_RATE_LIMIT_PER_MINUTE: '100000000' },
});
const upSeconds = (Date.now() - upStart) / 1000;
const val = (k: string) => new RegExp(`^${k}=(.*)$`, 'm').exec(stdout)?.[1] ?? '';
const bases = val('API_URLS').split(',');
const env = { DATABASE_URL: val('DATABASE_URL'), REDIS_URL: val('REDIS_URL') };
const primary = new pg.Pool({ connectionString: env.DATABASE_URL, max: 2 });
const replica = new pg.Pool({ connectionString: val('DATABASE_READ_URL'), max: 2 });
primary.on('error', () => {});
replica.on('error', () => {});

try {
  say(`up in ${upSeconds.toFixed(1)} s; ingesting the sample corpus`);
  await cli(['ingest', SAMPLE], env);
  const reg = await fetch(`${bases[0]}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: `soak-${process.pid}@example.com`, password: 'correct horse battery staple 9' }),
  }).then((r) => r.json());
  const key = (
    await fetch(`${bases[1]}/api/v1/auth/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reg.token}` },
      body: JSON.stringify({ name: 'soak' }),
    }).then((r) => r.json())
  ).key as string;
  if (!key) throw new Error('no API key');
  const { rows: codes } = await primary.query(
    `SELECT system, code FROM nodes WHERE system IN (SELECT DISTINCT source_system FROM equivalences) ORDER BY md5(system || code) LIMIT 400`,
  );
  const words = ['bakery', 'software', 'trucking', 'nurse', 'wheat', 'steel', 'insurance', 'restaurant'];
  const pick = <T>(a: T[]) => a[Math.floor(Math.random() * a.length)];
  const enc = encodeURIComponent;
  const node = () => {
    const c = pick(codes);
    return `/api/v1/systems/${c.system}/nodes/${enc(c.code)}`;
  };
  const mix: { kind: string; weight: number; req: () => [string, RequestInit] }[] = [
    { kind: 'lookup', weight: 30, req: () => [node(), {}] },
    { kind: 'children', weight: 10, req: () => [`${node()}/children`, {}] },
    { kind: 'search', weight: 20, req: () => [`/api/v1/search?q=${enc(pick(words))}`, {}] },
    { kind: 'translation', weight: 15, req: () => [`${node()}/translations`, {}] },
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
    { kind: 'key', weight: 15, req: () => [node(), { headers: { authorization: `Bearer ${key}` } }] },
  ];
  const total = mix.reduce((n, m) => n + m.weight, 0);
  const choose = () => {
    let r = Math.random() * total;
    for (const m of mix) if ((r -= m.weight) < 0) return m;
    return mix[0];
  };

  const lat: number[] = [];
  const errors = new Map<string, number>();
  const withinPolicy = new Map<string, number>();
  const errorTimes: number[] = []; // seconds after the start of each error beyond the policy
  const errorSamples: string[] = []; // the first errors beyond the policy: when, which instance, what
  const since = () => Math.round((Date.now() - t0) / 100) / 10;
  let redisFailover = false; // from the SIGKILL until the cluster answers again
  const t0 = Date.now();
  const end = t0 + SECONDS * 1000;
  const worker = async (w: number) => {
    for (let n = w; Date.now() < end; n++) {
      const m = choose();
      const [url, init] = m.req();
      const s = performance.now();
      let status: number;
      let retryAfter = false;
      let detail = '';
      try {
        const r = await fetch(bases[n % bases.length] + url, { ...init, signal: AbortSignal.timeout(10_000) });
        status = r.status;
        retryAfter = r.headers.has('retry-after');
        if (r.ok) await r.arrayBuffer();
        else detail = (await r.text()).slice(0, 200);
      } catch (err) {
        status = 0;
        detail = (err as Error).message;
      }
      lat.push(performance.now() - s);
      if (status >= 200 && status < 300) continue;
      const label = `${m.kind} ${status}`;
      const allowed = m.kind === 'key' && status === 503 && retryAfter && redisFailover;
      if (!allowed) {
        errorTimes.push(since());
        if (errorSamples.length < 20) errorSamples.push(`${since()} s api${(n % bases.length) + 1} ${label} ${detail}`);
      }
      (allowed ? withinPolicy : errors).set(label, ((allowed ? withinPolicy : errors).get(label) ?? 0) + 1);
    }
  };
  const running = Array.from({ length: CONCURRENCY }, (_, w) => worker(w));
  const at = (fraction: number) => sleep(Math.max(0, t0 + SECONDS * 1000 * fraction - Date.now()));
  const events: Record<string, unknown> = {};

  await at(0.25);
  let s = Date.now();
  await run(TOPOLOGY, ['restart-replica', dir]);
  events.replicaRestartSeconds = (Date.now() - s) / 1000;
  say(`replica restarted (${events.replicaRestartSeconds} s)`);

  await at(0.5);
  const { bundle, stamp } = writeChangedNaicsRelease(SAMPLE);
  s = Date.now();
  await cli(['ingest', bundle], env);
  events.ingestSeconds = (Date.now() - s) / 1000;
  rmSync(bundle, { recursive: true, force: true });
  say(`changed release ingested (${events.ingestSeconds} s)`);

  await at(0.75);
  redisFailover = true;
  s = Date.now();
  say(`${since()} s: killing a Redis master`);
  const killed = (await run(TOPOLOGY, ['kill-redis-master', dir])).stdout.trim();
  // the failover is over when every instance answers key requests again, five times in a row
  const keyOk = (base: string) =>
    fetch(`${base}${node()}`, { headers: { authorization: `Bearer ${key}` } }).then(
      (r) => r.ok,
      () => false,
    );
  for (let streak = 0; streak < 5 && Date.now() < end;) {
    streak = (await Promise.all(bases.map(keyOk))).every(Boolean) ? streak + 1 : 0;
    await sleep(200);
  }
  events.redisMasterKilled = killed;
  events.redisKilledAtSecond = Math.round((s - t0) / 100) / 10;
  events.replicaRestartAtSecond = SECONDS / 4;
  events.keyRequestsBackAfterSeconds = (Date.now() - s) / 1000;
  redisFailover = false;
  say(`${since()} s: failover window closed`);
  say(`Redis master killed (${killed}); API keys answer again after ${events.keyRequestsBackAfterSeconds} s`);

  await Promise.all(running);
  const measured = (Date.now() - t0) / 1000;

  // nothing lost: the release on the primary and (after replay) the replica, the key, the projections
  const retitled = async (db: pg.Pool) =>
    (
      await db.query(`SELECT count(*)::int AS n FROM nodes WHERE system = 'naics_2022' AND title LIKE $1`, [
        `%${stamp}`,
      ])
    ).rows[0].n as number;
  let onReplica = 0;
  for (let i = 0; i < 100 && (onReplica = await retitled(replica).catch(() => 0)) < 200; i++) await sleep(300);
  const head = (await primary.query('SELECT coalesce(max(position), 0)::text AS h FROM events')).rows[0].h;
  const behind = (
    await primary.query('SELECT count(*)::int AS n FROM projection_checkpoints WHERE position < $1', [head])
  ).rows[0].n;
  const keyAfter = await fetch(`${bases[1]}${node()}`, { headers: { authorization: `Bearer ${key}` } }).then(
    (r) => r.status,
  );
  lat.sort((a, b) => a - b);
  const q = (p: number) => Math.round(lat[Math.min(lat.length - 1, Math.floor(lat.length * p))] * 10) / 10;
  const count = (m: Map<string, number>) => [...m.values()].reduce((a, b) => a + b, 0);
  const result = {
    bench: 'soak-topology',
    topologyUpSeconds: Math.round(upSeconds),
    seconds: SECONDS,
    concurrency: CONCURRENCY,
    requests: lat.length,
    throughputPerSec: Math.round(lat.length / measured),
    p50Ms: q(0.5),
    p99Ms: q(0.99),
    maxMs: Math.round(lat[lat.length - 1] ?? 0),
    errorsBeyondPolicy: count(errors),
    errorKinds: Object.fromEntries(errors),
    errorSeconds: errorTimes.length ? [errorTimes[0], errorTimes[errorTimes.length - 1]] : [],
    withinPolicy: Object.fromEntries(withinPolicy),
    events,
    nothingLost: {
      retitledOnPrimary: await retitled(primary),
      retitledOnReplica: onReplica,
      projectionsBehindHead: behind,
      apiKeyStatusAfter: keyAfter,
    },
  };
  say(
    `${result.throughputPerSec}/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, errors beyond policy ${result.errorsBeyondPolicy}`,
  );
  if (errorSamples.length)
    say(`errors beyond the policy (first ${errorSamples.length}):\n  ${errorSamples.join('\n  ')}`);
  say(
    `fault timeline (process logs, seconds after the start):\n  ${faultTimeline(path.join(dir, 'logs'), ['api1', 'api2', 'projector'], t0).join('\n  ')}`,
  );
  process.stdout.write(`${JSON.stringify(result)}\n`);
} finally {
  await primary.end().catch(() => {});
  await replica.end().catch(() => {});
  await run(TOPOLOGY, ['down', dir]).catch(() => {});
  rmSync(dir, { recursive: true, force: true });
}
