import { TOTAL_CAP, type SearchQuery } from './port.ts';
import {
  aidHitsSql,
  codeParts,
  EXACT_TITLE_BONUS,
  filterSql,
  formSql,
  HEAD_TITLE_BONUS,
  headIsQuerySql,
  PHRASE_BONUS,
  RANK_CAP,
  Sql,
  titleScore,
  weightSql,
  WIDEN_CAP,
  type RankAuthority,
  type TsQueries,
} from './pgSearchSql.ts';
import { detailsColumnsSql } from './hitDetails.ts';
import { boundSql, SHORT_TITLE_LEXEMES } from './rankBound.ts';
import { cleanQuery, fold, titleForms } from './text.ts';

/** The hits read apart from the ranked candidates: the code hits, the read titles and (with `aid`) the coding aids' phrases. */
const special = (
  aid: boolean,
) => `special AS (SELECT system, code, title, level, child_count, score, match, 0::float8 AS w FROM code_hits
  UNION ALL SELECT system, code, title, level, child_count, score, 'title', w FROM read${
    aid
      ? `
  UNION ALL SELECT system, code, title, level, child_count, score, match, w FROM aid`
      : ''
  })`;
/**
 * No code part (nothing code-like in the query): no rows, but the filters' parameters still appear in the
 * statement. A parameter no statement names has no type, and PostgreSQL refuses the statement (42P18):
 * a punctuation-only query with a filter (`q='&system=...`) was a 500.
 */
const none = (filters: string) =>
  `SELECT NULL::text AS system, NULL::text AS code, NULL::text AS title, NULL::int AS level, NULL::int AS child_count, NULL::float8 AS score, NULL::text AS match FROM search_docs d WHERE false${filters}`;

/**
 * The query's tsquery. A custom plan folds `to_tsquery` of its parameter into a constant (and estimates
 * its matches); a generic plan cannot, and would parse it again for every candidate ts_rank scores, so
 * there it is a scalar subquery, evaluated once (an InitPlan) and still an index condition.
 */
const toTsquery = (param: string, genericPlan = false) =>
  genericPlan ? `(SELECT to_tsquery('search_en', ${param}))` : `to_tsquery('search_en', ${param})`;

/**
 * The best `limit` rows of `rows` (system, code, title, level, score, w, tsv), one per title: hits of one title fold
 * into the best of them (the standard before its national copies and editions, the deeper code of a parent
 * and child of one title). Folded among the best FOLD_ROOM x `limit` (+ 40) rows only: sorting every
 * candidate by title cost more than ranking them (copies of a standard, weighted least, rank far below).
 * `phrase` (a tsquery): those rows holding the query's words next to each other, in order, gain PHRASE_BONUS times
 * their weight; checked on the few rows of the window only (on every candidate it cost as much as ts_rank).
 */
export const FOLD_ROOM = 4;
const foldTop = (
  rows: string,
  limit: string,
  phrase: string | null,
) => `SELECT * FROM (SELECT DISTINCT ON (lower(title) COLLATE "C") *
       FROM (SELECT r.system, r.code, r.title, r.level, r.child_count,
                    r.score${phrase ? ` + CASE WHEN r.tsv @@ ${phrase} THEN ${PHRASE_BONUS} * r.w ELSE 0 END` : ''} AS score, r.w
               FROM (SELECT * FROM (${rows}) r ORDER BY score DESC, level, system, code LIMIT ${FOLD_ROOM} * ${limit} + 40) r) r
      ORDER BY lower(title) COLLATE "C", score DESC, level DESC, system, code) f
   ORDER BY score DESC, level, system, code LIMIT ${limit}`;

/**
 * One page of flat hits plus the totals (one row with a null hit when the page is empty), in one
 * statement. The hits are those of `hitsCte` (pgSearchSql.ts): code matches; the title equal to the
 * query (+1) or, widened, the titles holding every word (+0.5), read in full; and the title
 * candidates: the first RANK_CAP (widened: WIDEN_CAP) title matches in index order, less those.
 * Totals count them up to TOTAL_CAP (`count_capped` says the count stopped there; port.ts); ranking them all is what made a common word slow (each
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
  const { parts, notCode, prefixed } = codeParts(sql, text, filters, weight, true);
  const codeHits = parts.length
    ? `SELECT DISTINCT ON (system, code) * FROM (${parts.join('\n UNION ALL ')}) AS c(system, code, title, level, child_count, score, match)
        ORDER BY system, code, score DESC`
    : none(filters);
  const page = `ORDER BY score DESC, level, system, code LIMIT ${sql.p(q.limit)} OFFSET ${sql.p(q.offset)}`;
  // hits of one title fold into the best of them (the standard before its national copies and editions,
  // the deeper code of a parent and child of one title); also_in counts the other systems holding that title
  // a title holding the words as typed (plural "hotels", not only "hotel managers") gains FORM_BONUS, spread
  // over the words, times its system's weight: read only for the ranked few, after the index found them
  const form = formSql(sql, tsq.forms, 'h', 'h.w');
  // unfiltered, the count kept by title (search_titles, pgIndexWrite.ts: every system holding it, the hit's own among
  // them); filtered, only the systems the filters let through are counted, from the documents
  const alsoIn = filters
    ? `(SELECT count(DISTINCT d.system) FROM search_docs d
           WHERE lower(d.title) = lower(f.title) AND d.system <> f.system${filters})`
    : `coalesce((SELECT s.systems - 1 FROM search_titles s WHERE s.key = lower(f.title)), 0)`;
  // each row carries its system's weight (w), so the form bonus needs no second look-up of the weights
  // `gate`: a condition on the counts (t) under which the page is not built (a one-time filter: nothing of it runs)
  const folded = (
    hits: string,
    gate = '',
  ) => `SELECT f.system, f.code, f.title, f.level, f.score, f.match, ${alsoIn}::int AS also_in, ${detailsColumnsSql('f')}
      FROM (SELECT DISTINCT ON (lower(title) COLLATE "C") * FROM (SELECT h.system, h.code, h.title, h.level, h.child_count,
                   h.score + CASE WHEN h.match = 'title' THEN ${form} ELSE 0 END AS score, h.match
              FROM (${hits}) AS h(system, code, title, level, child_count, score, match, w)) h
             ORDER BY lower(title) COLLATE "C", score DESC, level DESC, system, code) f${
               gate
                 ? `
     WHERE ${gate}`
                 : ''
             }
     ${page}`;
  const head = `WITH code_hits AS MATERIALIZED (${codeHits})`;
  if (!tsquery)
    return `${head}
      SELECT (SELECT count(*) FROM code_hits)::int AS total, 0 AS text_total, false AS count_capped, p.*
        FROM (SELECT 1) one LEFT JOIN LATERAL (${folded('SELECT *, 0::float8 FROM code_hits')}) p ON true`;

  const need = sql.p(q.limit + q.offset);
  // the special hits may share titles with the ranked ones (they fold together): rank as many more titles; their
  // counts read once (special_n), not by an InitPlan of their own at each of the places that use them
  const room = `(${need} + (SELECT titles FROM special_n))`;
  const tq = toTsquery(sql.p(tsquery), opts.genericPlan);
  const phrase = tsq.phrase ? toTsquery(sql.p(tsq.phrase), opts.genericPlan) : null;
  // ts_rank times the weight; the phrase bonus only where few rows are scored (the read titles, foldTop's window)
  const rank = (alias: string, query: string, bonus = '') => titleScore(alias, query, null, weight, bonus);
  const rankPhrase = (alias: string, query: string, bonus = '') => titleScore(alias, query, phrase, weight, bonus);
  // the titles equal to the query, up to its last word's number (text.ts titleForms)
  const titles = sql.p(titleForms(tsq.corrected ?? text));
  const match = `(d.tsv @@ ${tq} OR d.seg_tsv @@ ${tq})`;
  const notSpecial = `(d.system, d.code) NOT IN (SELECT system, code FROM special)`;
  const cols = `d.system, d.code, d.title, d.level, d.child_count`;
  const ctes: string[] = [];
  // the codes an official coding aid gives the query's words to, read apart as the title equal to the query is
  const places = tsq.places?.length ? sql.p(tsq.places) : null;
  const aid = tsq.aidPhrases
    ? `aid AS MATERIALIZED (${aidHitsSql(sql.p(tsq.aidPhrases), filters, weight, match, places, true)})`
    : null;
  const SPECIAL = [
    aid,
    special(!!aid),
    `special_n AS MATERIALIZED (SELECT count(*) AS n, count(DISTINCT lower(title) COLLATE "C") AS titles FROM special)`,
  ]
    .filter(Boolean)
    .join(',\n    ');
  const aidTotal = aid ? ` + (SELECT count(*) FROM aid WHERE unmatched)` : '';
  if (strict) {
    // Widened: the titles holding every word (+0.5) read in full, then at most WIDEN_CAP matches of
    // all words but one, in index order, less those and the code hits (as the DISTINCT ON of
    // hitsCte): ranked and counted in one pass, as before (the short ones could be far more).
    const sq = toTsquery(sql.p(strict), opts.genericPlan);
    const exact = `CASE WHEN lower(d.title) = ANY(${titles}::text[]) THEN ${EXACT_TITLE_BONUS} ELSE 0 END`;
    ctes.push(
      `read AS MATERIALIZED (SELECT * FROM (SELECT ${cols}, ${rankPhrase('d', sq, ` + ${exact} + 0.5`)} AS score, ${weight('d')} AS w
         FROM search_docs d${weight.join('d')} WHERE (d.tsv @@ ${sq} OR d.seg_tsv @@ ${sq})${filters} LIMIT ${RANK_CAP}) s
        WHERE (system, code) NOT IN (SELECT system, code FROM code_hits))`,
      SPECIAL,
      // the candidates the LIMIT let through (WIDEN_CAP of them: the count stopped there, widen_capped), each marked
      // kept unless special, and only the kept ranked; both counts read from this CTE (a window count over the
      // candidates kept a second copy of them: 5.0 -> 4.3 ms a widened page); none kept holds every word (those are
      // read), so none the phrase and none is the title equal to the query: neither is checked per candidate; `kept` is
      // computed once a candidate (OFFSET 0: flattened, the NOT IN ran twice, for the score's CASE and for the column)
      `ranked AS MATERIALIZED (SELECT ${cols}, CASE WHEN d.kept THEN ${rank('d', tq)} END AS score, ${weight('d')} AS w, d.kept
         FROM (SELECT d.*, ${notSpecial} AS kept FROM (SELECT d.* FROM search_docs d WHERE ${match}${filters} LIMIT ${WIDEN_CAP}) d
               OFFSET 0) d${weight.join('d')})`,
      `ranked_top AS MATERIALIZED (${foldTop('SELECT system, code, title, level, child_count, score, w FROM ranked WHERE kept', room, null)})`,
      // `and_total`: the AND's title hits (every word: those read); at `andBelow` or more the AND page is the answer,
      // so the candidates are neither read nor counted (a one-time filter) and the page is not built (the gate below)
      tsq.andBelow
        ? `t AS MATERIALIZED (SELECT a.n + coalesce(c.n, 0) AS text_total, coalesce(c.seen >= ${WIDEN_CAP}, false) AS count_capped, a.n AS and_total
         FROM (SELECT count(*) AS n FROM read) a LEFT JOIN LATERAL (SELECT count(*) FILTER (WHERE kept) AS n, count(*) AS seen
           FROM ranked WHERE a.n < ${Number(tsq.andBelow)}) c ON true)`
        : `t AS MATERIALIZED (SELECT (SELECT count(*) FROM read) + c.n AS text_total, c.seen >= ${WIDEN_CAP} AS count_capped
         FROM (SELECT count(*) FILTER (WHERE kept) AS n, count(*) AS seen FROM ranked) c)`,
    );
  } else {
    // The title equal to the query (it holds every word, so it matches) read apart; the matches in
    // index order up to the cap, less the code hits and that title: counted with no filter per row
    // (the few code hits that match are subtracted; a code-like query's prefix hits may be more than
    // the code part returns, so they are filtered), ranked only where the short titles prove nothing.
    const foldedText = sql.p(fold(tsq.corrected ?? text));
    const short = `((d.tsv @@ ${tq} AND length(coalesce(d.seg_tsv, d.tsv)) <= ${SHORT_TITLE_LEXEMES}) OR d.seg_tsv @@ ${tq})`;
    const lim = `${RANK_CAP} + (SELECT n FROM special_n)`;
    // the code hits are special (notSpecial); only a code-like query's prefix hits beyond PREFIX_CAP are not, so only
    // then is each candidate's code compared (lower(code) per row, for nothing else)
    const perRow = prefixed ? notCode : '';
    const first = (c: string, limit = lim) =>
      `SELECT ${c} FROM search_docs d WHERE ${match}${perRow}${filters} LIMIT ${limit}`;
    // the count stops sooner than the ranking (TOTAL_CAP, not RANK_CAP: each candidate counted is a heap row visited)
    const countLim = `${TOTAL_CAP} + (SELECT n FROM special_n)`;
    // the most a longer title can score, before its system's weight (rankBound.ts)
    const bound = `(${boundSql(tq)}${phrase ? ` + ${PHRASE_BONUS}` : ''})::float8`;
    // a short title whose head is the query ranks as that head alone would, plus HEAD_TITLE_BONUS (once per statement)
    const headRank = `((SELECT ts_rank(setweight(to_tsvector('search_en', ${foldedText}), 'A'), ${tq}, 1)) + ${HEAD_TITLE_BONUS}) * ${weight('d')}`;
    const proven = `((SELECT v FROM min_w) >= ${sql.p(auth.maxWeight)}::float8)`;
    ctes.push(
      `read AS MATERIALIZED (SELECT ${cols}, ${rankPhrase('d', tq, ` + ${EXACT_TITLE_BONUS}`)} AS score, ${weight('d')} AS w
         FROM search_docs d${weight.join('d')} WHERE lower(d.title) = ANY(${titles}::text[])${notCode}${filters})`,
      SPECIAL,
      `short AS MATERIALIZED (${foldTop(
        `SELECT ${cols}, CASE WHEN ${headIsQuerySql('d.title', foldedText)} THEN ${headRank} ELSE ${rank('d', tq)} END AS score,
                ${weight('d')} AS w, d.tsv FROM search_docs d${weight.join('d')}
         WHERE ${short}${perRow}${filters} AND ${notSpecial}`,
        room,
        phrase,
      )})`,
      // The score the page's last title reaches among the special hits and the short titles (0 when they are fewer
      // than the page): a longer title can only enter the page from a system whose weight times the bound is above it.
      // min_w: that weight (the page is proven, nothing else ranked, when no system weighs more).
      `min_w AS MATERIALIZED (SELECT coalesce((SELECT s FROM (SELECT max(score) AS s FROM (SELECT title, score FROM special UNION ALL SELECT title, score FROM short) x
           GROUP BY lower(title) COLLATE "C") y ORDER BY s DESC OFFSET ${need} - 1 LIMIT 1), 0) / ${bound} AS v)`,
      // unproven: of the capped candidates, those of the systems weighing more than min_w ranked (counting them in
      // that pass, a window count over every candidate, cost more than the count's own scan); read once, so not materialised
      // (materialised with their tsvector, for the phrase check of foldTop's window, they cost twice as much)
      `unproven AS (SELECT ${cols}, ${rank('d', tq)} AS score, ${weight('d')} AS w, d.tsv
         FROM (${first('d.system, d.code, d.title, d.level, d.child_count, d.tsv, d.seg_tsv')}) d${weight.join('d')}
        WHERE NOT ${proven} AND ${weight('d')} > (SELECT v FROM min_w) AND ${notSpecial}
          AND NOT (d.seg_tsv IS NULL AND length(d.tsv) <= ${SHORT_TITLE_LEXEMES}))`,
      `ranked_top AS (SELECT system, code, title, level, child_count, score, w FROM short WHERE ${proven}
         UNION ALL (${foldTop(
           `SELECT system, code, title, level, child_count, score, w, tsv FROM unproven
            UNION ALL SELECT system, code, title, level, child_count, score, w, NULL FROM short WHERE NOT ${proven}`,
           room,
           phrase,
         )}))`,
      // below the count's bound |matches less code hits|, as hitsCte counts; at it (count_capped) the bound + the exact titles
      `t AS MATERIALIZED (SELECT n >= ${countLim} AS count_capped, CASE WHEN n < ${countLim}
           THEN n${prefixed ? '' : ` - (SELECT count(*) FROM code_hits c JOIN search_docs d USING (system, code) WHERE ${match})`}
           ELSE ${TOTAL_CAP} + (SELECT count(*) FROM read) END AS text_total
         FROM (SELECT count(*) AS n FROM (${first('', countLim)}) d) n)`,
    );
  }
  // the AND statement of a query widened below `widensBelow` title hits: its page only when it will not be widened (the
  // widened statement's page replaces it; its counts decide), so none of the ranking, also_in or details runs for nothing
  const gate =
    !strict && tsq.widensBelow
      ? `t.text_total >= ${Number(tsq.widensBelow)}`
      : strict && tsq.andBelow
        ? `t.and_total < ${Number(tsq.andBelow)}`
        : '';
  return `${head},
    ${ctes.join(',\n    ')}
    SELECT ((SELECT count(*) FROM code_hits) + t.text_total${aidTotal})::int AS total, t.text_total::int AS text_total, t.count_capped,${
      strict && tsq.andBelow ? ' t.and_total::int AS and_total,' : ''
    } p.*
      FROM t LEFT JOIN LATERAL (${folded(
        `SELECT system, code, title, level, child_count, score, match, w FROM special
                       UNION ALL SELECT system, code, title, level, child_count, score, 'title', w FROM ranked_top`,
        gate,
      )}) p ON true`;
}
