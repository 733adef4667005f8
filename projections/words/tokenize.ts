/**
 * The one tokenizer of classify and search: words of any script. ASCII text (most titles and
 * queries) takes a fast path; other text is split by Unicode word segmentation (Intl.Segmenter,
 * ICU: dictionary-based for Chinese, Japanese and Thai), lower-cased, accents of Latin letters
 * folded and ß folded to ss. Tokens hold letters and digits only, so they
 * need no quoting in tsvector or tsquery literals.
 */
const ASCII = /^[\x00-\x7f]*$/;
const segmenter = new Intl.Segmenter('und', { granularity: 'word' });

/** Lower case, Latin accents folded, ß as ss ("Straßenbau" -> "strassenbau", "Café" -> "cafe"). */
export function foldText(s: string): string {
  const lower = s.toLowerCase();
  if (ASCII.test(lower)) return lower;
  // marks are folded off Latin letters only (й stays й, ё stays ё)
  return lower
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/ß/g, 'ss');
}

/** Scripts written without spaces: one character may be a word. */
const IDEOGRAPHIC = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/**
 * The words of a text, in order: "Straßenbau und Tiefbau" -> strassenbau, und, tiefbau;
 * "道路货物运输" -> 道路, 货物运输; "driver's" -> driver (a possessive 's is dropped).
 */
export function wordTokens(text: string): string[] {
  const t = foldText(text).replace(/['\u2019]s\b/g, '');
  if (ASCII.test(t)) return t.match(/[a-z0-9]+/g) ?? [];
  const out: string[] = [];
  for (const s of segmenter.segment(t)) {
    if (!s.isWordLike) continue;
    // a segment may hold inner punctuation ("l'eau", "e11.9"): its letter/digit runs are the words
    for (const w of s.segment.match(/[\p{L}\p{N}]+/gu) ?? []) out.push(w);
  }
  return out;
}

/** A word of a script written without spaces (a single character can carry meaning there). */
export const isIdeographic = (w: string): boolean => IDEOGRAPHIC.test(w);

/** True when the text needs segmentation beyond spaces and punctuation (CJK, Thai, ...). */
export const needsSegmentation = (text: string): boolean => !ASCII.test(text) && IDEOGRAPHIC.test(text);
