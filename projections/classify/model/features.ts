import { terms } from '../text.ts';

/**
 * The model's input features, fastText-style (Joulin et al. 2016): each stem of the text (the classify
 * projection's own stemmer, `terms`), each pair of neighbouring stems, and the character n-grams of
 * each stem (3 to 5 characters, with `<` and `>` marking its ends: a misspelt or inflected word shares
 * most of them), each hashed (FNV-1a, 32 bits) into one of `buckets` rows: the words and pairs into the
 * lower half, the character n-grams into the upper half, so the model tells a row's kind by its number
 * (`isCharFeature`: the n-grams weigh less, train.ts `CHAR_WEIGHT`). Pure and deterministic.
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

/** Whether feature row `f` is a character n-gram's (the upper half of the rows). */
export const isCharFeature = (f: number, buckets: number): boolean => f >= buckets >>> 1;

/** The feature rows of a list of stems, in their order (repeats kept: a repeated word counts twice). */
export function stemFeatures(stems: readonly string[], buckets: number): number[] {
  const out: number[] = [];
  const half = buckets >>> 1;
  for (let i = 0; i < stems.length; i++) {
    const s = stems[i];
    out.push(bucketOf(`w:${s}`, half));
    if (i > 0) out.push(bucketOf(`b:${stems[i - 1]} ${s}`, half));
    const marked = `<${s}>`;
    for (let n = NGRAM_MIN; n <= NGRAM_MAX; n++)
      for (let j = 0; j + n <= marked.length; j++) {
        if (n === marked.length) break; // the whole word is its unigram already
        out.push(half + bucketOf(`c:${marked.slice(j, j + n)}`, half));
      }
  }
  return out;
}

/** The feature rows of a text. */
export const textFeatures = (text: string, buckets: number): number[] => stemFeatures(terms(text), buckets);
