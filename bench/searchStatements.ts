/**
 * A flat search's page statements, captured and replayed (`npm run bench:search-statements`): where a search's
 * PostgreSQL CPU goes and whether a change to pgPageSql.ts cuts it, measured so that other sessions' load hardly
 * matters (docs/measurements/history.md: searchcpu7, searchcpu8, search9 and searchcpu10 measured this way).
 *
 * `capture --out FILE`: the page statements (text and parameters) `searchCodes` sends for the seeded drawn queries
 * (lib/searchQueries.ts, as bench:search-answers draws them: `--drawn`, 150), a page of 20 each; `--engine <checkout>`
 * searches with another checkout's code (its projections/search), e.g. `git archive` of the commit before a change.
 * A file may be edited by hand or by a script (a part of the SQL removed: what it costs) before a replay.
 *
 * `replay A.json B.json`: the two sets on two connections planning generically without prefetch (as `serve`'s page
 * connections, cli/readRouter.ts), statement by statement alternated (which set goes first alternates too), once to
 * plan and warm, then `--runs` (4) times; each statement's least CPU time of its backend (/proc/<pid>/schedstat: the
 * same machine only), summed per set and per kind (an AND page, an AND statement that built no page, a widened
 * page). Rows are compared on the first pass (a widened statement's `and_total` aside): `differ` counts the
 * statements whose rows differ, and stderr names the first of them. `BENCH_DATABASE_URL_B` replays B on another
 * database (an index or a column tried on a copy).
 *
 * Env BENCH_DATABASE_URL: the full corpus with the official files (as bench:search-answers).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { createPool, type Queryable } from '../platform/db.ts';
import { seededQueries } from './lib/searchQueries.ts';
import { backendCpuMs, isPageStatement, isWidenedPage, loadEngine } from './lib/searchEngine.ts';
import { searchPageSettings } from '../cli/readRouter.ts';

const { values: args, positionals } = parseArgs({
  options: {
    drawn: { type: 'string', default: '150' },
    runs: { type: 'string', default: '4' },
    engine: { type: 'string' },
    out: { type: 'string' },
  },
  allowPositionals: true,
});

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/taxonomy_bench';
const say = (m: string) => process.stderr.write(`${m}\n`);

interface Statement {
  q: string;
  text: string;
  values: unknown[];
}

async function capture(out: string): Promise<void> {
  const { createPgSearch, searchCodes } = await loadEngine(args.engine);
  const drawn = await seededQueries(URL_, Number(args.drawn));
  const reads = createPool(URL_, 1);
  const pagesPool = createPool(searchPageSettings(URL_), 1);
  const statements: Statement[] = [];
  let current = '';
  const pages = {
    query: (config: unknown, values?: unknown[]) => {
      const c = config as { text?: string; values?: unknown[] };
      if (c.text && isPageStatement(c.text)) statements.push({ q: current, text: c.text, values: c.values ?? [] });
      return (pagesPool.query as (c: unknown, v?: unknown[]) => Promise<unknown>)(config, values);
    },
  } as unknown as Queryable;
  try {
    const index = createPgSearch(reads, pages);
    for (const q of drawn) {
      current = q;
      await searchCodes(reads, index, { q, limit: 20, offset: 0 });
    }
  } finally {
    await reads.end();
    await pagesPool.end();
  }
  writeFileSync(out, JSON.stringify(statements));
  const widened = statements.filter((s) => isWidenedPage(s.text)).length;
  say(`${drawn.length} queries, ${statements.length} page statements (${widened} widened) written to ${out}`);
}

/** A connection as `serve`'s page connections are set (cli/readRouter.ts openSearchPages), and its backend. */
async function pageConnection(url: string) {
  const client = new pg.Client({ connectionString: searchPageSettings(url) });
  await client.connect();
  const pid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
  return { client, pid };
}

/** Rows as compared: a widened statement's `and_total` says only which statement goes first (pgSearch.ts twoStep). */
const comparable = (rows: Record<string, unknown>[]) => JSON.stringify(rows.map(({ and_total: _, ...r }) => r));

function kind(text: string, rows: Record<string, unknown>[]): string {
  if (isWidenedPage(text)) return 'widened';
  return rows[0]?.system === null ? 'AND (no page)' : 'AND';
}

async function replay(fileA: string, fileB: string): Promise<void> {
  const read = (f: string) => JSON.parse(readFileSync(f, 'utf8')) as Statement[];
  const sets = [read(fileA), read(fileB)];
  const n = Math.min(sets[0].length, sets[1].length);
  if (sets[0].length !== sets[1].length) say(`different counts: ${sets[0].length} and ${sets[1].length}`);
  const conns = [await pageConnection(URL_), await pageConnection(process.env.BENCH_DATABASE_URL_B ?? URL_)];
  const best = [new Array<number>(n).fill(Infinity), new Array<number>(n).fill(Infinity)];
  const kinds: string[][] = [[], []];
  let differ = 0;
  try {
    const runs = Number(args.runs);
    for (let r = 0; r <= runs; r++)
      for (let i = 0; i < n; i++) {
        const rows: Record<string, unknown>[][] = [];
        for (const k of (i + r) % 2 ? [1, 0] : [0, 1]) {
          const s = sets[k][i];
          const { client, pid } = conns[k];
          const before = backendCpuMs(pid);
          // named by position: each statement is planned once per connection, as a prepared statement of serve's
          const res = await client.query({ name: `s${i}`, text: s.text, values: s.values });
          if (r > 0) best[k][i] = Math.min(best[k][i], backendCpuMs(pid) - before);
          rows[k] = res.rows;
          if (r === 0) kinds[k][i] = kind(s.text, res.rows);
        }
        if (r === 0 && comparable(rows[0]) !== comparable(rows[1]) && ++differ <= 10)
          say(`rows differ: ${JSON.stringify(sets[0][i].q)}`);
      }
  } finally {
    for (const c of conns) await c.client.end();
  }
  const total = (k: number) => best[k].reduce((s, v) => s + v, 0);
  const byKind = (k: number) => {
    const out: Record<string, { n: number; ms: number }> = {};
    best[k].forEach((ms, i) => {
      const t = (out[kinds[k][i]] ??= { n: 0, ms: 0 });
      t.n++;
      t.ms = Math.round((t.ms + ms) * 10) / 10;
    });
    return out;
  };
  process.stdout.write(
    `${JSON.stringify({
      bench: 'search-statements',
      statements: n,
      a_ms: Math.round(total(0) * 10) / 10,
      b_ms: Math.round(total(1) * 10) / 10,
      b_over_a: Math.round((total(1) / total(0)) * 1e4) / 1e4,
      a_by_kind: byKind(0),
      b_by_kind: byKind(1),
      differ,
    })}\n`,
  );
}

const [command, ...files] = positionals;
if (command === 'capture' && args.out) await capture(args.out);
else if (command === 'replay' && files.length === 2) await replay(files[0], files[1]);
else {
  say('usage: bench:search-statements -- capture --out FILE [--engine CHECKOUT] [--drawn N]');
  say('       bench:search-statements -- replay A.json B.json [--runs N]');
  process.exit(2);
}
