import type { SearchQuery } from './port.ts';
import { TOTAL_CAP } from './port.ts';
import { MAJOR_SYSTEMS } from '../classify/priority.ts';
import { cleanQuery, fold, likePrefix, looksLikeCode, normCode } from './text.ts';

/** Text hits ranked per query at most (every AND match is ranked when there are fewer). */
export const RANK_CAP = TOTAL_CAP;
/** Hits of a widened query (all words but one) ranked at most: the widening only fills a short list. */
export const WIDEN_CAP = 2000;
/** Title candidates ranked with ts_rank at most (the shortest titles; at least offset + limit). */
export const PRE_RANK = 1000;
/** Code-prefix hits per query at most (read in index order: shortest codes first). */
export const PREFIX_CAP = 1000;

/** SQL text plus its parameters, built together so $n always line up. */
export class Sql {
  readonly params: unknown[] = [];
  p(v: unknown): string {
    this.params.push(v);
    return `$${this.params.length}`;
  }
}

/** `AND ...` conditions on d.system for the filters; they apply before ranking and paging. */
export function filterSql(sql: Sql, q: Pick<SearchQuery, 'systems' | 'countries' | 'kind'>): string {
  let out = '';
  if (q.systems?.length) out += ` AND d.system = ANY(${sql.p(q.systems)}::text[])`;
  if (q.countries?.length)
    out += ` AND d.system IN (SELECT cs.system FROM country_systems cs WHERE cs.country = ANY(${sql.p(q.countries.map((c) => c.toUpperCase()))}::text[]))`;
  if (q.kind) out += ` AND d.system IN (SELECT s.id FROM search_systems s WHERE s.kind = ${sql.p(q.kind)})`;
  return out;
}

/**
 * The hits CTEs: exact code matches (lower-cased, or without punctuation), code-prefix matches for
 * code-like queries, and title matches of `tsquery` ranked with ts_rank (length-normalised),
 * +1 for a title equal to the query; when widened, the hits of every word (+0.5) plus at most
 * WIDEN_CAP hits of all words but one.
 * Code matches score 10..10.75 (exact; more when written with the system's own punctuation and in an
 * international system) and 5..6 (prefix), above every title match (< 3).
 *
 * Each (system, code) appears once without sorting every hit: a title match that is also a code
 * match is left to the code part (which scores higher), a title equal to the query is read apart
 * (hash index on lower(title), so no cap can drop it), and the widened part leaves out the hits of
 * every word. Of the title candidates (at most RANK_CAP), only the PRE_RANK shortest (fewest
 * lexemes: the order ts_rank's length normalisation mostly gives) are ranked; the others score 0.
 */
export function hitsCte(
  sql: Sql,
  q: SearchQuery,
  tsquery: string | null,
  strict: string | null,
  inline = false,
): string {
  const text = cleanQuery(q.q);
  const filters = filterSql(sql, q);
  const norm = normCode(text);
  const codeParts: string[] = [];
  const ctes: string[] = [];
  const parts: string[] = [];
  let notCode = '';
  if (text.length <= 100 && norm) {
    const lc = sql.p(text.toLowerCase()),
      nc = sql.p(norm);
    // A code written as the system writes it ("49.41": NACE) before one equal without punctuation (SIC 4941);
    // then the international systems before national copies of the same code.
    const majors = sql.p([...MAJOR_SYSTEMS]);
    codeParts.push(`SELECT d.system, d.code, d.title, d.level,
         10.0 + CASE WHEN lower(d.code) = ${lc} THEN 0.5 ELSE 0 END + CASE WHEN d.system = ANY(${majors}::text[]) THEN 0.25 ELSE 0 END,
         'code' AS match FROM search_docs d
       WHERE (lower(d.code) COLLATE "C" = ${lc} OR d.code_norm COLLATE "C" = ${nc})${filters}`);
    notCode = ` AND lower(d.code) COLLATE "C" <> ${lc} AND d.code_norm COLLATE "C" <> ${nc}`;
    if (looksLikeCode(text) && norm.length >= 2) {
      const prefix = sql.p(likePrefix(norm));
      codeParts.push(`(SELECT d.system, d.code, d.title, d.level, 5.0 + 1.0 / (1 + length(d.code_norm) - length(${nc})), 'code_prefix' FROM search_docs d
         WHERE d.code_norm COLLATE "C" LIKE ${prefix} AND d.code_norm <> ${nc}${filters}
         ORDER BY d.code_norm COLLATE "C" LIMIT ${PREFIX_CAP})`);
      notCode += ` AND d.code_norm COLLATE "C" NOT LIKE ${prefix}`;
    }
  }
  if (codeParts.length)
    parts.push(`(SELECT DISTINCT ON (system, code) * FROM (${codeParts.join('\n UNION ALL ')}) AS c(system, code, title, level, score, match)
     ORDER BY system, code, score DESC)`);
  if (tsquery) {
    const folded = sql.p(fold(text));
    const matches = (tq: string) => `(d.tsv @@ ${tq} OR d.seg_tsv @@ ${tq})`;
    const rank = (v: string, tq: string) => `ts_rank(${v}, ${tq}, 1)`;
    const tq = `to_tsquery('search_en', ${sql.p(tsquery)})`;
    const sq = strict ? `to_tsquery('search_en', ${sql.p(strict)})` : null;
    const all = sq ?? tq;
    const bonus = sq ? ' + 0.5' : '';
    const pre = sql.p(Math.max(PRE_RANK, q.offset + q.limit));
    // the title equal to the query (it holds every word), apart from the capped candidates
    parts.push(`SELECT d.system, d.code, d.title, d.level, ${rank('coalesce(d.seg_tsv, d.tsv)', all)} + 1${bonus}, 'title'
         FROM search_docs d WHERE lower(d.title) = ${folded} AND ${matches(all)}${notCode}${filters}`);
    const candidates = (name: string, query: string, extra: string, cap: number, plus: string) => {
      ctes.push(`${name} AS MATERIALIZED (SELECT d.system, d.code, d.title, d.level, coalesce(d.seg_tsv, d.tsv) AS v
         FROM search_docs d WHERE ${matches(query)} AND lower(d.title) <> ${folded}${extra}${notCode}${filters} LIMIT ${cap})`);
      parts.push(`SELECT system, code, title, level,
         CASE WHEN length(v) <= coalesce((SELECT length(v) FROM ${name} ORDER BY 1 OFFSET ${pre}::int - 1 LIMIT 1), 2147483647)
              THEN ${rank('v', query)}${plus} ELSE 0 END, 'title' FROM ${name}`);
    };
    if (sq) {
      // Widened: the few hits of every word (bonus 0.5) plus at most WIDEN_CAP hits of all words but one.
      candidates('strict_hits', sq, '', RANK_CAP, bonus);
      candidates('wide_hits', tq, ` AND NOT (d.tsv @@ ${sq} OR coalesce(d.seg_tsv @@ ${sq}, false))`, WIDEN_CAP, '');
    } else {
      candidates('title_hits', tq, '', RANK_CAP, '');
    }
  }
  if (!parts.length)
    parts.push(`SELECT NULL::text, NULL::text, NULL::text, NULL::int, NULL::float8, NULL::text WHERE false`);
  return `${ctes.map((c) => `${c},\n`).join('')}hits AS ${inline ? 'NOT MATERIALIZED ' : ''}(
    SELECT system, code, title, level, score, match
      FROM (${parts.join('\n UNION ALL ')}) AS u(system, code, title, level, score, match))`;
}

/** One page of hits plus the total (one row with a null hit when the page is empty). */
export function pageSql(sql: Sql, q: SearchQuery, tsquery: string | null, strict: string | null): string {
  const cte = hitsCte(sql, q, tsquery, strict, true);
  return `WITH ${cte}, t AS (SELECT count(*)::int AS total, count(*) FILTER (WHERE match = 'title')::int AS text_total FROM hits)
    SELECT t.total, t.text_total, p.* FROM t LEFT JOIN LATERAL (
      SELECT system, code, title, level, score, match FROM hits
       ORDER BY score DESC, level, system, code LIMIT ${sql.p(q.limit)} OFFSET ${sql.p(q.offset)}) p ON true`;
}

/** Groups (systems) ordered by their best hit, one page of groups, the first `perGroup` hits of each. */
export function groupedSql(
  sql: Sql,
  q: SearchQuery & { perGroup: number },
  tsquery: string | null,
  strict: string | null,
): string {
  const cte = hitsCte(sql, q, tsquery, strict);
  return `WITH ${cte},
    g AS (SELECT system, count(*)::int AS n, max(score) AS best FROM hits GROUP BY system),
    t AS (SELECT coalesce(sum(n), 0)::int AS total, count(*)::int AS groups, (SELECT count(*) FROM hits WHERE match = 'title')::int AS text_total FROM g),
    page AS (SELECT system, n, best FROM g ORDER BY best DESC, system LIMIT ${sql.p(q.limit)} OFFSET ${sql.p(q.offset)}),
    ranked AS (SELECT h.*, row_number() OVER (PARTITION BY h.system ORDER BY h.score DESC, h.level, h.code) AS rn
                 FROM hits h WHERE h.system IN (SELECT system FROM page))
    SELECT t.total, t.groups, page.system AS group_system, page.n AS group_total, page.best,
           r.system, r.code, r.title, r.level, r.score, r.match
      FROM t LEFT JOIN page ON true LEFT JOIN ranked r ON r.system = page.system AND r.rn <= ${sql.p(q.perGroup)}
     ORDER BY page.best DESC, page.system, r.rn`;
}
