/**
 * bench:search: search latency on the full corpus (PostgreSQL adapter).
 * BENCH_DATABASE_URL names a database with the full corpus projected (default: taxonomy_bench on the
 * machine's PostgreSQL); when it has no search documents, it is built first (migrate, ingest
 * ../shared/corpus, project), timing each projection to report the search projection's share.
 * Then: 50 distinct real queries (10 misspelled) one at a time on one connection (p50/p99), and
 * the same queries in random order arriving at random (Poisson) at 50/s. Ends with one JSON line.
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
import type { Projection } from '../projections/projection.ts';
import { createProjector } from '../projections/runner.ts';
import { createPgSearch } from '../projections/search/pgSearch.ts';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/taxonomy_bench';
const CORPUS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../shared/corpus');
const RATE = Number(process.env.BENCH_SEARCH_RATE ?? 50);
const ARRIVALS = Number(process.env.BENCH_SEARCH_ARRIVALS ?? 250);

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

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const r1 = (x: number) => Math.round(x * 10) / 10;

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
  const one = createPool(URL_, 1);
  const index1 = createPgSearch(one);
  const run = (idx: ReturnType<typeof createPgSearch>, q: string) => idx.search({ q, limit: 20, offset: 0 });
  for (const q of QUERIES) await run(index1, q); // warm the caches once
  const single: number[] = [];
  const slowest: [string, number][] = [];
  for (let pass = 0; pass < 3; pass++) {
    for (const q of QUERIES) {
      const t = performance.now();
      await run(index1, q);
      const ms = performance.now() - t;
      single.push(ms);
      slowest.push([q, ms]);
    }
  }
  await one.end();

  const pool = createPool(URL_, 10);
  const index = createPgSearch(pool);
  const open: Promise<void>[] = [];
  const loaded: number[] = [];
  const start = performance.now();
  let at = 0;
  for (let i = 0; i < ARRIVALS; i++) {
    at += -Math.log(1 - Math.random()) * (1000 / RATE);
    const wait = start + at - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const q = QUERIES[Math.floor(Math.random() * QUERIES.length)];
    const sent = start + at;
    open.push(
      run(index, q).then(() => {
        loaded.push(performance.now() - sent);
      }),
    );
  }
  await Promise.all(open);
  const seconds = (performance.now() - start) / 1000;
  await pool.end();

  slowest.sort((a, b) => b[1] - a[1]);
  process.stderr.write(
    `slowest single-connection queries: ${slowest
      .slice(0, 5)
      .map(([q, ms]) => `${q} ${r1(ms)} ms`)
      .join('; ')}\n`,
  );
  const result = {
    bench: 'search',
    adapter: 'postgres',
    database: URL_.replace(/\/\/[^@]*@/, '//'),
    queries: QUERIES.length,
    typo_queries: 10,
    single_connection: {
      samples: single.length,
      p50_ms: r1(pct(single, 50)),
      p99_ms: r1(pct(single, 99)),
      max_ms: r1(Math.max(...single)),
    },
    random_arrivals: {
      rate_per_s: RATE,
      queries: ARRIVALS,
      achieved_per_s: r1(ARRIVALS / seconds),
      p50_ms: r1(pct(loaded, 50)),
      p99_ms: r1(pct(loaded, 99)),
      max_ms: r1(Math.max(...loaded)),
    },
    target_p99_ms: 100,
    ...build,
  };
  process.stdout.write(JSON.stringify(result) + '\n');
}

await main();
