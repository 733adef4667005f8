import { terms } from '../text.ts';

/**
 * The model's input features, fastText-style (Joulin et al. 2016): each stem of the text (the classify
 * projection's own stemmer, `terms`), each pair of neighbouring stems, and the character n-grams of
 * each stem (3 to 5 characters, with `<` and `>` marking its ends: a misspelt or inflected word shares
 * most of them), each hashed into one of `buckets` rows (FNV-1a, 32 bits). Pure and deterministic.
 */
export const NGRAM_MIN = 3,
  NGRAM_MAX = 5;

/** FNV-1a over a string's UTF-16 code units, into [0, buckets). */
export function bucketOf(s: string, buckets: number): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0) % buckets;
}

/** The feature rows of a list of stems, in their order (repeats kept: a repeated word counts twice). */
export function stemFeatures(stems: readonly string[], buckets: number): number[] {
  const out: number[] = [];
  for (let i = 0; i < stems.length; i++) {
    const s = stems[i];
    out.push(bucketOf(`w:${s}`, buckets));
    if (i > 0) out.push(bucketOf(`b:${stems[i - 1]} ${s}`, buckets));
    const marked = `<${s}>`;
    for (let n = NGRAM_MIN; n <= NGRAM_MAX; n++)
      for (let j = 0; j + n <= marked.length; j++) {
        if (n === marked.length) break; // the whole word is its unigram already
        out.push(bucketOf(`c:${marked.slice(j, j + n)}`, buckets));
      }
  }
  return out;
}

/** The feature rows of a text. */
export const textFeatures = (text: string, buckets: number): number[] => stemFeatures(terms(text), buckets);
