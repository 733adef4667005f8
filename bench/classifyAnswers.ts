/**
 * The classify engine's answers and CPU cost on the benchmark's queries (`npm run bench:classify-answers`):
 * a check that a speed change left every answer as it was, and what one classify costs this process.
 *
 * Queries: the plain descriptions (bench/plainDescriptions.json) and a deterministic sample of the
 * held-out example phrases (bench/lib/classifySets.ts, `--per-system` per system, default 60), each
 * classified twice: in the default scope (as the latency phase of bench:classify) and within its own
 * system (as its accuracy phase), `limit` 10. Every answer is written whole (codes, scores, matched
 * and bridged words, crosswalk paths, ancestors, segments), one JSON line per query, to `--out`.
 * `--compare old.jsonl new.jsonl` prints the queries whose answers differ (top-10 codes and scores
 * first, then anything else of the answer) and exits 1 when any does.
 *
 * CPU: the process's user + system time (process.cpuUsage) over the sequential pass, per classify,
 * beside the wall time (the rest is waiting for PostgreSQL); then the default-scope queries again with
 * `--concurrency` (10) in flight (`--concurrent-rounds` times), CPU per classify (this process's and
 * its PostgreSQL backends', read from /proc) and p50/p99. `--rounds 0` skips the sequential pass. `--engine <path>` classifies with
 * another checkout's engine (its projections/classify/classify.ts), e.g. the commit before a change. Its connections
 * plan generically, as `serve` runs classify (query-api/deps.ts `classifyReads`); `--custom-plans`: per call.
 *
 * Env BENCH_DATABASE_URL: a database as bench:classify's (CLASSIFY_HOLDOUT=bench).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { createPool, withSetting } from '../platform/db.ts';
import type { ClassifyInput, ClassifyResult } from '../projections/classify/classify.ts';
import { heldOutSet, sample, type Item } from './lib/classifySets.ts';

const { values: args } = parseArgs({
  options: {
    'per-system': { type: 'string', default: '60' },
    engine: { type: 'string' },
    out: { type: 'string' },
    compare: { type: 'boolean', default: false },
    concurrency: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '1' },
    'concurrent-rounds': { type: 'string', default: '1' },
    'sql-times': { type: 'boolean', default: false },
    'custom-plans': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

const SYSTEMS = ['naics_2022', 'isic_rev4', 'soc_2018', 'isco_08', 'anzsic_2006', 'anzsco_2022', 'cpc_v21', 'icd10cm'];
const LIMIT = 10;

interface Answer {
  query: ClassifyInput;
  answer: ClassifyResult;
}

type Classify = (db: unknown, input: ClassifyInput) => Promise<ClassifyResult>;

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;
const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : 0;
};

/** The top-10 (system, code, score) of every list of an answer, as one line per list. */
const tops = (r: ClassifyResult) =>
  [r.standard_matches, r.domain_matches].map((ms) => ms.map((m) => `${m.system}:${m.code}=${m.score}`).join(' '));

/**
 * `--sql-times`: the wall time of each statement (by its first line) in the sequential pass, one query
 * in flight, so it is PostgreSQL's time plus the round trip and the rows' parsing.
 */
function timeStatements(pool: ReturnType<typeof createPool>) {
  const times = new Map<string, { n: number; ms: number; rows: number }>();
  const query = pool.query.bind(pool) as (...a: unknown[]) => Promise<{ rowCount: number | null }>;
  (pool as unknown as { query: unknown }).query = async (...a: unknown[]) => {
    const c = a[0] as string | { text: string };
    const name = (typeof c === 'string' ? c : c.text).trim().split('\n')[0].slice(0, 70);
    const s = performance.now();
    const r = await query(...a);
    const t = times.get(name) ?? { n: 0, ms: 0, rows: 0 };
    t.n++;
    t.ms += performance.now() - s;
    t.rows += r.rowCount ?? 0;
    times.set(name, t);
    return r;
  };
  return times;
}

/** The PostgreSQL backend pids of the pool's `n` connections (all opened at once). */
async function pgBackends(pool: ReturnType<typeof createPool>, n: number): Promise<number[]> {
  const clients = await Promise.all(Array.from({ length: n }, () => pool.connect()));
  try {
    return await Promise.all(
      clients.map((c) => c.query<{ pid: number }>('SELECT pg_backend_pid() AS pid').then((r) => r.rows[0].pid)),
    );
  } finally {
    for (const c of clients) c.release();
  }
}

/** User + system CPU of those backends (same machine only: /proc), or null. */
function pgCpuMs(pids: number[]): number | null {
  try {
    let ticks = 0;
    for (const pid of pids) {
      const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(f[11]) + Number(f[12]); // utime, stime (fields 14 and 15)
    }
    return (ticks * 1000) / 100; // USER_HZ
  } catch {
    return null;
  }
}

function compare(oldFile: string, newFile: string): number {
  const read = (f: string) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Answer);
  const a = read(oldFile),
    b = read(newFile);
  if (a.length !== b.length) {
    process.stdout.write(`different query counts: ${a.length} vs ${b.length}\n`);
    return 1;
  }
  let topDiffer = 0,
    otherDiffer = 0;
  for (let i = 0; i < a.length; i++) {
    const q = JSON.stringify(a[i].query);
    if (q !== JSON.stringify(b[i].query)) {
      process.stdout.write(`query ${i} differs: ${q} vs ${JSON.stringify(b[i].query)}\n`);
      return 1;
    }
    const [ta, tb] = [tops(a[i].answer), tops(b[i].answer)];
    if (ta.join('\n') !== tb.join('\n')) {
      topDiffer++;
      process.stdout.write(`top-10 differ for ${q}\n  old ${ta.join(' | ')}\n  new ${tb.join(' | ')}\n`);
    } else if (JSON.stringify(a[i].answer) !== JSON.stringify(b[i].answer)) {
      otherDiffer++;
      process.stdout.write(`answer differs (same top-10) for ${q}\n`);
    }
  }
  process.stdout.write(
    `${a.length} queries: ${topDiffer} with different top-10 codes or scores, ${otherDiffer} with another difference\n`,
  );
  return topDiffer || otherDiffer ? 1 : 0;
}

async function main(): Promise<number> {
  if (args.compare) return compare(resolve(process.argv.at(-2)!), resolve(process.argv.at(-1)!));
  const url = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/taxonomy_bench';
  const engine = args.engine
    ? pathToFileURL(resolve(args.engine)).href
    : new URL('../projections/classify/classify.ts', import.meta.url).href;
  const { classify } = (await import(engine)) as { classify: Classify };
  const concurrency = Number(args.concurrency);
  const pool = createPool(
    args['custom-plans'] ? url : withSetting(url, 'plan_cache_mode', 'force_generic_plan'),
    concurrency,
  );
  const sql = args['sql-times'] ? timeStatements(pool) : null;
  try {
    const plain = (
      JSON.parse(readFileSync(new URL('./plainDescriptions.json', import.meta.url), 'utf8')) as {
        items: { system: string; code: string; text: string }[];
      }
    ).items.map((i) => ({ system: i.system, codes: [i.code], text: i.text }));
    const { items } = await heldOutSet(pool, SYSTEMS);
    const chosen: Item[] = [...plain, ...sample(items, SYSTEMS, Number(args['per-system']))];
    const queries: ClassifyInput[] = chosen.flatMap((i) => [
      { text: i.text, limit: LIMIT },
      { text: i.text, systems: [i.system], limit: LIMIT },
    ]);
    // warm-up: WordNet's load, the prepared statements, the JIT
    for (const q of queries.slice(0, 40)) await classify(pool, q);

    const answers: Answer[] = [];
    const rounds = Number(args.rounds);
    const cpu0 = process.cpuUsage(),
      t0 = performance.now();
    for (let round = 0; round < rounds; round++)
      for (const q of queries) {
        const answer = await classify(pool, q);
        if (round === 0) answers.push({ query: q, answer });
      }
    const n = queries.length * rounds;
    const seqCpu = cpuMs(process.cpuUsage(cpu0)) / n,
      seqWall = (performance.now() - t0) / n;
    if (sql) {
      for (const [name, t] of [...sql].sort((a, b) => b[1].ms - a[1].ms))
        process.stderr.write(
          `  ${name}: ${t.n} calls, ${(t.ms / t.n).toFixed(2)} ms each, ${(t.ms / n).toFixed(2)} ms per classify, ${Math.round(t.rows / t.n)} rows each\n`,
        );
      sql.clear();
    }
    if (args.out) writeFileSync(args.out, answers.map((a) => JSON.stringify(a)).join('\n') + '\n');

    // the latency phase of bench:classify: default scope, `concurrency` in flight
    const texts = Array.from({ length: Number(args['concurrent-rounds']) }, () =>
      queries.filter((q) => !q.systems).map((q) => ({ text: q.text })),
    ).flat();
    const ms: number[] = [];
    let next = 0;
    const backends = await pgBackends(pool, concurrency);
    const pg1 = pgCpuMs(backends);
    const cpu1 = process.cpuUsage();
    const worker = async () => {
      while (next < texts.length) {
        const q = texts[next++];
        const s = performance.now();
        await classify(pool, q);
        ms.push(performance.now() - s);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    const concCpu = cpuMs(process.cpuUsage(cpu1)) / texts.length;
    const pgCpu = pg1 === null ? null : +((pgCpuMs(backends)! - pg1) / texts.length).toFixed(2);
    const figures = {
      bench: 'classify-answers',
      queries: queries.length,
      rounds,
      sequential: { cpu_ms_per_classify: +seqCpu.toFixed(2), wall_ms_per_classify: +seqWall.toFixed(2) },
      concurrent: {
        queries: texts.length,
        concurrency,
        cpu_ms_per_classify: +concCpu.toFixed(2),
        postgres_cpu_ms_per_classify: pgCpu,
        p50: Math.round(quantile(ms, 0.5)),
        p99: Math.round(quantile(ms, 0.99)),
      },
    };
    process.stderr.write(
      `${queries.length} queries x ${rounds}: ${seqCpu.toFixed(2)} ms CPU, ${seqWall.toFixed(2)} ms wall per classify (sequential); ` +
        `${texts.length} default-scope queries, ${concurrency} in flight: ${concCpu.toFixed(2)} ms CPU per classify (PostgreSQL's backends: ${pgCpu ?? '?'} ms), p50 ${figures.concurrent.p50} ms, p99 ${figures.concurrent.p99} ms\n`,
    );
    process.stdout.write(JSON.stringify(figures) + '\n');
    return 0;
  } finally {
    await pool.end();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`bench:classify-answers: ${err.stack ?? err.message}\n`);
    process.exit(2);
  },
);
