import type { Queryable } from '../../platform/db.ts';
import { preparedQuery } from '../../platform/preparedQuery.ts';
import { terms } from './text.ts';

/**
 * Closed compounds in a job title, read as the two words a coder sees in them: postings write
 * "Lawncare Tech", "Dogwalker", "Truckdriver", "Housepainter", where the code books write the words
 * apart ("Lawn Care Worker", "Truck Drivers", "Painters"). A word no document holds, of 7 letters or
 * more, that is two words of the code books written together is read as those two words: each part
 * 3 letters or more and a stem 20 documents or more hold (a common word, not a rare one, so a typo is
 * seldom split into two words by chance); of several splits, the one whose rarer part is commonest.
 * Only titles are read so (classify.ts), and only words the index does not know: a word the
 * descriptions or the coding aids hold ("dishwasher", "housekeeper") is never split, nor one the typo
 * reading (typos.ts) explains: "Loadder" is a loader, not load + der.
 */
export const COMPOUND_MIN_LETTERS = 7;
const PART_MIN_LETTERS = 3;
const PART_MIN_DF = 20;

/** Every way to write a word as two parts of 3 letters or more, each with its one stem ("lawncare" -> lawn + care). */
export function splits(word: string): { parts: [string, string]; stems: [string, string] }[] {
  const w = word.toLowerCase();
  const out: { parts: [string, string]; stems: [string, string] }[] = [];
  for (let i = PART_MIN_LETTERS; i <= w.length - PART_MIN_LETTERS; i++) {
    const parts: [string, string] = [w.slice(0, i), w.slice(i)];
    const [a, b] = parts.map((p) => terms(p));
    // a part the tokenizer drops (a stop word: "the", "and") or reads as two says no word of its own
    if (a.length === 1 && b.length === 1) out.push({ parts, stems: [a[0], b[0]] });
  }
  return out;
}

/** The two words a closed compound is, given its parts' document frequencies; null when no split has two common words. */
export function bestSplit(word: string, df: Map<string, number>): string | null {
  let best: { text: string; rarer: number } | null = null;
  for (const { parts, stems } of splits(word)) {
    const rarer = Math.min(df.get(stems[0]) ?? 0, df.get(stems[1]) ?? 0);
    if (rarer >= PART_MIN_DF && (!best || rarer > best.rarer)) best = { text: parts.join(' '), rarer };
  }
  return best?.text ?? null;
}

const knownQuery = preparedQuery<{ term: string; df: number }>(
  `SELECT term, df FROM classify_terms WHERE term = ANY($1::text[]) AND df >= ${PART_MIN_DF}`,
);

/** A closed compound's candidate: letters only, long enough to hold two words of 3 letters or more. */
export const compoundable = (word: string) => word.length >= COMPOUND_MIN_LETTERS && /^\p{L}+$/u.test(word);

/**
 * The title with each closed compound among `unknown` (words whose stem no document holds) written
 * as its two words ("Lawncare Tech" -> "lawn care Tech"); one look-up of every split's stems, none
 * when there is no such word.
 */
export async function splitCompounds(db: Queryable, title: string, unknown: string[]): Promise<string> {
  const words = unknown.filter(compoundable);
  if (!words.length) return title;
  const stems = [...new Set(words.flatMap((w) => splits(w).flatMap((s) => s.stems)))];
  if (!stems.length) return title;
  const { rows } = await knownQuery(db, [stems]);
  const df = new Map(rows.map((r) => [r.term, r.df]));
  let out = title;
  for (const w of words) {
    const split = bestSplit(w, df);
    if (split) out = out.replace(new RegExp(`(?<!\\p{L})${w}(?!\\p{L})`, 'u'), split);
  }
  return out;
}
