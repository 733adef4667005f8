import type { SearchQuery } from './port.ts';
import {
  codeParts,
  EXACT_TITLE_BONUS,
  filterSql,
  formSql,
  PHRASE_BONUS,
  RANK_CAP,
  Sql,
  titleScore,
  weightSql,
  WIDEN_CAP,
  type RankAuthority,
  type TsQueries,
} from './pgSearchSql.ts';
import { boundSql, SHORT_TITLE_LEXEMES } from './rankBound.ts';
import { cleanQuery, fold } from './text.ts';

const SPECIAL = `special AS (SELECT system, code, title, level, score, match FROM code_hits
  UNION ALL SELECT system, code, title, level, score, 'title' FROM read)`;
/**
 * No code part (nothing code-like in the query): no rows, but the filters' parameters still appear in the
 * statement. A parameter no statement names has no type, and PostgreSQL refuses the statement (42P18):
 * a punctuation-only query with a filter (`q='&system=...`) was a 500.
 */
const none = (filters: string) =>
  `SELECT NULL::text AS system, NULL::text AS code, NULL::text AS title, NULL::int AS level, NULL::float8 AS score, NULL::text AS match FROM search_docs d WHERE false${filters}`;

/**
 * The query's tsquery. A custom plan folds `to_tsquery` of its parameter into a constant (and estimates
 * its matches); a generic plan cannot, and would parse it again for every candidate ts_rank scores, so
 * there it is a scalar subquery, evaluated once (an InitPlan) and still an index condition.
 */
const toTsquery = (param: string, genericPlan = false) =>
  genericPlan ? `(SELECT to_tsquery('search_en', ${param}))` : `to_tsquery('search_en', ${param})`;

/**
 * The best `limit` rows of `rows` (system, code, title, level, score), one per title: hits of one title fold
 * into the best of them (the standard before its national copies and editions, the deeper code of a parent
 * and child of one title). Folded among the best FOLD_ROOM x `limit` (+ 40) rows only: sorting every
 * candidate by title cost more than ranking them (copies of a standard, weighted least, rank far below).
 */
export const FOLD_ROOM = 4;
const foldTop = (rows: string, limit: string) => `SELECT * FROM (SELECT DISTINCT ON (lower(title) COLLATE "C") *
       FROM (SELECT * FROM (${rows}) r ORDER BY score DESC, level, system, code LIMIT ${FOLD_ROOM} * ${limit} + 40) r
      ORDER BY lower(title) COLLATE "C", score DESC, level DESC, system, code) f
   ORDER BY score DESC, level, system, code LIMIT ${limit}`;

/**
 * One page of flat hits plus the totals (one row with a null hit when the page is empty), in one
 * statement. The hits are those of `hitsCte` (pgSearchSql.ts): code matches; the title equal to the
 * query (+1) or, widened, the titles holding every word (+0.5), read in full; and the title
 * candidates: the first RANK_CAP (widened: WIDEN_CAP) title matches in index order, less those.
 * Totals count all of them, as before; ranking them all is what made a common word slow (each
 * candidate's tsvector carried through two materialised CTEs), so the page is found this way:
 * 1. rank only the short titles (at most SHORT_TITLE_LEXEMES distinct lexemes: partial GIN index,
 *    migration 0086), every match of them, and keep the best `limit + offset`;
 * 2. when at least `limit + offset` of those and of the hits read in full score above the bound no
 *    longer title can reach (rankBound.ts), that is the page ranking every match would give; else
 *    the candidates are ranked in one pass (the query under a false one-time filter never runs).
 * So when a query has more matches than the cap, a proven page is the best over every match, where
 * ranking the capped candidates gave the best of the first RANK_CAP in table order.
 * `genericPlan`: the statement runs on connections that plan it once for all parameters (pgSearch.ts).
 */
export function pageSql(
  sql: Sql,
  q: SearchQuery,
  tsq: TsQueries,
  auth: RankAuthority,
  opts: { genericPlan?: boolean } = {},
): string {
  const { tsquery, strict } = tsq;
  const text = cleanQuery(q.q);
  const filters = filterSql(sql, q);
  const weight = weightSql(sql, auth);
  const { parts, notCode, prefixed } = codeParts(sql, text, filters, weight);
  const codeHits = parts.length
    ? `SELECT DISTINCT ON (system, code) * FROM (${parts.join('\n UNION ALL ')}) AS c(system, code, title, level, score, match)
        ORDER BY system, code, score DESC`
    : none(filters);
  const page = `ORDER BY score DESC, level, system, code LIMIT ${sql.p(q.limit)} OFFSET ${sql.p(q.offset)}`;
  // hits of one title fold into the best of them (the standard before its national copies and editions,
  // the deeper code of a parent and child of one title); also_in counts the other systems holding that title
  // a title holding the words as typed (plural "hotels", not only "hotel managers") gains FORM_BONUS, spread
  // over the words, times its system's weight: read only for the ranked few, after the index found them
  const form = formSql(sql, tsq.forms, 'h', weight);
  const alsoIn = `(SELECT count(DISTINCT d.system) FROM search_docs d
           WHERE lower(d.title) = lower(f.title) AND d.system <> f.system${filters})`;
  const folded = (hits: string) => `SELECT f.*, ${alsoIn}::int AS also_in
      FROM (SELECT DISTINCT ON (lower(title) COLLATE "C") * FROM (SELECT h.system, h.code, h.title, h.level,
                   h.score + CASE WHEN h.match = 'title' THEN ${form} ELSE 0 END AS score, h.match
              FROM (${hits}) AS h(system, code, title, level, score, match)${form === '0' ? '' : weight.join('h')}) h
             ORDER BY lower(title) COLLATE "C", score DESC, level DESC, system, code) f
     ${page}`;
  const head = `WITH code_hits AS MATERIALIZED (${codeHits})`;
  if (!tsquery)
    return `${head}
      SELECT (SELECT count(*) FROM code_hits)::int AS total, 0 AS text_total, false AS widen_capped, p.*
        FROM (SELECT 1) one LEFT JOIN LATERAL (${folded('SELECT * FROM code_hits')}) p ON true`;

  const need = sql.p(q.limit + q.offset);
  // the special hits may share titles with the ranked ones (they fold together): rank that many more
  const room = `(${need} + (SELECT count(*) FROM special))`;
  const tq = toTsquery(sql.p(tsquery), opts.genericPlan);
  const phrase = tsq.phrase ? toTsquery(sql.p(tsq.phrase), opts.genericPlan) : null;
  const rank = (alias: string, query: string, bonus = '') => titleScore(alias, query, phrase, weight, bonus);
  // what no long title can reach (rankBound.ts), for any system's weight
  const bound = () => `((${boundSql(tq)}${phrase ? ` + ${PHRASE_BONUS}` : ''}) * ${sql.p(auth.maxWeight)}::float8)`;
  const foldedText = sql.p(fold(text));
  const match = `(d.tsv @@ ${tq} OR d.seg_tsv @@ ${tq})`;
  const notSpecial = `(d.system, d.code) NOT IN (SELECT system, code FROM special)`;
  const ctes: string[] = [];
  if (strict) {
    // Widened: the titles holding every word (+0.5) read in full, then at most WIDEN_CAP matches of
    // all words but one, in index order, less those and the code hits (as the DISTINCT ON of
    // hitsCte): ranked and counted in one pass, as before (the short ones could be far more).
    const sq = toTsquery(sql.p(strict), opts.genericPlan);
    const exact = `CASE WHEN lower(d.title) = ${foldedText} THEN ${EXACT_TITLE_BONUS} ELSE 0 END`;
    ctes.push(
      `read AS MATERIALIZED (SELECT * FROM (SELECT d.system, d.code, d.title, d.level, ${rank('d', sq, ` + ${exact} + 0.5`)} AS score
         FROM search_docs d${weight.join('d')} WHERE (d.tsv @@ ${sq} OR d.seg_tsv @@ ${sq})${filters} LIMIT ${RANK_CAP}) s
        WHERE (system, code) NOT IN (SELECT system, code FROM code_hits))`,
      SPECIAL,
      // seen: the candidates the LIMIT let through (WIDEN_CAP of them: the count stopped there, widen_capped)
      // (both counts in one window pass over the candidates)
      `ranked AS MATERIALIZED (SELECT system, code, title, level, score, seen, n
         FROM (SELECT d.system, d.code, d.title, d.level, ${rank('d', tq, ` + ${exact}`)} AS score, count(*) OVER () AS seen,
                      count(*) FILTER (WHERE d.kept) OVER () AS n, d.kept
                 FROM (SELECT d.*, ${notSpecial} AS kept FROM (SELECT d.* FROM search_docs d WHERE ${match}${filters} LIMIT ${WIDEN_CAP}) d) d${weight.join('d')}) x
        WHERE kept)`,
      `ranked_top AS MATERIALIZED (${foldTop('SELECT system, code, title, level, score FROM ranked', room)})`,
      `t AS MATERIALIZED (SELECT (SELECT count(*) FROM read) + coalesce((SELECT max(n) FROM ranked), 0) AS text_total,
         coalesce((SELECT max(seen) FROM ranked), 0) >= ${WIDEN_CAP} AS widen_capped)`,
    );
  } else {
    // The title equal to the query (it holds every word, so it matches) read apart; the matches in
    // index order up to the cap, less the code hits and that title: counted with no filter per row
    // (the few code hits that match are subtracted; a code-like query's prefix hits may be more than
    // the code part returns, so they are filtered), ranked only when the short titles prove nothing.
    const short = `((d.tsv @@ ${tq} AND length(coalesce(d.seg_tsv, d.tsv)) <= ${SHORT_TITLE_LEXEMES}) OR d.seg_tsv @@ ${tq})`;
    const lim = `${RANK_CAP} + (SELECT count(*) FROM special)`;
    const perRow = prefixed ? notCode : '';
    const first = (cols: string) => `SELECT ${cols} FROM search_docs d WHERE ${match}${perRow}${filters} LIMIT ${lim}`;
    ctes.push(
      `read AS MATERIALIZED (SELECT d.system, d.code, d.title, d.level, ${rank('d', tq, ` + ${EXACT_TITLE_BONUS}`)} AS score
         FROM search_docs d${weight.join('d')} WHERE lower(d.title) = ${foldedText}${notCode}${filters})`,
      SPECIAL,
      `short AS MATERIALIZED (${foldTop(
        `SELECT d.system, d.code, d.title, d.level, ${rank('d', tq)} AS score FROM search_docs d${weight.join('d')}
         WHERE ${short}${notCode}${filters} AND ${notSpecial}`,
        room,
      )})`,
      // proven: `need` different titles score above what a long title can reach
      `proven AS MATERIALIZED (SELECT count(DISTINCT lower(title) COLLATE "C") >= ${need} AS ok FROM (SELECT title, score FROM special UNION ALL SELECT title, score FROM short) s
         WHERE score > ${bound()})`,
      // unproven: the capped candidates ranked, with the short titles (ranked over every match) among them
      `ranked_top AS (SELECT system, code, title, level, score FROM short WHERE (SELECT ok FROM proven)
         UNION ALL (${foldTop(
           `SELECT d.system, d.code, d.title, d.level, ${rank('d', tq)} AS score FROM (${first('d.system, d.code, d.title, d.level, d.tsv, d.seg_tsv')}) d${weight.join('d')}
             WHERE NOT (SELECT ok FROM proven) AND ${notSpecial}
            UNION ALL SELECT system, code, title, level, score FROM short WHERE NOT (SELECT ok FROM proven)`,
           room,
         )}))`,
      // below the cap |matches less code hits|, as hitsCte counts; at the cap (totalCapped) cap + the exact titles
      `t AS MATERIALIZED (SELECT false AS widen_capped, CASE WHEN n < ${lim}
           THEN n${prefixed ? '' : ` - (SELECT count(*) FROM code_hits c JOIN search_docs d USING (system, code) WHERE ${match})`}
           ELSE ${RANK_CAP} + (SELECT count(*) FROM read) END AS text_total
         FROM (SELECT count(*) AS n FROM (${first('')}) d) n)`,
    );
  }
  return `${head},
    ${ctes.join(',\n    ')}
    SELECT ((SELECT count(*) FROM code_hits) + t.text_total)::int AS total, t.text_total::int AS text_total, t.widen_capped, p.*
      FROM t LEFT JOIN LATERAL (${folded(`SELECT system, code, title, level, score, match FROM special
                       UNION ALL SELECT system, code, title, level, score, 'title' FROM ranked_top`)}) p ON true`;
}
