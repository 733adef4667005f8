import type { SearchQuery } from './port.ts';
import { GROUPED_TOTAL_CAP } from './port.ts';
import { COUNTRY_SYSTEM } from './placeNames.ts';
import { SHORT_TITLE_LEXEMES } from './rankBound.ts';
import { cleanQuery, fold, likePrefix, looksLikeCode, normCode, titleForms } from './text.ts';

/**
 * Text hits ranked per query at most (every AND match is ranked when there are fewer); a grouped search counts
 * what it ranks, so this is its totals' bound too. A flat page counts fewer (port.ts `TOTAL_CAP`).
 */
export const RANK_CAP = GROUPED_TOTAL_CAP;
/** Hits of a widened query (all words but one) ranked at most: the widening only fills a short list. */
export const WIDEN_CAP = 2000;
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

/**
 * System authority in SQL (projections/authority): each system's ranking weight and the copies of a
 * standard, passed as jsonb parameters read once per statement (a scalar subquery: an InitPlan, even
 * in a generic plan).
 */
export interface RankAuthority {
  /**
   * Systems and their weights (load.ts `weightIds`, `weights`) as PostgreSQL array literals (`arrayLiteral`), written
   * once per authority table: the driver wrote both arrays out again for every page statement; systems not in them
   * weigh `defaultWeight`.
   */
  ids: string;
  weights: string;
  defaultWeight: number;
  maxWeight: number;
  /** {copy: parent} (load.ts copiesJson). */
  copies: string;
}

/** A PostgreSQL array literal of `values`, as the driver writes a JavaScript array parameter (each element quoted). */
export const arrayLiteral = (values: readonly (string | number)[]): string =>
  `{${values.map((v) => `"${String(v).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;

/**
 * The weight of `alias`.system as an SQL expression, read from a join with the weights given as two
 * arrays (`weight.join(alias)`, in the FROM clause of `alias`): a hash probe per row, a quarter of what a
 * jsonb parameter's look-up cost per ranked candidate. Parameters are added on first use, so a statement
 * never holds one it does not use.
 */
export interface Weight {
  (alias: string): string;
  join(alias: string): string;
}
export function weightSql(sql: Sql, auth: RankAuthority): Weight {
  let params: [string, string, string] | undefined;
  const p = () => (params ??= [sql.p(auth.ids), sql.p(auth.weights), sql.p(auth.defaultWeight)]);
  const weight = (alias: string) => `coalesce(${alias}_w.w, ${p()[2]}::float8)`;
  weight.join = (alias: string) => {
    const [ids, ws] = p();
    return ` LEFT JOIN unnest(${ids}::text[], ${ws}::float8[]) AS ${alias}_w(system, w) ON ${alias}_w.system = ${alias}.system`;
  };
  return weight;
}

/** A title equal to the query adds this to its rank (before the system's weight). */
export const EXACT_TITLE_BONUS = 0.3;

/**
 * A short title that is the query qualified only as unspecified (its head is the query, and after a comma,
 * semicolon, parenthesis or bracket its qualifiers say "unspecified" or "NOS": "Pneumonia, organism unspecified"
 * for "pneumonia") is the code a classification gives the bare term (a term without modifiers is coded to its
 * unspecified category): it ranks as a title equal to its head would, plus this (before the system's weight),
 * so among such titles length decides nothing and the shallower code comes first ("Pneumonia, organism
 * unspecified" J18 before "Pneumonia, unspecified" J18.9, both before "Congenital pneumonia"). Other
 * qualifiers narrow the thing ("Wine; sparkling", "Gold, monetary") and gain nothing.
 */
export const HEAD_TITLE_BONUS = 0.15;

/**
 * SQL: whether `title` (an expression) is the folded query `q` (a parameter) qualified only as unspecified. Checked
 * for every short title a page ranks, so the cheap test comes first and decides for nearly all: the character after
 * the query's length must be a comma, a semicolon or a space (no case folding); only then is the title's start
 * lower-cased (that prefix alone: lower-casing each whole title cost more than ts_rank, 26K titles of "other
 * activities") and the qualifiers searched. lower() maps character for character, so the positions agree.
 */
export function headIsQuerySql(title: string, q: string): string {
  return `(substr(${title}, length(${q}) + 1, 1) IN (',', ';', ' ')
      AND (lower(left(${title}, length(${q}) + 1)) IN (${q} || ',', ${q} || ';')
        OR lower(left(${title}, length(${q}) + 2)) IN (${q} || ' (', ${q} || ' ['))
      AND lower(${title}) ~ '\\m(unspecified|nos)\\M')`;
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
 * The code part of a query: exact code matches (lower-cased, or without punctuation) scoring 10..10.7
 * (the system's authority first, then a code written with the system's own punctuation), and for
 * code-like queries code-prefix matches scoring 5..6.3, above every title match (< 3); `notCode` is the
 * condition (on d) that leaves those codes out of title candidates (with `prefixed`, more codes than
 * the parts return: they stop at PREFIX_CAP).
 */
/**
 * A hit's columns from its document `d`; with `kids`, its child count too (a flat page reads it with the row, not by a
 * probe of the catalog's nodes per hit).
 */
const docColumns = (kids: boolean) => `d.system, d.code, d.title, d.level${kids ? ', d.child_count' : ''}`;

export function codeParts(
  sql: Sql,
  text: string,
  filters: string,
  weight: Weight,
  kids = false,
): { parts: string[]; notCode: string; prefixed: boolean } {
  const doc = docColumns(kids);
  const norm = normCode(text);
  const parts: string[] = [];
  let notCode = '';
  if (text.length <= 100 && norm) {
    const lc = sql.p(text.toLowerCase()),
      nc = sql.p(norm);
    // a word that is also some vocabulary's code ("coffee"): a little above a title equal to it in the
    // same system (a one-word title's rank ~0.61, plus its bonuses), never above a better system's titles
    const codeScore = looksLikeCode(text)
      ? `10.0 + 0.5 * ${weight('d')} + CASE WHEN lower(d.code) = ${lc} THEN 0.1 ELSE 0 END`
      : `(0.65 + ${EXACT_TITLE_BONUS} + ${FORM_BONUS}) * ${weight('d')}`;
    // The most authoritative system first (a bare code several systems hold: the standard before national
    // copies and vocabularies), then a code written as the system writes it ("49.41": NACE before SIC 4941).
    parts.push(`SELECT ${doc},
         ${codeScore}, 'code' AS match FROM search_docs d${weight.join('d')}
       WHERE (lower(d.code) COLLATE "C" = ${lc} OR d.code_norm COLLATE "C" = ${nc})${filters}`);
    notCode = ` AND lower(d.code) COLLATE "C" <> ${lc} AND d.code_norm COLLATE "C" <> ${nc}`;
    if (looksLikeCode(text) && norm.length >= 2) {
      const prefix = sql.p(likePrefix(norm));
      parts.push(`(SELECT ${doc}, 5.0 + 1.0 / (1 + length(d.code_norm) - length(${nc})) + 0.25 * ${weight('d')}, 'code_prefix' FROM search_docs d${weight.join('d')}
         WHERE d.code_norm COLLATE "C" LIKE ${prefix} AND d.code_norm <> ${nc}${filters}
         ORDER BY d.code_norm COLLATE "C" LIMIT ${PREFIX_CAP})`);
      notCode += ` AND d.code_norm COLLATE "C" NOT LIKE ${prefix}`;
    }
  }
  return { parts, notCode, prefixed: parts.length > 1 };
}

/**
 * What a title match scores: ts_rank (length-normalised) plus PHRASE_BONUS when the query's words
 * stand next to each other in the query's order (`phrase`, a tsquery of `<->`), plus `bonus`, all
 * times the system's weight (`weight`).
 */
export const PHRASE_BONUS = 0.15;
export function titleScore(alias: string, tsquery: string, phrase: string | null, weight: Weight, bonus = ''): string {
  const ph = phrase ? ` + CASE WHEN ${alias}.tsv @@ ${phrase} THEN ${PHRASE_BONUS} ELSE 0 END` : '';
  return `(ts_rank(coalesce(${alias}.seg_tsv, ${alias}.tsv), ${tsquery}, 1)${ph}${bonus}) * ${weight(alias)}`;
}

/** The search's tsqueries: every word (or all but one, widened), every word (widened), the words as a phrase. */
export interface TsQueries {
  tsquery: string | null;
  strict: string | null;
  phrase: string | null;
  /** The query's words as typed (or corrected), lower case: a title holding them as words gains FORM_BONUS. */
  forms?: string[];
  /** The query with its misspelt words corrected (pgSpelling.ts `corrected`), when any was: the text a title is equal to. */
  corrected?: string | null;
  /** The phrases to look up in the official coding aids' heads (`aidHitsSql`): the query's words as corrected, then other names (aidVariants.ts); or null. */
  aidPhrases?: string[] | null;
  /** The ISO 3166-1 codes of the countries the query names by another name (placeNames.ts): "vietnam" -> VN. */
  places?: string[];
  /**
   * The AND statement of a query that is widened when its title hits are fewer than this (pgSearch.ts `twoStep`):
   * a flat page's statement then returns its counts alone below it, since the widened statement's page replaces its.
   */
  widensBelow?: number | null;
  /**
   * A widened flat page's statement builds its page only when its query's AND (every word: the titles it reads in
   * full) finds fewer title hits than this, and returns that count (`and_total`): it can then be sent before the
   * AND statement (pgSearch.ts `twoStep`), which runs only when the count says the AND page is the answer.
   */
  andBelow?: number | null;
}

/**
 * What a code scores, before its system's weight, when one of the official coding aids indexed for classify
 * (classify_aid_phrases: a NAICS index item, a SOC direct-match title, an O*NET alternate title, an ESCO label)
 * says the query's words ("coffee shop": the NAICS index item "Coffee shops, on premise brewing" of 722515):
 * below a title equal to the query in the same system (~1.0), above a title merely holding the words. A
 * phrase the aid files give to several codes of one system is shared among them.
 */
export const AID_PHRASE_SCORE = 0.8;
/** The same for a head that is another name of the query's words (aidVariants.ts), read when the words find none. */
export const AID_OTHER_NAME_SCORE = 0.6;
/** Codes read per query from the coding aids at most (a phrase given to more codes says little). */
export const AID_CAP = 40;

/** A phrase's head (migration 0290): an index item's text before its qualifiers, any other phrase whole. */
const AID_HEAD = `strip(to_tsvector('search_en'::regconfig,
    CASE WHEN kind = 'index_item' THEN regexp_replace(phrase, '\\s*[,(].*$', '') ELSE phrase END))`;

/**
 * The hits of the coding aids' phrases whose head has the query's words, no more, no fewer (`phrases` a
 * parameter, text[]: the query's words as corrected, then other names of the same thing, aidVariants.ts, read
 * only when the words find none, scoring AID_OTHER_NAME_SCORE), and of the countries the query names by another
 * name (`places`: a parameter, their ISO 3166-1 codes, or null; match `name`), as rows (system, code, title,
 * level, score, w, unmatched: the title does not match `match`, so no other count holds it, match), filtered
 * like every other hit. Reads the expression index of migration 0290, one probe a phrase.
 */
export function aidHitsSql(
  phrases: string,
  filters: string,
  weight: Weight,
  match: string,
  places: string | null = null,
  kids = false,
): string {
  const named = places
    ? `
             UNION SELECT '${COUNTRY_SYSTEM}', code, 'name', 1 FROM unnest(${places}::text[]) AS p(code)`
    : '';
  return `SELECT ${docColumns(kids)}, CASE WHEN a.said = 1 THEN ${AID_PHRASE_SCORE} ELSE ${AID_OTHER_NAME_SCORE} END * ${weight('d')} / a.n AS score,
          ${weight('d')} AS w, NOT coalesce(${match}, false) AS unmatched, a.match
     FROM (SELECT system, code, match, said, count(*) OVER (PARTITION BY system) AS n
             FROM (SELECT system, code, match, said FROM (SELECT system, code, 'aid' AS match, min(v.said) AS said,
                            min(min(v.said)) OVER () AS first
                       FROM unnest(${phrases}::text[]) WITH ORDINALITY AS v(words, said)
                       JOIN classify_aid_phrases ON ${AID_HEAD} = strip(to_tsvector('search_en'::regconfig, v.words))
                      GROUP BY system, code) f
                    WHERE said = 1 OR first > 1${named} LIMIT ${AID_CAP}) x) a
     JOIN search_docs d ON d.system = a.system AND d.code = a.code${weight.join('d')}
    WHERE true${filters}`;
}

/** Most a title gains for holding every query word in the form typed ("hotels" in "Hotels and Motels"). */
export const FORM_BONUS = 0.15;

/** SQL for the form bonus of `alias`.title (0 without words), times `weight` (an SQL expression: the system's weight). */
export function formSql(sql: Sql, forms: string[] | undefined, alias: string, weight: string): string {
  const words = (forms ?? []).filter((w) => /^[\p{L}\p{N}]+$/u.test(w));
  if (!words.length) return '0';
  const each = FORM_BONUS / words.length;
  const checks = words.map((w) => `CASE WHEN lower(${alias}.title) ~ ${sql.p(`\\m${w}\\M`)} THEN ${each} ELSE 0 END`);
  return `(${checks.join(' + ')}) * ${weight}`;
}

/**
 * The hits CTEs of a grouped search (every hit, as groups need each system's count): the code part
 * (`codeParts`), and title matches of `tsquery` scored by `titleScore`, +EXACT_TITLE_BONUS for a title
 * equal to the query; when widened, the hits of every word (+0.5) plus at most WIDEN_CAP hits of all
 * words but one.
 *
 * Each (system, code) appears once without sorting every title hit: a title match that is also a code
 * match is left to the code part (which scores higher), and a title equal to the query is read apart
 * (hash index on lower(title), migration 0080), so the cap (RANK_CAP candidates, in index order) can
 * no longer drop it. A widened query (its AND found fewer than 20 title hits, so nothing of it is
 * capped) keeps one DISTINCT ON over its few thousand hits.
 *
 * `capped`: an SQL condition, true when a bound stopped the hits (so their count says "at least"): the title
 * candidates at RANK_CAP, a code-like query's prefix hits at PREFIX_CAP, a widened query's matches at WIDEN_CAP.
 */
export function hitsCte(
  sql: Sql,
  q: SearchQuery,
  tsq: TsQueries,
  auth: RankAuthority,
): { cte: string; capped: string } {
  const { tsquery, strict } = tsq;
  const text = cleanQuery(q.q);
  const filters = filterSql(sql, q);
  const weight = weightSql(sql, auth);
  const phrase = tsq.phrase ? `to_tsquery('search_en', ${sql.p(tsq.phrase)})` : null;
  const { parts: unique, notCode, prefixed } = codeParts(sql, text, filters, weight); // the parts deduplicated by DISTINCT ON
  const ctes: string[] = [];
  const parts: string[] = [];
  const capped: string[] = [];
  if (tsquery && strict) {
    // Widened (the AND found under WIDEN_BELOW title hits): those few hits of every word (bonus 0.5)
    // plus at most WIDEN_CAP hits of all words but one, deduplicated with the code hits by one small sort.
    const tq = `to_tsquery('search_en', ${sql.p(tsquery)})`;
    const sq = `to_tsquery('search_en', ${sql.p(strict)})`;
    const exact = `CASE WHEN lower(d.title) = ANY(${sql.p(titleForms(tsq.corrected ?? text))}::text[]) THEN ${EXACT_TITLE_BONUS} ELSE 0 END`;
    const textHits = (query: string, bonus: string, cap: number) => `(SELECT d.system, d.code, d.title, d.level,
         ${titleScore('d', query, phrase, weight, ` + ${exact}${bonus}`)}, 'title'
         FROM search_docs d${weight.join('d')} WHERE (d.tsv @@ ${query} OR d.seg_tsv @@ ${query})${filters} LIMIT ${cap})`;
    // the widened matches read apart, to tell whether their LIMIT stopped the count
    ctes.push(`widened AS MATERIALIZED ${textHits(tq, '', WIDEN_CAP)}`);
    unique.push(textHits(sq, ' + 0.5', RANK_CAP), `SELECT * FROM widened`);
    capped.push(`(SELECT count(*) FROM widened) >= ${WIDEN_CAP}`);
  } else if (tsquery) {
    const folded = sql.p(fold(tsq.corrected ?? text));
    const titles = sql.p(titleForms(tsq.corrected ?? text));
    const tq = `to_tsquery('search_en', ${sql.p(tsquery)})`;
    // the title equal to the query up to its last word's number (it holds every word, so it matches), apart from the capped candidates
    ctes.push(`exact_title AS MATERIALIZED (SELECT d.system, d.code, d.title, d.level,
         ${titleScore('d', tq, phrase, weight, ` + ${EXACT_TITLE_BONUS}`)} AS score
         FROM search_docs d${weight.join('d')} WHERE lower(d.title) = ANY(${titles}::text[])${notCode}${filters})`);
    parts.push(`SELECT system, code, title, level, score, 'title' FROM exact_title`);
    // the candidates in index order up to the cap, less the exact title (hashed NOT IN)
    // the codes equal to the query read once and left out by key: comparing each candidate's lower(code) with the
    // query cost as much as its ts_rank (only a code-like query's prefix hits, capped in the code part, still need it)
    let notCodeHit = notCode;
    if (unique.length && !prefixed) {
      ctes.push(`code_exact AS MATERIALIZED (${unique[0]})`);
      unique[0] = `SELECT * FROM code_exact`;
      notCodeHit = ` AND (d.system, d.code) NOT IN (SELECT system, code FROM code_exact)`;
    }
    ctes.push(`title_hits AS MATERIALIZED (SELECT d.system, d.code, d.title, d.level, d.tsv, d.seg_tsv
         FROM search_docs d WHERE (d.tsv @@ ${tq} OR d.seg_tsv @@ ${tq})${notCodeHit}${filters} LIMIT ${RANK_CAP})`);
    capped.push(`(SELECT count(*) FROM title_hits) >= ${RANK_CAP}`);
    // a short title that is the query qualified only as unspecified ranks as its head would (HEAD_TITLE_BONUS), as a flat page ranks it
    const headRank = `(ts_rank(setweight(to_tsvector('search_en', ${folded}), 'A'), ${tq}, 1) + ${HEAD_TITLE_BONUS}${phrase ? ` + CASE WHEN t.tsv @@ ${phrase} THEN ${PHRASE_BONUS} ELSE 0 END` : ''}) * ${weight('t')}`;
    const head = `${headIsQuerySql('t.title', folded)} AND length(coalesce(t.seg_tsv, t.tsv)) <= ${SHORT_TITLE_LEXEMES}`;
    parts.push(`SELECT t.system, t.code, t.title, t.level, CASE WHEN ${head} THEN ${headRank} ELSE ${titleScore('t', tq, phrase, weight)} END, 'title' FROM title_hits t${weight.join('t')}
         WHERE (t.system, t.code) NOT IN (SELECT system, code FROM exact_title)`);
  }
  if (tsquery && tsq.aidPhrases) {
    // the codes an official coding aid gives the query's words to (as the flat page reads them)
    const match = `(d.tsv @@ to_tsquery('search_en', ${sql.p(tsquery)}) OR d.seg_tsv @@ to_tsquery('search_en', ${sql.p(tsquery)}))`;
    unique.push(
      `SELECT system, code, title, level, score, match FROM (${aidHitsSql(sql.p(tsq.aidPhrases), filters, weight, match, tsq.places?.length ? sql.p(tsq.places) : null)}) a`,
    );
  }
  if (unique.length)
    parts.push(`(SELECT DISTINCT ON (system, code) * FROM (${unique.join('\n UNION ALL ')}) AS c(system, code, title, level, score, match)
     ORDER BY system, code, score DESC)`);
  if (!parts.length)
    // no rows, but naming the filters' parameters: one no statement names has no type (42P18, a 500)
    parts.push(
      `SELECT NULL::text, NULL::text, NULL::text, NULL::int, NULL::float8, NULL::text FROM search_docs d WHERE false${filters}`,
    );
  const cte = `${ctes.map((c) => `${c},\n`).join('')}hits AS (
    SELECT system, code, title, level, score, match
      FROM (${parts.join('\n UNION ALL ')}) AS u(system, code, title, level, score, match))`;
  // the prefix part's LIMIT (a code-like query never widens, and its title hits leave the prefixed codes out)
  if (prefixed) capped.push(`(SELECT count(*) FROM hits WHERE match = 'code_prefix') >= ${PREFIX_CAP}`);
  return { cte, capped: capped.length ? capped.join(' OR ') : 'false' };
}

/**
 * Groups (systems) ordered by their best hit, one page of groups, the first `perGroup` hits of each.
 * A system that copies another one with hits too (a national copy of NACE) folds into that system's
 * group: counted in its `also_in`, never a group of its own.
 */
export function groupedSql(
  sql: Sql,
  q: SearchQuery & { perGroup: number },
  tsq: TsQueries,
  auth: RankAuthority,
): string {
  const { cte, capped } = hitsCte(sql, q, tsq, auth);
  const copies = sql.p(auth.copies);
  // one hit per title within a system, as the flat page of that system folds them (a parent and its
  // child of one title: the deeper code), so a group's count is what its "more" pages can show
  return `WITH ${cte},
    titled AS (SELECT DISTINCT ON (system, lower(title) COLLATE "C") * FROM hits
                ORDER BY system, lower(title) COLLATE "C", score DESC, level DESC, code),
    g0 AS (SELECT system, count(*)::int AS n, max(score) AS best, (SELECT ${copies}::jsonb) ->> system AS parent FROM titled GROUP BY system),
    g AS (SELECT g0.system, g0.n, g0.best, (SELECT count(*) FROM g0 c WHERE c.parent = g0.system)::int AS also_in
            FROM g0 WHERE g0.parent IS NULL OR g0.parent NOT IN (SELECT system FROM g0)),
    t AS (SELECT (SELECT coalesce(sum(n), 0) FROM g0)::int AS total, count(*)::int AS groups, (SELECT count(*) FROM hits WHERE match = 'title')::int AS text_total,
                 ${capped} AS count_capped FROM g),
    page AS (SELECT system, n, best, also_in FROM g ORDER BY best DESC, system LIMIT ${sql.p(q.limit)} OFFSET ${sql.p(q.offset)}),
    ranked AS (SELECT h.*, row_number() OVER (PARTITION BY h.system ORDER BY h.score DESC, h.level, h.code) AS rn
                 FROM titled h WHERE h.system IN (SELECT system FROM page))
    SELECT t.total, t.groups, t.text_total, t.count_capped, page.system AS group_system, page.n AS group_total, page.also_in AS group_also_in, page.best,
           r.system, r.code, r.title, r.level, r.score, r.match
      FROM t LEFT JOIN page ON true LEFT JOIN ranked r ON r.system = page.system AND r.rn <= ${sql.p(q.perGroup)}
     ORDER BY page.best DESC, page.system, r.rn`;
}
