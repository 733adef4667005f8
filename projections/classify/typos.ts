import type { Queryable } from '../../platform/db.ts';
import { preparedQuery } from '../../platform/preparedQuery.ts';

/**
 * Typos in a job title ("Pharmacy Tchnician", "Dishwasehr"): a stem of the text that no document holds
 * is read as the indexed stem one edit away (two letters swapped, one dropped, added or changed), the
 * way a coder reads past a slip. Only stems of 5 letters or more (a short word one edit away is often
 * another word); of several candidates, a swap of the same letters first, then the stem more documents
 * hold. The index's own stems are the vocabulary (`classify_terms`), so a word the coding aids or the
 * descriptions know is never "corrected", and codes are never rewritten. Only titles are corrected
 * (classify.ts): a description's unknown words are mostly names and places.
 */
export const TYPO_MIN_LETTERS = 5;
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

/** Every string one edit from `w`: adjacent letters swapped, one letter dropped, added or changed. */
export function oneEdit(w: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i <= w.length; i++) {
    if (i + 1 < w.length) out.add(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
    if (i < w.length) out.add(w.slice(0, i) + w.slice(i + 1));
    for (const c of ALPHABET) {
      out.add(w.slice(0, i) + c + w.slice(i));
      if (i < w.length) out.add(w.slice(0, i) + c + w.slice(i + 1));
    }
  }
  out.delete(w);
  return [...out];
}

/** Stems worth correcting: letters only, long enough. */
export const correctable = (stem: string) => stem.length >= TYPO_MIN_LETTERS && /^[a-z]+$/.test(stem);

const knownQuery = preparedQuery<{ term: string; df: number }>(
  `SELECT term, df FROM classify_terms WHERE term = ANY($1::text[]) AND df > 0`,
);

/**
 * The correction of each unknown stem that has one (stem -> indexed stem) with the corrected stems'
 * document frequencies: one index look-up of every one-edit variant.
 */
export async function corrections(
  db: Queryable,
  unknown: string[],
): Promise<{ corrected: Map<string, string>; df: Map<string, number> }> {
  const stems = unknown.filter(correctable);
  const corrected = new Map<string, string>();
  const df = new Map<string, number>();
  if (!stems.length) return { corrected, df };
  const variants = new Map(stems.map((s) => [s, oneEdit(s)]));
  const { rows } = await knownQuery(db, [[...new Set([...variants.values()].flat())]]);
  const known = new Map(rows.map((r) => [r.term, r.df]));
  for (const [s, vs] of variants) {
    const letters = [...s].sort().join('');
    const swap = (c: string) => ([...c].sort().join('') === letters ? 0 : 1);
    const found = vs
      .filter((v) => known.has(v))
      .sort((a, b) => swap(a) - swap(b) || known.get(b)! - known.get(a)! || (a < b ? -1 : 1));
    if (!found.length) continue;
    corrected.set(s, found[0]);
    df.set(found[0], known.get(found[0])!);
  }
  return { corrected, df };
}
