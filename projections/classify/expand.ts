import vocabulary from './synonyms.json' with { type: 'json' };
import { stem } from './stem.ts';
import {
  asides,
  brandWords,
  customerClauses,
  exceptParts,
  indexedTitle,
  nameKind,
  queryWords,
  terms,
  words,
} from './text.ts';

/**
 * A query as term groups: each group is one idea of the text ("truck", "coffee shop") with its
 * interchangeable forms (each a list of stems that must all be present). A document matches a
 * group when it holds every stem of one of the group's forms.
 */
export interface TermGroup {
  text: string;
  stems: string[];
  alternatives: string[][];
  /** After a preposition ("waiter IN A RESTAURANT", "programming FOR CLIENTS"): a complement, not the phrase's head. */
  complement?: boolean;
  /** Named only in the text's except clause ("Live theatrical productions (except DANCE)"): what the text is not. */
  excepted?: boolean;
  /** Named only in an "(e.g., ...)" aside ("Professional schools (e.g., DENTAL, LAW)"): an illustration. */
  aside?: boolean;
  /** Named only where a description says whom the firm works for ("parts for the AUTOMOTIVE INDUSTRY"): a customer. */
  customer?: boolean;
  /** Named only in the brand words of a description's firm name ("METRO Haul provides ..."): not the activity. */
  brand?: boolean;
  /** Named only in a posting title's department ("Pharmacist - RETAIL"): where in the firm, not the job. */
  department?: boolean;
  /** Named in the kind words of a description's firm name ("Blue Ridge ROOFING installs ..."): the head (rank.ts `weigh`). */
  kind?: boolean;
  /** A misspelt word read as the indexed stem one edit away (typos.ts): a guess, so bridged only to its own forms (bridge.ts). */
  retyped?: boolean;
}

/** A preposition opening a complement: the head of the phrase is before it ("of" binds the head's object: kept). */
const COMPLEMENT = /\s(?:in|at|for|on|from|by|to|near|inside|within|around)\s/i;

const ABBREVIATIONS = new Map(Object.entries(vocabulary.abbreviations as Record<string, string>));
/** Upper-case abbreviations that are ordinary words in lower case. */
const CASED: [RegExp, string][] = [
  [/\bIT\b/g, 'information technology'],
  [/\bUS\b/g, 'united states'],
  [/\bPA\b/g, 'physician assistant'],
];

const stemsOf = (phrase: string) => words(phrase).map(stem);
const key = (stems: string[]) => stems.join(' ');

/** Phrase (stems joined by spaces) -> every form of every synonym set holding it. */
const SYNONYMS = new Map<string, string[][]>();
let longestPhrase = 1;
for (const set of vocabulary.synonyms as string[][]) {
  const forms = set.map(stemsOf).filter((f) => f.length);
  for (const f of forms) {
    longestPhrase = Math.max(longestPhrase, f.length);
    const merged = SYNONYMS.get(key(f)) ?? [];
    for (const g of forms) if (!merged.some((m) => key(m) === key(g))) merged.push(g);
    SYNONYMS.set(key(f), merged);
  }
}

/**
 * The text's distinct stems sorted with its abbreviations expanded ("Maint Tech" -> maintenance technician),
 * read as the coding aids' phrases are (aids.ts `phraseKey`): a second key for their phrases. Every word the
 * text says is kept, so the key still says exactly the text: a title's "Business", "Family" or "Work" is part
 * of it ("Business Manager" is not "Manager"), where free text's filler drops them from the ideas.
 */
export function expandedKey(text: string): string {
  return [...new Set(terms(spelledOut(text).join(' ')))].sort().join(' ');
}

/** The text's words in order with its abbreviations spelt out and its seniority abbreviations dropped (lower case). */
export function spelledOut(text: string): string[] {
  let t = text;
  for (const [re, expansion] of CASED) t = t.replace(re, expansion);
  return words(
    words(t)
      .filter((w) => !SENIORITY.has(w))
      .map((w) => ABBREVIATIONS.get(w) ?? w)
      .join(' '),
  );
}
/** Seniority abbreviations a posting may leave in a title ("Sr", "Jr"): not part of the occupation. */
const SENIORITY = new Set(['sr', 'jr', 'snr']);

/**
 * The text's stems in order as the learned model reads them (model/blend.ts): its abbreviations spelt out
 * ("Maint Tech" -> maintenance technician) and its misspelt or clipped stems read as the indexed ones
 * (`typos`, typos.ts), as the ranker reads its ideas; the rest as the model's phrases were read (`terms`).
 */
export function modelStems(text: string, typos?: Map<string, string>): string[] {
  let t = text;
  for (const [re, expansion] of CASED) t = t.replace(re, expansion);
  const spelt = words(t)
    .map((w) => ABBREVIATIONS.get(w) ?? w)
    .join(' ');
  return terms(spelt).map((s) => typos?.get(s) ?? s);
}

/**
 * A posting title's stems as the learned model reads them without the departments after its dash ("Meat Department
 * Butcher", the reading of "Butcher - Meat Department": butcher; rank.ts `SegmentQuery.modelOwn`); the whole reading
 * when the departments say every word of it.
 */
export function modelOwnStems(text: string, departments: string[], typos?: Map<string, string>): string[] {
  const stems = modelStems(text, typos);
  const inDepartments = new Set(departments.flatMap((d) => modelStems(d, typos)));
  const own = stems.filter((s) => !inDepartments.has(s));
  return own.length ? own : stems;
}

/**
 * A description segment's stems as the learned model reads them without the ideas it names only for its customers or
 * in its name's brand (`markCustomers`, `markBrand`), when it has any (rank.ts `SegmentQuery.modelOwn`): the model's
 * probability of a code is the mean of its readings with and without them, as the ranker weighs those ideas half
 * (`CUSTOMER_FACTOR`). Read whole, "scheduling software for dental practices and veterinary clinics" leaned to the
 * veterinarians, "housings for the medical equipment and aerospace industries" to the customers' products.
 */
export function modelFirmOwn(
  seg: string,
  groups: TermGroup[],
  typos?: Map<string, string>,
): { modelOwn: string[] } | undefined {
  const others = new Set(groups.filter((g) => g.customer || g.brand).flatMap((g) => g.stems));
  if (!others.size) return undefined;
  const own = new Set(groups.filter((g) => !g.customer && !g.brand).flatMap((g) => g.stems));
  const stems = modelStems(seg, typos);
  const kept = stems.filter((s) => !others.has(s) || own.has(s));
  return kept.length && kept.length < stems.length ? { modelOwn: kept } : undefined;
}

/**
 * The text's ideas. `phrases: false` reads every word as its own idea (its one-word synonyms kept):
 * what a phrase the scope knows nowhere as a whole falls back to (classify.ts). `typos`: stems read as
 * others (a misspelt stem -> the indexed stem one edit away, typos.ts).
 */
export function queryGroups(text: string, phrases = true, typos?: Map<string, string>): TermGroup[] {
  const cut = COMPLEMENT.exec(` ${text} `);
  if (cut && cut.index > 0) {
    // the groups of the words before the preposition are the head part; the rest are complements
    const all = ideasOf(text, phrases, typos);
    const before = ideasOf(text.slice(0, cut.index), phrases, typos).length;
    return markExcepted(text, before ? all.map((g, i) => (i >= before ? { ...g, complement: true } : g)) : all);
  }
  return markExcepted(text, ideasOf(text, phrases, typos));
}

/**
 * Ideas the text names only inside its except clauses ("Metal pulleys (except power transmission)"),
 * or only inside its "(e.g., ...)" asides (text.ts `asides`).
 */
function markExcepted(text: string, groups: TermGroup[]): TermGroup[] {
  const parts = exceptParts(text);
  const aside = new Set(asides(text).flatMap(stemsOf));
  if (!parts.length && !aside.size) return groups;
  const excepted = new Set(parts.flat());
  const outside = new Set(stemsOf(indexedTitle(text).replace(/\(e\.?\s?g\b[^)]*\)/gi, ' ')));
  const only = (set: Set<string>, g: TermGroup) =>
    g.stems.some((s) => set.has(s)) && !g.stems.some((s) => outside.has(s));
  return groups.map((g) => (only(excepted, g) ? { ...g, excepted: true } : only(aside, g) ? { ...g, aside: true } : g));
}

/**
 * The ideas a description names only inside `spans` (and nowhere else in the segment) marked `mark`; groups
 * already marked otherwise are left as they are.
 */
function markOnlyIn(
  text: string,
  spans: string[],
  groups: TermGroup[],
  mark: 'customer' | 'brand' | 'department',
): TermGroup[] {
  if (!spans.length) return groups;
  const inSpans = new Set(spans.flatMap(stemsOf));
  let outsideText = text;
  for (const c of spans) outsideText = outsideText.replace(c, ' ');
  const outside = new Set(stemsOf(outsideText));
  return groups.map((g) =>
    !g.excepted &&
    !g.aside &&
    !g.customer &&
    g.stems.some((s) => inSpans.has(s)) &&
    !g.stems.some((s) => outside.has(s))
      ? { ...g, [mark]: true }
      : g,
  );
}

/**
 * A description's segment with the ideas it names only in its customer clauses marked (text.ts `customerClauses`):
 * who the firm works for, not what it does.
 */
export const markCustomers = (text: string, groups: TermGroup[]): TermGroup[] =>
  markOnlyIn(text, customerClauses(text), groups, 'customer');

/**
 * A title's segment with the ideas it names only in the departments a posting names after a dash (normalize.ts
 * `titleDepartments`: "Pharmacist - Retail"): where in the firm the job is, not the job.
 */
export const markDepartments = (text: string, named: string[], groups: TermGroup[]): TermGroup[] =>
  markOnlyIn(text, named, groups, 'department');

/**
 * A description's segment with the ideas it names only in the brand words of the firm's name marked (text.ts
 * `brandWords`): "Metro" of "Metro Haul provides local freight trucking" says nothing of the trucking.
 */
export function markBrand(text: string, groups: TermGroup[]): TermGroup[] {
  const kind = new Set(nameKind(text).flatMap(stemsOf));
  return markOnlyIn(text, brandWords(text), groups, 'brand').map((g) =>
    kind.size && !g.brand && !g.customer && g.stems.some((s) => kind.has(s)) ? { ...g, kind: true } : g,
  );
}

function ideasOf(text: string, phrases: boolean, typos?: Map<string, string>): TermGroup[] {
  let t = text;
  for (const [re, expansion] of CASED) t = t.replace(re, expansion);
  const ws = queryWords(t).flatMap((w) => (ABBREVIATIONS.has(w) ? queryWords(ABBREVIATIONS.get(w)!) : [w]));
  const stems = ws.map(stem);
  const retyped = new Set<number>();
  if (typos?.size)
    stems.forEach((s, i) => {
      const fixed = typos.get(s);
      if (fixed) [stems[i], ws[i]] = [fixed, fixed];
      if (fixed) retyped.add(i);
    });
  const groups: TermGroup[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < stems.length;) {
    let len = phrases ? Math.min(longestPhrase, stems.length - i) : 1;
    for (; len > 1 && !SYNONYMS.has(key(stems.slice(i, i + len))); len--);
    const own = stems.slice(i, i + len);
    const alternatives = SYNONYMS.get(key(own)) ?? [own];
    const k = alternatives.map(key).sort().join('|');
    if (!seen.has(k)) {
      seen.add(k);
      const guessed = Array.from({ length: len }, (_, j) => i + j).some((j) => retyped.has(j));
      groups.push({
        text: ws.slice(i, i + len).join(' '),
        stems: own,
        alternatives,
        ...(guessed ? { retyped: true } : {}),
      });
    }
    i += len;
  }
  return groups;
}

/** A tsquery over the groups: all of them (mode 'all'), or any; never matching what a code excludes (weight C). */
export function groupQuery(groups: TermGroup[], mode: 'all' | 'any'): string {
  const one = (g: TermGroup) => `(${g.alternatives.map((a) => a.map((s) => `'${s}':ABD`).join(' & ')).join(' | ')})`;
  return groups.map(one).join(mode === 'all' ? ' & ' : ' | ');
}
