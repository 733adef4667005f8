import type { Queryable } from '../../platform/db.ts';
import { coalescedQuery } from '../../platform/coalescedQuery.ts';
import { preparedQuery } from '../../platform/preparedQuery.ts';
import { editDistance, isLexiconWord, MAX_QUERY_WORDS, tokens } from './text.ts';

/** A query word as matched: the word itself, or the word or its correction. */
export interface Term {
  word: string;
  correction?: string;
}

export interface Understood {
  /** Words that carry meaning (stop words dropped), each possibly corrected. */
  terms: Term[];
  /** The query with corrections applied, when any word was corrected. */
  corrected?: string;
}

/** A spelling candidate of an unknown word, within the edits its length allows. */
interface Candidate {
  word: string;
  edits: number;
  freq: number;
  sim: number;
}

/**
 * Words one transposition or one deletion away ("hotles" -> "hotels", "truckk" -> "truck"): trigram
 * similarity misses many of these (a swap breaks three trigrams), exact lookups of the variants do not.
 */
export function oneEditVariants(w: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < w.length; i++) out.add(w.slice(0, i) + w[i + 1] + w[i] + w.slice(i + 2));
  for (let i = 0; i < w.length; i++) out.add(w.slice(0, i) + w.slice(i + 1));
  out.delete(w);
  return [...out];
}

/** Edits allowed for a word of this length (short words are too ambiguous to correct). */
const maxEdits = (len: number) => (len < 4 ? 0 : len < 8 ? 1 : 2);

/**
 * Each query word: a stop word or not, known to the lexicon or not. One key a word, so the words of
 * concurrent searches go as one statement (platform/coalescedQuery.ts); it stays as cheap as its
 * slowest word, an index probe: candidates for the few unknown words are looked up apart.
 */
const wordQuery = coalescedQuery<{ w: string; meaningful: boolean; known: boolean }>(
  `SELECT q.i, q.w, numnode(plainto_tsquery('search_en', q.w)) > 0 AS meaningful,
          EXISTS (SELECT 1 FROM search_lexicon l WHERE l.word = q.w) AS known
     FROM unnest($1::text[]) WITH ORDINALITY AS q(w, i)`,
);

/** An unknown word's spelling candidates: trigram neighbours and its one-edit variants that are known words. */
const candidatesQuery = preparedQuery<{ cand: string; freq: number; sim: number }>(
  `(SELECT l.word AS cand, l.freq, similarity(l.word, $1) AS sim FROM search_lexicon l
     WHERE l.word % $1 AND l.freq >= 3 ORDER BY sim DESC, l.freq DESC LIMIT 12)
   UNION
   SELECT l.word, l.freq, similarity(l.word, $1) FROM search_lexicon l WHERE l.freq >= 3 AND l.word = ANY($2::text[])
   ORDER BY sim DESC`,
);

/**
 * Looks every query word up in the lexicon: stop words are dropped, unknown words
 * get trigram candidates (GIN, similarity >= 0.3, seen in at least 3 titles). A candidate must be
 * within the allowed edits (never a word `keep` says to keep: a system's name); the fewest edits win, then the most frequent word. When candidates tie
 * on edits and the query has other words, the one that occurs with them wins (hotle -> hotel, not hole).
 */
export async function understand(
  db: Queryable,
  q: string,
  keep: (word: string) => boolean = () => false,
): Promise<Understood> {
  const words = [...new Set(tokens(q))].slice(0, MAX_QUERY_WORDS);
  if (!words.length) return { terms: [] };
  const looked = (await Promise.all(words.map((w) => wordQuery(db, [w])))).flat();
  const byWord = new Map(looked.map((r) => [r.w, { meaningful: r.meaningful, cands: [] as Candidate[] }]));
  const correctable = looked.filter(
    (r) => r.meaningful && !r.known && isLexiconWord(r.w) && maxEdits(r.w.length) > 0 && !keep(r.w),
  );
  await Promise.all(
    correctable.map(async ({ w }) => {
      const { rows } = await candidatesQuery(db, [w, oneEditVariants(w)]);
      for (const c of rows) {
        const edits = editDistance(w, c.cand);
        if (edits <= maxEdits(w.length)) byWord.get(w)!.cands.push({ word: c.cand, edits, freq: c.freq, sim: c.sim });
      }
    }),
  );
  const terms: Term[] = [];
  const ambiguous: { term: Term; options: string[] }[] = [];
  for (const w of words) {
    const e = byWord.get(w);
    if (!e?.meaningful) continue;
    const term: Term = { word: w };
    if (e.cands.length) {
      // fewest edits; then a swap of letters (same letters: hotle -> hotel before hole); then frequency
      const letters = [...w].sort().join('');
      const swap = (c: string) => (c.length === w.length && [...c].sort().join('') === letters ? 0 : 1);
      e.cands.sort((a, b) => a.edits - b.edits || swap(a.word) - swap(b.word) || b.freq - a.freq || b.sim - a.sim);
      term.correction = e.cands[0].word;
      const tied = e.cands
        .filter((c) => c.edits === e.cands[0].edits)
        .slice(0, 3)
        .map((c) => c.word);
      if (tied.length > 1) ambiguous.push({ term, options: tied });
    }
    terms.push(term);
  }
  if (ambiguous.length && terms.length > 1) await breakTies(db, terms, ambiguous);
  const corrected = terms.some((t) => t.correction)
    ? words.map((w) => terms.find((t) => t.word === w)?.correction ?? w).join(' ')
    : undefined;
  return { terms, corrected };
}

/**
 * For each ambiguous word, the first option (best first) that co-occurs in a title with the other words.
 * One `LIMIT 1` probe per option with its tsquery as a parameter, so the planner sees each query and
 * uses the GIN index (as one EXISTS over unnest() it guessed a sequential scan: seconds per option).
 */
async function breakTies(db: Queryable, terms: Term[], ambiguous: { term: Term; options: string[] }[]): Promise<void> {
  for (const a of ambiguous) {
    const others = terms.filter((t) => t !== a.term).map(termQuery);
    const queries = a.options.map((o) => [`'${o}'`, ...others].join(' & '));
    const probes = queries.map(
      (_, i) => `(SELECT ${i + 1} AS i FROM search_docs WHERE tsv @@ to_tsquery('search_en', $${i + 1}) LIMIT 1)`,
    );
    const { rows } = await db.query<{ i: number }>(`${probes.join(' UNION ALL ')} ORDER BY i LIMIT 1`, queries);
    if (rows[0]) a.term.correction = a.options[Number(rows[0].i) - 1];
  }
}

/** tsquery text of one term: the word, or (word | correction). Words are letters/digits only. */
export const termQuery = (t: Term): string => (t.correction ? `('${t.word}' | '${t.correction}')` : `'${t.word}'`);

/** Every term. */
export const allTerms = (terms: Term[]): string => terms.map(termQuery).join(' & ');

/** The terms as a phrase: each next to the one before, in the query's order. */
export const asPhrase = (terms: Term[]): string => terms.map(termQuery).join(' <-> ');

/** All terms but (at most) one: the widening step when the AND finds too few hits. */
export function allButOne(terms: Term[]): string {
  if (terms.length < 2) return allTerms(terms);
  return terms.map((_, skip) => `(${allTerms(terms.filter((_, i) => i !== skip))})`).join(' | ');
}
