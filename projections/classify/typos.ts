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
 * one edit away is often another word ("supvr" is not "super"); the word as written counts too, since the
 * stemmer hides a typo in its ending ("Buildre" stems to buildr: one swap from builder, written, not from its
 * stem). Of several candidates, the one the title's other words meet in the coding aids' phrases ("Matrial
 * Mover": material, as "Material Mover" says, not martial; `READING_CONTEXT`), then a swap of the same letters,
 * then the stem more documents hold. The index's own stems are the vocabulary
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

/** An unknown word of a title: its stem, and the word as written (lower case), whose letters the stemmer may have cut. */
export interface Unknown {
  stem: string;
  word: string;
  /**
   * Some coding aid's phrase holds it (a word the aids alone say, "trucker"): a word, read as another only when its
   * commonest reading is far commoner (classify.ts), never by the title's other words ("Hand Trucker" is no hand truck).
   */
  inAids?: boolean;
}
/** The word as written when it is letters only (the edits and the clipping read it), else its stem. */
const written = (u: Unknown) => (/^[a-z]+$/.test(u.word) ? u.word : u.stem);
/** Long enough to hold a typo: the stem or the word as written ("Rubbre" stems to rubbr). */
const typoLength = (u: Unknown) => u.stem.length >= TYPO_MIN_LETTERS || written(u).length >= TYPO_MIN_LETTERS;
/**
 * A word one letter shorter ("Drum Worer", "Mstic Floor Layer") is read as a typo only by a reading the title's other
 * words meet in the coding aids' phrases: alone, a short word one edit away is as often another word.
 */
export const SHORT_TYPO_LETTERS = TYPO_MIN_LETTERS - 1;
const shortTypo = (u: Unknown) =>
  !typoLength(u) && !u.inAids && Math.max(u.stem.length, written(u).length) >= SHORT_TYPO_LETTERS;

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
 * How many coding aids' phrases (up to READING_CONTEXT) hold each candidate reading with one of the title's other
 * stems: a coder reads "Matrial Mover" as material because "Material Mover" is a title, "Car Droper" as dropper.
 */
export const READING_CONTEXT = 100;
const contextQuery = preparedQuery<{ c: string; n: number }>(
  `WITH o AS (SELECT string_agg(quote_literal(x), ' | ') AS q FROM unnest($2::text[]) AS x)
   SELECT c, (SELECT count(*) FROM (SELECT 1 FROM classify_aid_phrases, o
                WHERE doc @@ (quote_literal(c) || ' & (' || o.q || ')')::tsquery LIMIT ${READING_CONTEXT}) x)::int AS n
     FROM unnest($1::text[]) AS c`,
);

/**
 * The reading of each unknown word that has one (its stem -> an indexed stem): a clipping's full word first, else a
 * typo's correction, with the corrected stems' document frequencies; `context`, the title's other stems, chooses
 * among a typo's readings. One index look-up of every one-edit variant, and one of the readings' contexts when a
 * typo has several.
 */
export async function corrections(
  db: Queryable,
  unknown: Unknown[],
  context: string[] = [],
): Promise<{ corrected: Map<string, string>; df: Map<string, number> }> {
  const corrected = new Map<string, string>();
  const df = new Map<string, number>();
  const clips = unknown.filter((u) => correctable(u.stem) && clipped(written(u)));
  if (clips.length) {
    const { rows } = await clippingQuery(db, [clips.map(written)]);
    const clip = new Map(rows.map((r) => [r.q, r]));
    for (const u of clips) {
      const r = clip.get(written(u));
      if (!r) continue;
      corrected.set(u.stem, r.term);
      df.set(r.term, r.df);
    }
  }
  const typos = unknown.filter(
    (u) => correctable(u.stem) && (typoLength(u) || (shortTypo(u) && context.length > 1)) && !corrected.has(u.stem),
  );
  if (!typos.length) return { corrected, df };
  const variants = new Map(typos.map((u) => [u, readingsOf(u)]));
  const { rows } = await knownQuery(db, [[...new Set([...variants.values()].flatMap((m) => [...m.keys()]))]]);
  const known = new Map(rows.map((r) => [r.term, r.df]));
  const others = context.filter((c) => /^[a-z0-9]+$/.test(c) && !typos.some((u) => u.stem === c));
  for (const [u, readings] of variants) {
    const found = [...readings.keys()].filter((v) => known.has(v));
    if (!found.length) continue;
    const met =
      (found.length > 1 || shortTypo(u)) && others.length && !u.inAids
        ? new Map((await contextQuery(db, [found, others])).rows.map((r) => [r.c, r.n]))
        : new Map<string, number>();
    const letters = sortedLetters(written(u)),
      stemLetters = sortedLetters(u.stem);
    const swap = (c: string) =>
      readings.get(c)!.some((edited) => [letters, stemLetters].includes(sortedLetters(edited))) ? 0 : 1;
    // the edited word itself before its stem ("meltter": melter, not the stem of "meltted")
    const stemmed = (c: string) => (readings.get(c)!.includes(c) ? 0 : 1);
    found.sort(
      (a, b) =>
        (met.get(b) ?? 0) - (met.get(a) ?? 0) ||
        swap(a) - swap(b) ||
        stemmed(a) - stemmed(b) ||
        known.get(b)! - known.get(a)! ||
        (a < b ? -1 : 1),
    );
    if (shortTypo(u) && !met.get(found[0])) continue;
    corrected.set(u.stem, found[0]);
    df.set(found[0], known.get(found[0])!);
  }
  return { corrected, df };
}

/** The readings of an unknown word: the edits of its stem and of the word as written, each edited word with its stem. */
function readingsOf(u: Unknown): Map<string, string[]> {
  const out = editedStems(u.stem);
  if (written(u) !== u.stem)
    for (const [v, edited] of editedStems(written(u))) out.set(v, [...(out.get(v) ?? []), ...edited]);
  out.delete(u.stem);
  return out;
}
const sortedLetters = (w: string) => [...w].sort().join('');
