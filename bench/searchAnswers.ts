/**
 * Search's answers and PostgreSQL CPU on fixed queries (`npm run bench:search-answers`): a check that a
 * speed change left every page as it was, and what one search costs the database, measured so that the
 * machine's load hardly matters.
 *
 * Queries: `--drawn` (150) two-word queries drawn from the corpus's titles as bench:search draws them
 * (lib/searchQueries.ts), but with a fixed seed, so the same database gives the same queries; plus, for the
 * pages, the judged set's queries (relevance/judged.jsonl).
 *
 * Pages: every query at three pagings (20 from 0, 10 from 10, 5 from 0) through `searchCodes` (the entry of
 * REST /search, MCP and the web), flat pages on a connection planning generically as `serve` runs them;
 * `--out` writes each page whole, one JSON line. `--compare old.jsonl new.jsonl` prints the pages that
 * differ and exits 1 when any does.
 *
 * CPU: the drawn queries once to plan and warm, then `--rounds` (3) times one at a time, a page of 20: the
 * CPU time of the two PostgreSQL backends (the API's reads and the generic-plan pages; /proc/<pid>/schedstat,
 * so the same machine only) per search, this process's (`process.cpuUsage`: the search code, the driver, and
 * the metering's own /proc reads, ~2 a statement) per search and the two together, per statement kind (a flat AND page, a widened page, the hit
 * details, the word checks, ...), the quantiles over the queries (each query's least of the rounds) and
 * the costliest queries. `--engine <checkout>` searches with another checkout's code (its
 * projections/search), e.g. `git archive` of the commit before a change. `--grouped`: grouped pages instead
 * (`searchCodesGrouped`, the web's search box: the pagings page through systems, 5 hits a group), and the CPU
 * of a grouped search of 20 groups.
 *
 * Env BENCH_DATABASE_URL: the full corpus with the official files (as bench:relevance).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import type pg from 'pg';
import { createPool, type Queryable } from '../platform/db.ts';
import { seededQueries } from './lib/searchQueries.ts';
import { backendCpuMs, isPageStatement, isWidenedPage, loadEngine } from './lib/searchEngine.ts';
import { searchPageSettings } from '../cli/readRouter.ts';

const { values: args, positionals } = parseArgs({
  options: {
    drawn: { type: 'string', default: '150' },
    rounds: { type: 'string', default: '3' },
    engine: { type: 'string' },
    out: { type: 'string' },
    compare: { type: 'boolean', default: false },
    grouped: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/taxonomy_bench';
const JUDGED = path.join(path.dirname(fileURLToPath(import.meta.url)), 'relevance', 'judged.jsonl');
const PAGINGS: [number, number][] = [
  [20, 0],
  [10, 10],
  [5, 0],
];
const say = (m: string) => process.stderr.write(`${m}\n`);
const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : 0;
};

/** Hits a group on a grouped page (the web's search box). */
const PER_GROUP = 5;

/** A statement's kind, from its text: the page statements by their shape, others by their start. */
function kindOf(text: string): string {
  if (isPageStatement(text)) return isWidenedPage(text) ? 'page (widened)' : 'page (AND)';
  if (text.includes('AS group_system')) return text.includes('widened AS') ? 'grouped (widened)' : 'grouped (AND)';
  return text.replace(/\s+/g, ' ').trim().slice(0, 40);
}

/**
 * One connection, held for the whole run (a pool's idle client closes after 30 s: an unused one, as the flat pages'
 * on a grouped run, would come back as another backend), whose statements' backend CPU is added to `costs` by
 * kind while `on()`.
 */
async function metered(url: string, costs: Map<string, { n: number; ms: number }>, on: () => boolean) {
  const pool = createPool(url, 1);
  const client = await pool.connect();
  const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  const query = client.query.bind(client) as (...a: unknown[]) => Promise<pg.QueryResult>;
  const db = {
    query: async (...a: unknown[]) => {
      const c = a[0] as string | { text: string };
      const before = backendCpuMs(pid);
      const r = await query(...a);
      if (on()) {
        const kind = kindOf(typeof c === 'string' ? c : c.text);
        const t = costs.get(kind) ?? { n: 0, ms: 0 };
        t.n++;
        t.ms += backendCpuMs(pid) - before;
        costs.set(kind, t);
      }
      return r;
    },
  } as unknown as Queryable;
  return {
    db,
    pid,
    end: () => {
      client.release();
      return pool.end();
    },
  };
}

function compare(oldFile: string, newFile: string): number {
  const read = (f: string) => readFileSync(f, 'utf8').split('\n').filter(Boolean);
  const a = read(oldFile),
    b = read(newFile);
  if (a.length !== b.length) {
    process.stdout.write(`different page counts: ${a.length} vs ${b.length}\n`);
    return 1;
  }
  let differ = 0;
  for (let i = 0; i < a.length; i++)
    if (a[i] !== b[i]) {
      differ++;
      const { q, limit, offset } = JSON.parse(a[i]) as { q: string; limit: number; offset: number };
      process.stdout.write(`differs: ${JSON.stringify(q)} limit ${limit} offset ${offset}\n`);
    }
  process.stdout.write(`${differ} of ${a.length} pages differ\n`);
  return differ ? 1 : 0;
}

async function main() {
  if (args.compare) process.exit(compare(positionals[0], positionals[1]));
  const engine = await loadEngine(args.engine);
  const drawn = await seededQueries(URL_, Number(args.drawn));
  const costs = new Map<string, { n: number; ms: number }>();
  let metering = false;
  const reads = await metered(URL_, costs, () => metering);
  const pages = await metered(searchPageSettings(URL_), costs, () => metering);
  const index = engine.createPgSearch(reads.db, pages.db);
  const search = (q: string, limit = 20, offset = 0) =>
    args.grouped
      ? engine.searchCodesGrouped(reads.db, index, { q, limit, offset, perGroup: PER_GROUP })
      : engine.searchCodes(reads.db, index, { q, limit, offset });
  try {
    if (args.out) {
      const judged = readFileSync(JUDGED, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => (JSON.parse(l) as { q: string }).q);
      const lines: string[] = [];
      for (const q of [...judged, ...drawn])
        for (const [limit, offset] of PAGINGS)
          lines.push(JSON.stringify({ q, limit, offset, page: await search(q, limit, offset) }));
      writeFileSync(args.out, `${lines.join('\n')}\n`);
      say(`${lines.length} pages written to ${args.out}`);
    }
    const rounds = Number(args.rounds);
    if (!rounds) return;
    for (const q of drawn) await search(q); // plans every statement shape, warms the caches
    const perQuery = new Map<string, number[]>();
    const both = () => backendCpuMs(reads.pid) + backendCpuMs(pages.pid);
    const roundMs: number[] = [];
    const nodeMs: number[] = [];
    metering = true;
    for (let r = 0; r < rounds; r++) {
      const start = both();
      const node = process.cpuUsage();
      for (const q of drawn) {
        const before = both();
        await search(q);
        perQuery.set(q, [...(perQuery.get(q) ?? []), both() - before]);
      }
      const used = process.cpuUsage(node);
      nodeMs.push((used.user + used.system) / 1000 / drawn.length);
      roundMs.push((both() - start) / drawn.length);
    }
    metering = false;
    const least = [...perQuery.entries()].map(([q, ms]) => [q, Math.min(...ms)] as const);
    const searches = drawn.length * rounds;
    say(`PostgreSQL CPU per search (ms), ${drawn.length} drawn queries x ${rounds} rounds:`);
    for (const [kind, t] of [...costs.entries()].sort((x, y) => y[1].ms - x[1].ms))
      say(`  ${(t.ms / searches).toFixed(3)}  ${(t.n / searches).toFixed(2)} a search  ${kind}`);
    const worst = [...least].sort((x, y) => y[1] - x[1]).slice(0, 10);
    say(`costliest (least of the rounds, ms): ${worst.map(([q, ms]) => `${q} ${ms.toFixed(1)}`).join(', ')}`);
    const ms = least.map(([, m]) => m);
    process.stdout.write(
      `${JSON.stringify({
        bench: 'search-answers',
        queries: drawn.length,
        rounds,
        pg_cpu_ms_per_search: roundMs.map((x) => round(x)),
        node_cpu_ms_per_search: nodeMs.map((x) => round(x)),
        total_cpu_ms_per_search: roundMs.map((x, i) => round(x + nodeMs[i])),
        pg_cpu_ms_p50: round(quantile(ms, 0.5)),
        pg_cpu_ms_p90: round(quantile(ms, 0.9)),
        pg_cpu_ms_p99: round(quantile(ms, 0.99)),
        by_kind: Object.fromEntries([...costs.entries()].map(([k, t]) => [k, round(t.ms / searches)])),
      })}\n`,
    );
  } finally {
    await reads.end();
    await pages.end();
  }
}

await main();
