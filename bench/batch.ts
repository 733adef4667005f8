/**
 * Batch calls and reconciliation on the full corpus (`npm run bench:batch`), through the real HTTP
 * server in this process (rate limiter, authentication hooks and all; the anonymous limit raised):
 * a 1,000-item POST /batch/lookup (target < 1 s), a 1,000-item /batch/translate into two systems,
 * a 100-text /batch/classify, and one /reconcile request of 100 job titles (ISCO-08 unit group
 * titles reconciled into soc_2018; target < 3 s). Each request runs once to warm up, then RUNS times;
 * the figures are the median and the slowest.
 *
 * Env BENCH_DATABASE_URL: a database with the full corpus ingested and projected (without it a fresh
 * one is created and the corpus ingested first: many minutes). BENCH_RUNS (default 7).
 * Last line: one JSON object of figures.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { connectRedis } from '../platform/redis/connectRedis.ts';
import { loadConfig } from '../platform/config.ts';
import { createPool } from '../platform/db.ts';
import { migrate } from '../platform/migrate.ts';
import type { Redis } from '../platform/connections.ts';
import { createPgEventStore } from '../commands/eventStore/pgEventStore.ts';
import { buildHttpServer } from '../cli/httpServer.ts';
import { createCorpusDatabase } from './lib/benchDatabase.ts';

const say = (m: string) => process.stderr.write(`${m}\n`);
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const CORPUS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/corpus');

const created = process.env.BENCH_DATABASE_URL ? null : await createCorpusDatabase(CORPUS, say);
const url = process.env.BENCH_DATABASE_URL ?? created!.url;
const pool = createPool(url, 20);
await migrate(pool);
const config = loadConfig({ ...process.env, DATABASE_URL: url, ANON_RATE_LIMIT_PER_MINUTE: '1000000000' });
const store = createPgEventStore(pool, url);
const redis: Redis = await connectRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const app = await buildHttpServer({ config, pool, store, redis });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/v1`;

const sample = async (sql: string) => (await pool.query(sql)).rows;
const codes = await sample(`SELECT system, code FROM nodes TABLESAMPLE SYSTEM (1) LIMIT 990`);
const items = [
  ...codes,
  ...Array.from({ length: 1000 - codes.length }, (_, i) => ({ system: 'naics_2022', code: `X${i}` })),
];
const linked = await sample(
  `SELECT DISTINCT source_system AS system, source_code AS code FROM equivalences TABLESAMPLE SYSTEM (10) LIMIT 1000`,
);
const titles = (
  await sample(`SELECT title FROM nodes WHERE system = 'isco_08' AND level = 4 ORDER BY seq LIMIT 100`)
).map((r) => r.title as string);
const texts = titles.map((t) => t.replace(/\s*\(.*\)$/, ''));
const queries = Object.fromEntries(texts.map((t, i) => [`q${i}`, { query: t, type: 'soc_2018', limit: 5 }]));

async function time(name: string, body: string, route: string, type = 'application/json') {
  const once = async () => {
    const t0 = performance.now();
    const res = await fetch(`${base}${route}`, { method: 'POST', headers: { 'content-type': type }, body });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${name}: ${res.status} ${text.slice(0, 200)}`);
    return { ms: performance.now() - t0, text };
  };
  const first = await once();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) ms.push((await once()).ms);
  ms.sort((a, b) => a - b);
  const fig = { median_ms: Math.round(ms[Math.floor(ms.length / 2)]), max_ms: Math.round(ms[ms.length - 1]) };
  say(`${name.padEnd(34)} median ${String(fig.median_ms).padStart(5)} ms   slowest ${fig.max_ms} ms`);
  return { ...fig, sample: JSON.parse(first.text) };
}

say(`${RUNS} runs each after a warm-up, on ${url.replace(/\/\/.*@/, '//')}`);
const lookup = await time('batch lookup (1,000 items)', JSON.stringify({ items }), '/batch/lookup');
const translate = await time(
  'batch translate (1,000 into 2)',
  JSON.stringify({ items: linked, targets: ['isic_rev4', 'nace_rev2'] }),
  '/batch/translate',
);
const classify = await time('batch classify (100 texts)', JSON.stringify({ texts }), '/batch/classify');
const reconcile = await time(
  'reconcile (100 job titles)',
  new URLSearchParams({ queries: JSON.stringify(queries) }).toString(),
  '/reconcile',
  'application/x-www-form-urlencoded',
);
const answered = Object.values(reconcile.sample as Record<string, { result: unknown[] }>).filter(
  (r) => r.result.length,
).length;
say(`reconcile: ${answered}/100 queries with candidates; lookup: ${lookup.sample.errors} item errors of 1,000`);

await app.close();
await store.close();
await redis.quit().catch(() => {});
await pool.end();
if (created) await created.drop();
const figures = (f: { median_ms: number; max_ms: number }) => ({ median_ms: f.median_ms, max_ms: f.max_ms });
console.log(
  JSON.stringify({
    runs: RUNS,
    batch_lookup_1000: figures(lookup),
    batch_translate_1000: figures(translate),
    batch_classify_100: figures(classify),
    reconcile_100: { ...figures(reconcile), with_candidates: answered },
    targets: { batch_lookup_1000_ms: 1000, reconcile_100_ms: 3000 },
  }),
);
