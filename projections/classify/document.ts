import { examplePhrases, heldOut, holdoutEnabled, type Reference } from './examples.ts';
import { crossReferences } from './references.ts';
import { recentAnswers } from './recent.ts';
import { exceptClauses, indexedTitle, leadProse, MAY_EXCEPT, proseExcepts, terms, termsWithBreaks } from './text.ts';

/** What the ranker knows of one node: its title, description, example and excluded stems. */
export interface ParsedDoc {
  title: Set<string>;
  description: Set<string>;
  titleLength: number;
  /** The stems of each example phrase (weight B). */
  examples: Set<string>[];
  /** Each example phrase's stems by position, a hole where its words break (text.ts `termsWithBreaks`). */
  exampleOrder?: readonly (readonly (string | null | undefined)[])[];
  /** Every stem of every example phrase (null: no example); only asked whether it holds a stem. */
  allExamples: Pick<ReadonlySet<string>, 'has'> | null;
  /** Stems of what the description sends elsewhere (weight C): evidence against this code. */
  excluded: Set<string>;
  /** The title's stems, sorted, space-separated. */
  titleStems: string;
}

/** Example phrase k takes positions EXAMPLES_AT + k * STRIDE + j (so phrases can be told apart). */
export const EXAMPLES_AT = 1024,
  STRIDE = 16,
  EXCLUDED_AT = 15_000,
  MAX_POS = 16_383,
  POSITIONS_PER_STEM = 64;

/**
 * The document of a node as a tsvector literal: title stems at weight A, the stems of the
 * description's lead prose (less its cross-reference sentences and its except clauses) at weight D, its example phrases at
 * weight B (each phrase in its own run of positions; with CLASSIFY_HOLDOUT=bench the benchmark's
 * held-out fold is left out), then the phrases other codes' cross-references send here ("... are
 * classified in Industry 0182": `referred`), also at B, and what it excludes or sends elsewhere at weight C. Stems are letters and digits only (projections/words), so they need no quoting.
 */
export function nodeDocument(
  title: string,
  description: string | null | undefined,
  key?: { system: string; code: string },
  referred: string[] = [],
  references: readonly Reference[] = crossReferences(description, key?.code),
): { doc: string; lexemes: string[] } {
  // each stem's positions as numbers, position * 4 + its weight's index in WEIGHTS, written out once at the end
  const positions = new Map<string, number[]>();
  let pos = 0;
  for (const t of terms(indexedTitle(title))) add(positions, t, ++pos * 4 + AT_A);
  const { lead, leadExcepts, phrases } = description ? descriptionParts(description) : NO_PARTS;
  for (const t of lead) add(positions, t, ++pos * 4 + AT_D);
  // the configuration is read only for the few nodes with example phrases (once per node it was a tenth of a replay's CPU)
  const own =
    key && phrases.length && holdoutEnabled() ? phrases.filter((p) => !heldOut(key.system, key.code, p)) : phrases;
  // its own example phrases, then what other codes' cross-references send here, each in its run of positions
  let base = EXAMPLES_AT;
  // a phrase's own except clause ("Gasoline merchant wholesalers (except bulk stations, terminals)") is what it is
  // not: its words go with the exclusions (C), not the phrase
  const excepts: string[] = [...exceptClauses(title), ...leadExcepts];
  for (let k = 0, n = own.length + referred.length; k < n && base + STRIDE <= EXCLUDED_AT; k++, base += STRIDE) {
    const phrase = k < own.length ? own[k] : referred[k - own.length];
    const said = MAY_EXCEPT.test(phrase) ? indexedTitle(phrase) : phrase;
    if (said !== phrase) excepts.push(...exceptClauses(phrase));
    // a break (punctuation, "of", "for", "and") takes a position: the parse tells a word modifying the next
    const ts = termsWithBreaks(said);
    for (let j = 0; j < ts.length && j < STRIDE - 1; j++)
      if (ts[j] !== null) add(positions, ts[j]!, (base + j) * 4 + AT_B);
  }
  pos = EXCLUDED_AT;
  for (const phrase of excepts) for (const t of terms(phrase)) if (pos < MAX_POS) add(positions, t, ++pos * 4 + AT_C);
  for (const r of references)
    for (const t of pos < MAX_POS ? terms(r.phrase) : []) if (pos < MAX_POS) add(positions, t, ++pos * 4 + AT_C);
  const lexemes = [...positions.keys()].sort();
  let doc = '';
  for (const l of lexemes) {
    const list = positions.get(l)!;
    doc += `${doc ? ' ' : ''}'${l}':${list[0] >> 2}${WEIGHTS[list[0] & 3]}`;
    for (let i = 1; i < list.length; i++) doc += `,${list[i] >> 2}${WEIGHTS[list[i] & 3]}`;
  }
  return { doc, lexemes };
}
/** The stems of a description's lead prose and its example phrases; the latest 10,000 descriptions' kept (shared: read only). */
const descriptionParts = recentAnswers(10_000, (description: string) => {
  // the lead's except clauses ("computer training (except computer repair)") go with the exclusions (C)
  const { said, excepts } = proseExcepts(leadProse(description));
  return { lead: terms(said), leadExcepts: excepts, phrases: examplePhrases(description) };
});
const NO_PARTS = { lead: [], leadExcepts: [], phrases: [] };

/** A stem's position, its first POSITIONS_PER_STEM kept (a function of the module: tsx names every closure made per call). */
function add(positions: Map<string, number[]>, t: string, p: number): void {
  const list = positions.get(t);
  if (!list) positions.set(t, [p]);
  else if (list.length < POSITIONS_PER_STEM) list.push(p);
}
/** A position's weight as written in the literal (D, the default, is not written). */
const WEIGHTS = ['A', 'B', 'C', ''],
  [AT_A, AT_B, AT_C, AT_D] = [0, 1, 2, 3];

/**
 * How many documents' parses a process keeps (the latest ranked; ~1 KB each): a classify ranks the same
 * documents in several passes (the whole text, its segment, the evidence systems, a parent's children),
 * and the common ones in most requests.
 */
const PARSES_KEPT = 10_000;
const parses = new Map<string, ParsedDoc>();

/** `parseDocument`, remembered by the document's text (the same text, the same parse: shared, never changed). */
export function parsedDocument(text: string): ParsedDoc {
  let doc = parses.get(text);
  if (doc) parses.delete(text);
  else doc = parseDocument(text);
  parses.set(text, doc);
  if (parses.size > PARSES_KEPT) parses.delete(parses.keys().next().value!);
  return doc;
}

/**
 * Parses the tsvector text PostgreSQL sends back ('bake':1A 'bread':2A,5,1025B): one pass over the
 * characters (a stem is letters and digits, never a quote), no regular expression or split.
 */
export function parseDocument(text: string): ParsedDoc & { allExamples: Set<string> | null } {
  const title = new Set<string>(),
    description = new Set<string>(),
    excluded = new Set<string>(),
    allExamples = new Set<string>();
  const examples: Set<string>[] = [];
  const order: (string | undefined)[][] = [];
  let titleLength = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const open = text.indexOf("'", i);
    if (open < 0) break;
    const close = text.indexOf("'", open + 1);
    // a stem with its positions: 'stem':p,p,... (a lexeme without positions is skipped)
    if (close < 0) break;
    if (close === open + 1 || text.charCodeAt(close + 1) !== COLON) {
      i = open + 1;
      continue;
    }
    const stem = text.slice(open + 1, close);
    let inTitle = false;
    i = close + 2;
    for (;;) {
      let pos = 0,
        digits = 0,
        c = text.charCodeAt(i);
      for (; c >= ZERO && c <= NINE; c = text.charCodeAt(++i), digits++) pos = pos * 10 + (c - ZERO);
      if (c === A) inTitle = true;
      else if (c === B) {
        const k = Math.floor((pos - EXAMPLES_AT) / STRIDE);
        if (k >= 0) {
          (examples[k] ??= new Set()).add(stem);
          (order[k] ??= [])[pos - EXAMPLES_AT - k * STRIDE] = stem;
          allExamples.add(stem);
        }
      } else if (c === C) excluded.add(stem);
      else if (digits) description.add(stem);
      if (c >= A && c <= D) c = text.charCodeAt(++i);
      if (c !== COMMA) break;
      i++;
    }
    if (inTitle) {
      title.add(stem);
      titleLength += 1;
    }
  }
  return {
    title,
    description,
    titleLength,
    examples: examples.filter(Boolean),
    exampleOrder: order.filter(Boolean),
    allExamples: allExamples.size ? allExamples : null,
    excluded,
    titleStems: [...title].sort().join(' '),
  };
}
const [COLON, COMMA, ZERO, NINE, A, B, C, D] = [':', ',', '0', '9', 'A', 'B', 'C', 'D'].map((c) => c.charCodeAt(0));
