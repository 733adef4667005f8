/**
 * bench:relevance: search relevance on the whole graph (the full corpus with the official files), on the
 * judged query set `relevance/judged.jsonl`: 245 queries across kinds (everyday words and phrases naming
 * industries, occupations, products and diseases; codes in their systems' formats, with and without a
 * system's name; countries, by their official and other names; places: subdivisions and regions; products;
 * misspellings), each with graded judgments chosen from the official titles (2: the code meant, 1: acceptable,
 * e.g. its parent; a parent or child of the same title as a judged code gets its grade: the same thing). Every query goes through `searchCodes`, the one
 * entry function every door calls (REST /search, MCP search_classifications, the web's search box), with
 * its defaults and a page of 10.
 * Figures: nDCG@10 (gain 2^grade - 1), MRR (first hit graded 1 or 2), the share of queries with an
 * acceptable hit in the top 5, the share of code queries answered first by their code, each per kind,
 * and the latency per query (one at a time). `--per-query` prints each query's nDCG@10 and reciprocal rank (to
 * compare two runs line by line). `--failures` lists the queries without an acceptable hit in
 * the top 5 with what came first. `--grouped`: grouped pages instead (`searchCodesGrouped`, the web's search box:
 * 20 groups of 5 hits), their hits read in order (the first group's, then the second's...), the figures on
 * the first 10 of them, plus the share with an acceptable hit in the first 3 groups. BENCH_DATABASE_URL names the database (default: taxonomy_bench on the
 * machine's PostgreSQL), built with `DATABASE_URL=… npx taxonomy ingest ../shared/corpus --official`.
 * Ends with one JSON line.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createPgSearch } from '../projections/search/pgSearch.ts';
import { searchCodes, searchCodesGrouped } from '../projections/search/searchWithContext.ts';

const URL_ = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/taxonomy_bench';
const SET = path.join(path.dirname(fileURLToPath(import.meta.url)), 'relevance', 'judged.jsonl');
const K = 10;
const say = (m: string) => process.stderr.write(`${m}\n`);

interface Judged {
  q: string;
  kind: 'word' | 'phrase' | 'code' | 'country' | 'place' | 'product' | 'misspelling';
  /** "system code" -> grade (2 the code meant, 1 acceptable). */
  judgments: Record<string, number>;
}

/** nDCG@k of graded hits against the ideal ordering of the judgments. */
export function ndcg(grades: number[], judged: number[], k = K): number {
  const dcg = (gs: number[]) => gs.slice(0, k).reduce((s, g, i) => s + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...judged].sort((a, b) => b - a));
  return ideal ? dcg(grades) / ideal : 0;
}

const round = (x: number, d = 3) => Math.round(x * 10 ** d) / 10 ** d;

async function main() {
  const failures = process.argv.includes('--failures');
  const perQuery = process.argv.includes('--per-query');
  const grouped = process.argv.includes('--grouped');
  const set: Judged[] = readFileSync(SET, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l));
  const pool = new pg.Pool({ connectionString: URL_, max: 4 });
  const official = await pool.query(`SELECT count(*)::int AS n FROM systems WHERE id = 'icd10_who'`).catch(() => null);
  if (!official?.rows[0]?.n) {
    say(
      `${URL_} holds no official files: build it with DATABASE_URL=… npx taxonomy ingest ../shared/corpus --official`,
    );
    process.exit(2);
  }
  const index = createPgSearch(pool);
  await searchCodes(pool, index, { q: 'warm up', limit: K, offset: 0 });
  type Row = { kind: string; ndcg: number; rr: number; top5: boolean; first: boolean; groups3: boolean; ms: number };
  type Hit = { system: string; code: string; title: string };
  /** The hits in order and, grouped, the systems of the first 3 groups' hits. */
  const answer = async (q: string): Promise<{ items: Hit[]; first3: Hit[]; corrected?: string }> => {
    if (!grouped) {
      const page = await searchCodes(pool, index, { q, limit: K, offset: 0 });
      return { ...page, first3: [] };
    }
    const page = await searchCodesGrouped(pool, index, { q, limit: 20, offset: 0, perGroup: 5 });
    const items = page.groups.flatMap((g) => g.items);
    return { items, first3: page.groups.slice(0, 3).flatMap((g) => g.items), corrected: page.corrected };
  };
  const rows: Row[] = [];
  for (const j of set) {
    const t0 = performance.now();
    const page = await answer(j.q);
    const ms = performance.now() - t0;
    const grades = page.items.slice(0, K).map((h) => j.judgments[`${h.system} ${h.code}`] ?? 0);
    const hit = grades.findIndex((g) => g > 0);
    const row = {
      kind: j.kind,
      ndcg: ndcg(grades, Object.values(j.judgments)),
      rr: hit < 0 ? 0 : 1 / (hit + 1),
      top5: hit >= 0 && hit < 5,
      first: grades[0] === 2,
      groups3: page.first3.some((h) => (j.judgments[`${h.system} ${h.code}`] ?? 0) > 0),
      ms,
    };
    rows.push(row);
    if (perQuery) say(`QUERY [${j.kind}] ${j.q}\tndcg ${row.ndcg.toFixed(3)}\trr ${row.rr.toFixed(3)}`);
    if (failures && !row.top5)
      say(
        `MISS [${j.kind}] ${j.q}${page.corrected ? ` (as ${page.corrected})` : ''}: ${page.items
          .slice(0, 5)
          .map((h) => `${h.system} ${h.code} ${h.title.slice(0, 40)}`)
          .join(' | ')}`,
      );
  }
  const summary = (rs: Row[]) => ({
    queries: rs.length,
    ndcg_at_10: round(rs.reduce((s, r) => s + r.ndcg, 0) / rs.length),
    mrr: round(rs.reduce((s, r) => s + r.rr, 0) / rs.length),
    acceptable_in_top5: round(rs.filter((r) => r.top5).length / rs.length),
    ...(grouped ? { acceptable_in_first3_groups: round(rs.filter((r) => r.groups3).length / rs.length) } : {}),
  });
  const kinds = [...new Set(rows.map((r) => r.kind))];
  const byKind = Object.fromEntries(kinds.map((k) => [k, summary(rows.filter((r) => r.kind === k))]));
  const codes = rows.filter((r) => r.kind === 'code');
  const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
  const all = {
    bench: grouped ? 'relevance (grouped)' : 'relevance',
    ...summary(rows),
    code_first: round(codes.filter((r) => r.first).length / (codes.length || 1)),
    by_kind: byKind,
    p50_ms: round(ms[Math.floor(ms.length / 2)], 1),
    p99_ms: round(ms[Math.floor(ms.length * 0.99)], 1),
  };
  say('kind         queries  nDCG@10  MRR    top-5');
  for (const [k, s] of Object.entries(byKind))
    say(
      `${k.padEnd(12)} ${String(s.queries).padStart(7)}  ${s.ndcg_at_10.toFixed(3)}    ${s.mrr.toFixed(3)}  ${s.acceptable_in_top5.toFixed(3)}`,
    );
  say(
    `${'all'.padEnd(12)} ${String(all.queries).padStart(7)}  ${all.ndcg_at_10.toFixed(3)}    ${all.mrr.toFixed(3)}  ${all.acceptable_in_top5.toFixed(3)}   code first ${all.code_first}`,
  );
  process.stdout.write(JSON.stringify(all) + '\n');
  await pool.end();
}

await main();
