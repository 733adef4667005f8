import type { Queryable } from '../../platform/db.ts';
import { preparedQuery } from '../../platform/preparedQuery.ts';
import { stem } from './stem.ts';

/**
 * Clippings and typos in a job title, read as a coder reads past them. A clipped word ("Med Asst",
 * "Maint Mechanic", "Cust Svc") that no document holds is the commonest indexed stem it begins (3
 * letters longer at least, held by 20 documents or more: "med" -> medical, "maint" -> maintenance).
 * A typo ("Pharmacy Tchnician", "Dishwasehr"), a stem of 6 letters or more that no document holds, is
 * the indexed stem one edit away (two letters swapped, one dropped, added or changed; the edited word
 * also as the stemmer reads it, `editedStems`: "Refrigeraitng" -> refrigerat); a shorter word
 * one edit away is often another word ("supvr" is not "super"). Of several candidates, a swap of the
 * same letters first, then the stem more documents hold. The index's own stems are the vocabulary
 * (`classify_terms`, with the coding aids' phrases: `stats` in queries.ts), so a word the coding aids
 * or the descriptions know is never read as another, and codes are never rewritten. Only titles are
 * read so (classify.ts): a description's unknown words are mostly names and places.
 */
export const TYPO_MIN_LETTERS = 6;
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

/**
 * The stems one edit from a misspelt stem could be, each with the edited words it comes from: every
 * one-edit word and that word's stem. A typo in a word's ending hides the ending from the stemmer
 * ("Refrigeraitng" stems to itself; one swap away, "refrigerating" stems to "refrigerat", the indexed
 * stem), so an edited word is looked up as the stemmer reads it too.
 */
export function editedStems(s: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const edited of oneEdit(s))
    for (const form of new Set([edited, stem(edited)])) (out.get(form) ?? out.set(form, []).get(form)!).push(edited);
  out.delete(s);
  return out;
}

/** A clipped word of 3 to 6 letters ("Maint", "Coord", "Equip") is read as the commonest indexed stem it begins, 3 letters longer at least. */
export const CLIP_LETTERS = [3, 6] as const;
/** A clipping's reading must be a stem this many documents hold: a word of the code books, not a rare one. */
const CLIP_MIN_DF = 20;
const clipped = (stem: string) => stem.length >= CLIP_LETTERS[0] && stem.length <= CLIP_LETTERS[1];

/** Stems worth reading as another: letters only, long enough to be a clipping or to hold a typo. */
export const correctable = (stem: string) =>
  /^[a-z]+$/.test(stem) && (stem.length >= TYPO_MIN_LETTERS || clipped(stem));

/** The commonest indexed stem each clipping begins (a range of the primary key's order, one probe each). */
const clippingQuery = preparedQuery<{ q: string; term: string; df: number }>(
  `SELECT q, c.term, c.df FROM unnest($1::text[]) AS q,
     LATERAL (SELECT term, df FROM classify_terms
               WHERE term > q AND term < q || '~' AND length(term) >= length(q) + 3 AND df >= ${CLIP_MIN_DF}
               ORDER BY df DESC, term LIMIT 1) c`,
);

const knownQuery = preparedQuery<{ term: string; df: number }>(
  `SELECT term, df FROM classify_terms WHERE term = ANY($1::text[]) AND df > 0`,
);

/**
 * The reading of each unknown stem that has one: a clipping's full word first, else a typo's correction (stem -> indexed stem) with the corrected stems'
 * document frequencies: one index look-up of every one-edit variant.
 */
export async function corrections(
  db: Queryable,
  unknown: string[],
): Promise<{ corrected: Map<string, string>; df: Map<string, number> }> {
  const corrected = new Map<string, string>();
  const df = new Map<string, number>();
  const clips = unknown.filter((s) => correctable(s) && clipped(s));
  if (clips.length)
    for (const r of (await clippingQuery(db, [clips])).rows) {
      corrected.set(r.q, r.term);
      df.set(r.term, r.df);
    }
  const stems = unknown.filter((s) => correctable(s) && s.length >= TYPO_MIN_LETTERS && !corrected.has(s));
  if (!stems.length) return { corrected, df };
  const variants = new Map(stems.map((s) => [s, editedStems(s)]));
  const { rows } = await knownQuery(db, [[...new Set([...variants.values()].flatMap((m) => [...m.keys()]))]]);
  const known = new Map(rows.map((r) => [r.term, r.df]));
  for (const [s, readings] of variants) {
    const letters = [...s].sort().join('');
    const swap = (c: string) => (readings.get(c)!.some((edited) => [...edited].sort().join('') === letters) ? 0 : 1);
    // the edited word itself before its stem ("meltter": melter, not the stem of "meltted")
    const stemmed = (c: string) => (readings.get(c)!.includes(c) ? 0 : 1);
    const found = [...readings.keys()]
      .filter((v) => known.has(v))
      .sort(
        (a, b) => swap(a) - swap(b) || stemmed(a) - stemmed(b) || known.get(b)! - known.get(a)! || (a < b ? -1 : 1),
      );
    if (!found.length) continue;
    corrected.set(s, found[0]);
    df.set(found[0], known.get(found[0])!);
  }
  return { corrected, df };
}
