/**
 * Text helpers shared by the search adapters and the projection: word splitting as the lexicon
 * sees it, code normalisation (with and without punctuation), and an edit distance for choosing
 * between spelling candidates. Pure functions, no I/O.
 */

import { wordTokens } from '../words/tokenize.ts';

export const MAX_QUERY_CHARS = 500;
/** At most this many words of a query are matched (the rest are ignored); bounds the SQL built. */
export const MAX_QUERY_WORDS = 8;

const ASCII = /^[\x00-\x7f]*$/;

/** Lower case, accents folded (NFKD without combining marks). ASCII text (most titles) skips NFKD. */
export const fold = (s: string): string =>
  ASCII.test(s)
    ? s.toLowerCase()
    : s
        .toLowerCase()
        .normalize('NFKD')
        .replace(/\p{M}+/gu, '');

/**
 * The titles a query is equal to (folded): itself, and, when its last word is singular, itself with that word
 * in the plural the way the standards name a class ("cashier": Cashiers, SOC 41-2011; "bakery": bakeries;
 * "box": boxes). Not the other way: a plural query names the class, and the singular titles are single
 * occupations or things of vocabularies ("plumbers": SOC and ISCO's Plumbers before ESCO's "plumber"). English
 * plurals only; a last word under 3 letters or not all letters: itself alone. Each is one probe of the hash index
 * on lower(title) (migration 0080).
 */
export function titleForms(text: string): string[] {
  const t = fold(text);
  const m = /^(.*?)([a-z]{3,})$/.exec(t);
  if (!m) return [t];
  const [, before, w] = m;
  if (/[^su]s$/.test(w)) return [t]; // plural already ("nurses"; not "glass", "virus")
  const plural = /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : /(?:s|x|z|ch|sh)$/.test(w) ? `${w}es` : `${w}s`;
  return [t, before + plural];
}

/** The words of a text, folded: the tokenizer shared with classify (Unicode word segmentation). */
export const tokens = (s: string): string[] => wordTokens(s);

/** Words the lexicon keeps (and spelling correction works on): 3–40 letters, no digits. */
export const isLexiconWord = (w: string): boolean =>
  w.length >= 3 && w.length <= 40 && (/^[a-z]+$/.test(w) || /^\p{L}+$/u.test(w));

/** Distinct lexicon words of one title (a title counts once per word: document frequency). */
export function lexiconWords(title: string): Set<string> {
  const out = new Set<string>();
  for (const w of tokens(title)) if (isLexiconWord(w)) out.add(w);
  return out;
}

/** A code without case or punctuation: "E11.9" and "e119" and "E 11-9" are the same. */
export const normCode = (code: string): string => {
  const f = fold(code);
  return ASCII.test(f) ? f.replace(/[^a-z0-9]+/g, '') : f.replace(/[^\p{L}\p{N}]+/gu, '');
};

/** A query that may be a code: one token with at least one digit ("484110", "E11.9", "48-49", "A01"). */
export function looksLikeCode(q: string): boolean {
  const s = q.trim();
  return s.length > 0 && s.length <= 40 && !/\s/.test(s) && /\p{N}/u.test(s);
}

/** Query text as matched: trimmed, inner whitespace collapsed, cut at MAX_QUERY_CHARS. */
export const cleanQuery = (q: string): string => q.replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_CHARS);

/** Escapes LIKE wildcards so user text is matched literally (escape character: backslash). */
export const likePrefix = (s: string): string => s.replace(/[\\%_]/g, '\\$&') + '%';

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transpositions): "trukc" is one
 * edit from "truck", "hotle" one from "hotel" (and one from "hole": frequency decides then).
 */
export function editDistance(a: string, b: string): number {
  const n = a.length,
    m = b.length;
  if (!n) return m;
  if (!m) return n;
  let prev2 = new Array<number>(m + 1).fill(0);
  let prev = Array.from({ length: m + 1 }, (_, j) => j);
  for (let i = 1; i <= n; i++) {
    const cur = new Array<number>(m + 1);
    cur[0] = i;
    for (let j = 1; j <= m; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) v = Math.min(v, prev2[j - 2] + 1);
      cur[j] = v;
    }
    prev2 = prev;
    prev = cur;
  }
  return prev[m];
}
