import type { Queryable } from '../../platform/db.ts';
import { coalescedQuery } from '../../platform/coalescedQuery.ts';
import { preparedArrayQuery, preparedQuery } from '../../platform/preparedQuery.ts';
import { readModelCache } from '../../platform/readModelCache.ts';
import { editDistance, isLexiconWord, MAX_QUERY_WORDS, tokens } from './text.ts';

/** A query word as matched: the word itself, or the word or its correction. */
export interface Term {
  word: string;
  correction?: string;
  /** Titles holding the word as written (the lexicon's count), when the lexicon knows it. */
  freq?: number;
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
  /** Whether a title of the main standards holds it (`standardWords`). */
  standard?: boolean;
}

/** A known word seen in fewer titles than this is a candidate only when a main standard's title holds it. */
export const MIN_CANDIDATE_FREQ = 3;
/** Candidates of one word probed for the standards at most. */
const MAX_PROBES = 6;

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
 * Each query word: a stop word or not, and how many titles hold it as written (null: unknown to the lexicon). One
 * key a word, so the words of concurrent searches go as one statement (platform/coalescedQuery.ts); it stays as
 * cheap as its slowest word, an index probe: candidates for the few unknown words are looked up apart.
 */
const wordQuery = coalescedQuery<{ w: string; meaningful: boolean; freq: number | null }>(
  `SELECT q.i, q.w, numnode(plainto_tsquery('search_en', q.w)) > 0 AS meaningful,
          (SELECT l.freq FROM search_lexicon l WHERE l.word = q.w) AS freq
     FROM unnest($1::text[]) WITH ORDINALITY AS q(w, i)`,
);

export type WordCheck = { w: string; meaningful: boolean; freq: number | null };

/** Word checks kept per database at most (a full map starts again empty). */
export const WORDS_KEPT = 50_000;
/** The lexicon's most frequent words, checked together when a map starts: most query words are among them. */
export const WORDS_PRELOADED = 20_000;

/** `wordQuery`'s answer for the lexicon's `$1` most frequent words (one statement, ~70 ms on the full corpus). */
const frequentWordsQuery = preparedArrayQuery<[string, boolean, number]>(
  `SELECT l.word, numnode(plainto_tsquery('search_en', l.word)) > 0, l.freq
     FROM search_lexicon l ORDER BY l.freq DESC, l.word LIMIT $1`,
);

/**
 * The word checks already answered, per database, while the search index is unchanged (platform/readModelCache.ts:
 * the `search` checkpoint's `changed` mark, read at most once a second; a change starts an empty map): a query's
 * words are mostly words earlier queries had, so most searches send no word check at all. An unknown word is kept
 * as unknown (`freq` null); its spelling candidates are still looked up each time. A new map is filled in the
 * background with the WORDS_PRELOADED most frequent words (a word checked meanwhile keeps its own answer; a
 * failed fill leaves the map to fill word by word), so a fresh process or index needs no warm-up by queries.
 */
const checkedWords = readModelCache(['search'], async (db) => {
  const known = new Map<string, WordCheck>();
  const filled = frequentWordsQuery(db, [WORDS_PRELOADED]).then(
    ({ rows }) => {
      for (const [w, meaningful, freq] of rows) if (!known.has(w)) known.set(w, { w, meaningful, freq });
    },
    () => {},
  );
  return { known, filled };
});

/** The word checks kept for `db` once its frequent words are in (for tests: searches never wait for them). */
export async function keptWordChecks(db: Queryable): Promise<ReadonlyMap<string, WordCheck>> {
  const { known, filled } = await checkedWords(db);
  await filled;
  return known;
}

/** `wordQuery`'s answer for each of `words`, in their order: the ones checked before from `checkedWords`. */
async function checkWords(db: Queryable, words: string[]): Promise<WordCheck[]> {
  const { known } = await checkedWords(db);
  if (known.size >= WORDS_KEPT) known.clear();
  return Promise.all(
    words.map(async (w) => {
      const kept = known.get(w);
      if (kept) return kept;
      const [row] = await wordQuery(db, [w]);
      const check = { w, meaningful: row.meaningful, freq: row.freq };
      known.set(w, check);
      return check;
    }),
  );
}

/**
 * An unknown word's spelling candidates: trigram neighbours seen in MIN_CANDIDATE_FREQ titles and its one-edit
 * variants that are known words (rarer ones too: `standardWords` keeps those a main standard holds).
 */
const candidatesQuery = preparedQuery<{ cand: string; freq: number; sim: number }>(
  `(SELECT l.word AS cand, l.freq, similarity(l.word, $1) AS sim FROM search_lexicon l
     WHERE l.word % $1 AND l.freq >= ${MIN_CANDIDATE_FREQ} ORDER BY sim DESC, l.freq DESC LIMIT 12)
   UNION
   SELECT l.word, l.freq, similarity(l.word, $1) FROM search_lexicon l WHERE l.word = ANY($2::text[])
   ORDER BY sim DESC`,
);

/**
 * Which of `words` (lexicon words: letters only) a title of the `standards` holds as written ("cubing" is not
 * "cubes", though the stems match: found by the stem, checked as a word). One `LIMIT 1` probe per
 * word with its tsquery as a parameter, and the system compared as an expression, so each reads the GIN index
 * (on the system's key the planner walked every standard's rows: 0.3–1.4 s for "minning"); only for an unknown
 * word's rare candidates and those tied for its fewest edits.
 */
async function standardWords(db: Queryable, words: string[], standards: string[]): Promise<Set<string>> {
  if (!words.length || !standards.length) return new Set();
  const n = words.length;
  const probes = words.map(
    (_, i) => `(SELECT ${i + 1} AS i FROM search_docs
       WHERE tsv @@ plainto_tsquery('search_en', $${i + 1}) AND (system || '') = ANY($${n + 1}::text[])
         AND lower(title) ~ ('\\m' || $${i + 1} || '\\M') LIMIT 1)`,
  );
  const { rows } = await db.query<{ i: number }>(probes.join(' UNION ALL '), [...words, standards]);
  return new Set(rows.map((r) => words[Number(r.i) - 1]));
}

/**
 * Looks every query word up in the lexicon: stop words are dropped, unknown words
 * get trigram candidates (GIN, similarity >= 0.3, seen in at least 3 titles) and their known one-edit variants
 * (rarer ones only when a title of the main `standards` holds them: "wienries" -> "wineries", NAICS's word). A
 * candidate must be within the allowed edits (never a word `keep` says to keep: a system's name); the fewest edits
 * win, then a swap of letters, then a word of the standards' titles, then the most frequent word. When candidates tie
 * on edits and the query has other words, the one that occurs with them wins (hotle -> hotel, not hole).
 */
export async function understand(
  db: Queryable,
  q: string,
  keep: (word: string) => boolean = () => false,
  standards: string[] = [],
): Promise<Understood> {
  const words = [...new Set(tokens(q))].slice(0, MAX_QUERY_WORDS);
  if (!words.length) return { terms: [] };
  const looked = await checkWords(db, words);
  const byWord = new Map(
    looked.map((r) => [r.w, { meaningful: r.meaningful, freq: r.freq, cands: [] as Candidate[] }]),
  );
  const correctable = looked.filter(
    (r) => r.meaningful && r.freq === null && isLexiconWord(r.w) && maxEdits(r.w.length) > 0 && !keep(r.w),
  );
  await Promise.all(
    correctable.map(async ({ w }) => {
      const { rows } = await candidatesQuery(db, [w, oneEditVariants(w)]);
      const near = rows
        .map((c) => ({ word: c.cand, edits: editDistance(w, c.cand), freq: c.freq, sim: c.sim }))
        .filter((c) => c.edits <= maxEdits(w.length));
      // probed: the rare ones (admitted only when a standard holds them) and those tied for the fewest edits
      const fewest = Math.min(...near.filter((c) => c.freq >= MIN_CANDIDATE_FREQ).map((c) => c.edits));
      const tied = near
        .filter((c) => c.freq >= MIN_CANDIDATE_FREQ && c.edits === fewest)
        .sort((a, b) => b.freq - a.freq); // the most frequent probed first (past MAX_PROBES the rarer count as no standard's)
      const probe = [
        ...near.filter((c) => c.freq < MIN_CANDIDATE_FREQ && c.edits <= fewest),
        ...(tied.length > 1 ? tied : []),
      ];
      const held = await standardWords(
        db,
        probe.slice(0, MAX_PROBES).map((c) => c.word),
        standards,
      );
      for (const c of near)
        if (c.freq >= MIN_CANDIDATE_FREQ || held.has(c.word))
          byWord.get(w)!.cands.push({ ...c, standard: held.has(c.word) });
    }),
  );
  const terms: Term[] = [];
  const ambiguous: { term: Term; options: string[] }[] = [];
  for (const w of words) {
    const e = byWord.get(w);
    if (!e?.meaningful) continue;
    const term: Term = e.freq === null ? { word: w } : { word: w, freq: Number(e.freq) };
    if (e.cands.length) {
      // fewest edits; then a swap of letters (same letters: hotle -> hotel before hole); then a word of the main
      // standards' titles before one only vocabularies use; then frequency
      const letters = [...w].sort().join('');
      const swap = (c: string) => (c.length === w.length && [...c].sort().join('') === letters ? 0 : 1);
      const std = (c: Candidate) => (c.standard ? 0 : 1);
      e.cands.sort(
        (a, b) =>
          a.edits - b.edits || swap(a.word) - swap(b.word) || std(a) - std(b) || b.freq - a.freq || b.sim - a.sim,
      );
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
