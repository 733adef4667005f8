/**
 * npm run bench:revoke [-- --keys 200] [-- --parallel 4] [-- --load 4]
 * Revocation latency through the real path: DELETE /auth/keys/{id} appends ApiKeyRevoked, the
 * projector (woken by NOTIFY) applies it to the Redis key cache, and the API refuses the key.
 * Starts `taxonomy serve` (API + projector) in its own process on a fresh database of the test
 * PostgreSQL (TEST_DATABASE_URL) and a fresh key prefix of TEST_REDIS_URL, issues the keys, keeps
 * `--load` workers sending keyed requests, then revokes every key (`--parallel` at a time) while
 * polling it every 2 ms, and prints p50/p99 of revoke-to-first-401 (target p99 < 500 ms). Last line: JSON.
 */
import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import { freePort } from '../platform/net.ts';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from 'redis';
import { parseArgs } from '../cli/args.ts';
import { createTestDatabase } from '../test/helpers/database.ts';

const args = parseArgs(process.argv.slice(2), { keys: 'string', parallel: 'string', load: 'string' });
const KEYS = Number(args.flags.keys ?? 200);
const PARALLEL = Number(args.flags.parallel ?? 4);
const LOAD = Number(args.flags.load ?? 4);
const say = (m: string) => process.stderr.write(`${m}\n`);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const db = await createTestDatabase();
const prefix = `bench:${randomBytes(4).toString('hex')}:`;
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const port = await freePort();
// the API with its projector in its own process, as `taxonomy serve` runs in production
const server = spawn(process.execPath, [fileURLToPath(new URL('../bin/taxonomy.js', import.meta.url)), 'serve'], {
  env: {
    ...process.env,
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    REDIS_PREFIX: prefix,
    PORT: String(port),
    HOST: '127.0.0.1',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    DATA_DIR: path.join(os.tmpdir(), `bench-revoke-${process.pid}`),
    ANON_RATE_LIMIT_PER_MINUTE: '10000000',
    FREE_RATE_LIMIT_PER_MINUTE: '10000000',
  },
  stdio: ['ignore', 'ignore', 'pipe'],
});
let serverLog = '';
server.stderr!.on('data', (c) => {
  serverLog = (serverLog + c).slice(-4000);
});
const base = `http://127.0.0.1:${port}/api/v1`;
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/health`)).ok) break;
  } catch {
    /* starting */
  }
  if (i > 600 || server.exitCode !== null) throw new Error(`the server did not start:\n${serverLog}`);
  await sleep(100);
}

let networkErrors = 0;
async function call(path: string, init: RequestInit & { auth?: string } = {}): Promise<Response> {
  const headers: Record<string, string> = {
    ...(init.body ? { 'content-type': 'application/json' } : {}),
    ...(init.auth ? { authorization: `Bearer ${init.auth}` } : {}),
  };
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await fetch(base + path, { ...init, headers });
      await res.arrayBuffer();
      return res;
    } catch (err) {
      networkErrors++;
      if (attempt >= 3) throw err;
    } // a reused keep-alive socket the server closed
  }
}

try {
  // 20 accounts with 10 keys each: revocations of different accounts (and of one) overlap
  const ACCOUNTS = Math.max(1, Math.min(20, Math.ceil(KEYS / 10)));
  const jwts: string[] = [];
  for (let a = 0; a < ACCOUNTS; a++) {
    const reg = await fetch(`${base}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `bench-${a}@example.com`, password: 'bench password 123' }),
    });
    jwts.push(((await reg.json()) as { token: string }).token);
  }
  const keys: { id: string; key: string; jwt: string }[] = [];
  say(`issuing ${KEYS} keys over ${ACCOUNTS} accounts`);
  for (let i = 0; i < KEYS; i += ACCOUNTS) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(ACCOUNTS, KEYS - i) }, async (_, a) => {
        const r = await fetch(`${base}/auth/keys`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${jwts[a]}` },
          body: JSON.stringify({ name: `bench-${i + a}` }),
        });
        if (r.status !== 201) throw new Error(`issuing a key -> ${r.status}`);
        return { ...((await r.json()) as { id: string; key: string }), jwt: jwts[a] };
      }),
    );
    keys.push(...batch);
  }

  let stopLoad = false;
  let loadRequests = 0;
  const load = Array.from({ length: LOAD }, async (_, w) => {
    for (let i = w; !stopLoad; i += LOAD) {
      await call('/systems', { auth: keys[i % keys.length].key }).catch(() => {});
      loadRequests++;
      await sleep(2);
    }
  });

  const latencies: number[] = [];
  let next = 0;
  const t0 = Date.now();
  say(`revoking ${KEYS} keys, ${PARALLEL} at a time, with ${LOAD} load workers`);
  await Promise.all(
    Array.from({ length: PARALLEL }, async () => {
      while (next < keys.length) {
        const k = keys[next++];
        const before = await call('/systems', { auth: k.key });
        if (before.status !== 200) throw new Error(`key ${k.id} did not work before its revocation: ${before.status}`);
        const start = performance.now();
        const revoked = call(`/auth/keys/${k.id}`, { method: 'DELETE', auth: k.jwt }).then((r) => {
          if (r.status !== 204) throw new Error(`DELETE ${k.id} -> ${r.status}`);
          return r;
        });
        let failed: unknown;
        revoked.catch((err) => {
          failed = err;
        });
        for (;;) {
          const res = await call('/systems', { auth: k.key });
          if (res.status === 401) break;
          if (failed) throw failed;
          if (performance.now() - start > 10_000) throw new Error(`key ${k.id} still accepted after 10 s`);
          await sleep(2);
        }
        latencies.push(performance.now() - start);
        await revoked;
      }
    }),
  );
  stopLoad = true;
  await Promise.all(load);

  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] * 10) / 10;
  const figures = {
    bench: 'revoke',
    keys: latencies.length,
    parallel: PARALLEL,
    load_workers: LOAD,
    load_requests: loadRequests,
    network_retries: networkErrors,
    p50_ms: pct(50),
    p99_ms: pct(99),
    max_ms: pct(100),
    seconds: Math.round((Date.now() - t0) / 100) / 10,
    target_p99_ms: 500,
    ok: pct(99) < 500,
  };
  say(
    `revoke-to-first-401: p50 ${figures.p50_ms} ms, p99 ${figures.p99_ms} ms, max ${figures.max_ms} ms over ${figures.keys} keys`,
  );
  process.stdout.write(`${JSON.stringify(figures)}\n`);
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  for await (const k of redis.scanIterator({ MATCH: `${prefix}*`, COUNT: 1000 })) {
    const ks = Array.isArray(k) ? k : [k];
    if (ks.length) await redis.del(ks);
  }
  await redis.quit();
  await db.drop();
}
