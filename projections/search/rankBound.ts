/**
 * How high ts_rank(vector, query, 1) can be for a title that has more than SHORT_TITLE_LEXEMES
 * distinct lexemes: the proof that lets the PostgreSQL adapter rank only the short titles
 * (partial GIN index, migration 0086) and still return the page a ranking of every match gives.
 *
 * PostgreSQL's ts_rank (src/backend/utils/adt/tsrank.c) with normalisation 1 divides the raw rank by
 * log2(cnt + 1), cnt being the title's word positions (at least its distinct lexemes). Every title is
 * weighted A (1.0), so the raw rank is:
 * - one operand (calc_rank_or, size 1): sum over the word's m positions of 1/j^2, over pi^2/6: below 1,
 *   and a title holding the word m times has at least D + m - 1 positions (D distinct lexemes);
 * - an AND (calc_rank_and): 1 - prod(1 - w) over pairs of positions, each w < 1: below 1;
 * - an OR (calc_rank_or over its n distinct operands): the mean of each operand's rank: below 1.
 */

/** Titles with at most this many distinct lexemes are in the short-title index (migration 0086). */
export const SHORT_TITLE_LEXEMES = 4;

/** 1 + margin for float4 rounding of ts_rank's result. */
const MARGIN = 1 + 1e-6;

/** PostgreSQL keeps at most 256 positions per lexeme (MAXNUMPOS). */
const MAX_POSITIONS = 256;

const log2 = (x: number) => Math.log(x) / Math.LN2;

/** Any query: a raw rank below 1 over log2(cnt + 1), cnt > SHORT_TITLE_LEXEMES. */
export const longTitleBound = (MARGIN * 1) / log2(SHORT_TITLE_LEXEMES + 2);

/** One operand: the best of m occurrences in a title of at least SHORT_TITLE_LEXEMES + m positions. */
export const longTitleBoundOneWord = (() => {
  let best = 0,
    sum = 0;
  for (let m = 1; m <= MAX_POSITIONS; m++) {
    sum += 1 / (m * m);
    best = Math.max(best, sum / (Math.PI ** 2 / 6) / log2(SHORT_TITLE_LEXEMES + m + 1));
  }
  return MARGIN * best;
})();

/** SQL (a float8 expression) for the bound of `tsquery` (an SQL expression): one operand, or more. */
export const boundSql = (tsquery: string): string =>
  `(CASE WHEN numnode(${tsquery}) = 1 THEN ${longTitleBoundOneWord} ELSE ${longTitleBound} END)`;
