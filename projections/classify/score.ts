import type { ParsedDoc } from './document.ts';
import type { TermGroup } from './expand.ts';
import type { Bridge } from './bridge.ts';
import { GENERIC } from './generic.ts';
import { PLACES } from './text.ts';

/**
 * The ranker's score of one document for one query, in 0..1: the better of
 *   the title   coverage (share of the query's weight, idf per group, found: in the title in full,
 *               in the description's lead prose or any example at half) times precision (share of
 *               the title's stems the query accounts for: a short title saying what the text says
 *               beats a long one saying more);
 *   an example  the same measured on the best single example phrase (NAICS illustrative examples,
 *               ISCO examples, ...), a little below a title;
 *   less the share of the text the code excludes ("except X", "This class excludes: X"), and small
 *   factors preferring leaves over their parents, named categories over residual ("Other ...",
 *   "n.e.c.") ones unless only the generic words matched, and the major systems over national copies.
 */
export const WEIGHTS = {
  description: 0.5,
  precision: 0.3,
  nonLeaf: 0.97,
  residual: 0.96,
  /** A residual code when the text's distinguishing idea matched nowhere in it: the catch-all fits best. */
  residualFallback: 1.04,
  head: 1.5,
  synonym: 0.9,
  /** An example phrase that says what the text says counts a little below the title saying it. */
  example: 0.92,
  /** A listing title's precision measured on its best item, at this share ("Hairdressers, Hairstylists, and ..."). */
  listItem: 0.9,
  /** How much of the score the share of the text a code excludes takes away. */
  excluded: 0.8,
  /**
   * The text's head names an establishment ("post office") that a title or phrase names only to say something else
   * about it ("Post office construction"): the head counts this share there, as the description's prose would.
   */
  modifier: 0.5,
} as const;

export interface WeightedGroup extends TermGroup {
  weight: number;
  /** Names only the kind of activity ("manufacturing", "services"; generic.ts). */
  generic?: boolean;
  /** WordNet forms standing in for a one-word idea the document lacks (bridge.ts), factors set by rarity. */
  bridges?: Bridge[];
  /** The head of the text's phrase (rank.ts `weigh`) naming a place of business or a trade (text.ts `namesPlace`). */
  place?: boolean;
}
/** A part's stems by position, a hole or null where its words break (text.ts `termsWithBreaks`). */
export type Order = readonly (string | null | undefined)[];
/** A word of the text matched only through a related word (WordNet). */
export interface BridgedWord {
  word: string;
  to: string;
  relation: Bridge['relation'];
}
export interface Scored {
  score: number;
  /** What carried the score: the title (with the prose and examples at half) or the best example phrase. */
  by: 'title' | 'example';
  /** The title, or one example phrase, holds every idea of the text in its own words (no bridge, not the prose). */
  named: boolean;
  matched: string[];
  bridged: BridgedWord[];
}

// the scoring's innermost tests, as plain loops: a classify calls them ~100,000 times, and an arrow made per call
// (`form.every((s) => set.has(s))`) costs more than the test
function holds(set: Pick<ReadonlySet<string>, 'has'>, form: string[]): boolean {
  for (let i = 0; i < form.length; i++) if (!set.has(form[i])) return false;
  return true;
}
/** The form is the text's own words (the group's stems), not a synonym: compared stem by stem, no joined strings. */
function isOwn(g: TermGroup, a: string[]): boolean {
  if (a.length !== g.stems.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== g.stems[i]) return false;
  return true;
}
/** Some form is in the set. */
function someHeld(set: Pick<ReadonlySet<string>, 'has'>, forms: string[][]): boolean {
  for (let i = 0; i < forms.length; i++) if (holds(set, forms[i])) return true;
  return false;
}
/** The strongest bridge of the group found in the set. */
const bridgeIn = (set: Set<string>, g: WeightedGroup): Bridge | undefined => {
  let best: Bridge | undefined;
  for (const b of g.bridges ?? []) if ((!best || b.factor > best.factor) && holds(set, b.form)) best = b;
  return best;
};
type Bridged = Map<string, Bridge>;
/** The title negates the word ("Food Servers, NONRESTAURANT"): it counts against the code wherever else it appears. */
const negated = (doc: ParsedDoc, g: TermGroup) => g.stems.length === 1 && doc.title.has(`non${g.stems[0]}`);

/** The form is in the description's lead prose or in one of the example phrases. */
const elsewhere = (doc: ParsedDoc, f: string[]) =>
  holds(doc.description, f) || (!!doc.allExamples && holds(doc.allExamples, f));
/** Some form is in the description's lead prose or in one of the example phrases. */
function someElsewhere(doc: ParsedDoc, forms: string[][]): boolean {
  for (let i = 0; i < forms.length; i++) if (elsewhere(doc, forms[i])) return true;
  return false;
}
/** The strongest bridge found in the lead prose or the examples, the first of equals (as a stable sort by factor would put it). */
function bridgeElsewhere(doc: ParsedDoc, g: WeightedGroup): Bridge | undefined {
  let best: Bridge | undefined;
  for (const b of g.bridges ?? []) if (elsewhere(doc, b.form) && (!best || b.factor > best.factor)) best = b;
  return best;
}
/** The best share of a listing title's item the explained stems cover (0 without items; NaN propagates as Math.max does). */
function bestItemShare(items: readonly string[][], explained: ReadonlySet<string>): number {
  let best = 0;
  for (const it of items) {
    let n = 0;
    for (let i = 0; i < it.length; i++) if (explained.has(it[i])) n++;
    best = Math.max(best, n / it.length);
  }
  return best;
}

/**
 * The form stands in the part only to say something of another word ("POST OFFICE construction", "DENTISTS' chairs",
 * "Poultry FARM equipment"): wherever its last stem stands, the next position holds a word the text does not say
 * that is neither generic ("Gasoline stations, merchant WHOLESALERS") nor a place ("Steel MILLS", "Dentists'
 * OFFICES"). A form the part does not hold in order is not said so.
 */
export function onlyModifies(order: Order | undefined, form: string[], said: ReadonlySet<string>): boolean {
  if (!order) return false;
  const last = form[form.length - 1];
  let seen = false;
  for (let i = 0; i < order.length; i++) {
    if (order[i] !== last) continue;
    const next = order[i + 1];
    if (next == null || said.has(next) || GENERIC.has(next) || PLACES.has(next)) return false;
    seen = true;
  }
  return seen;
}
/**
 * A form of two words or more the part holds only with a word the text does not say between them ("gas station" in
 * "Liquefied petroleum GAS (LPG) bulk STATIONS"): not the idea the text names. Words apart across a break alone
 * ("Filling STATIONS, GASOLINE", the NAICS index's inverted entries) are said together.
 */
export function scattered(order: Order | undefined, form: string[], said: ReadonlySet<string>): boolean {
  if (!order || form.length < 2) return false;
  let best = Infinity;
  // the narrowest window holding every stem of the form, by the foreign words inside it
  for (let i = 0; i < order.length; i++) {
    if (order[i] == null || !form.includes(order[i]!)) continue;
    const left = new Set(form);
    let foreign = 0;
    for (let j = i; j < order.length && foreign < best; j++) {
      const s = order[j];
      if (s == null) continue;
      if (left.delete(s) && !left.size) {
        best = foreign;
        break;
      }
      if (!form.includes(s) && !said.has(s)) foreign++;
    }
  }
  return best > 0;
}
/** Where the text's words stand in a part matters: some idea names a place (`place`) or is a compound. */
export const readsOrder = (groups: WeightedGroup[]): boolean =>
  groups.some((g) => g.place || g.alternatives.some((a) => a.length > 1));
/**
 * Every stem the text's ideas say in any of their forms, when `readsOrder`: made once per segment's weighted ideas
 * (the ranker scores hundreds of candidates against the same array).
 */
function saidStems(groups: WeightedGroup[]): Set<string> | undefined {
  if (saidOf.has(groups)) return saidOf.get(groups);
  let out: Set<string> | undefined;
  if (readsOrder(groups)) {
    out = new Set<string>();
    for (const g of groups) for (const a of g.alternatives) for (const s of a) out.add(s);
  }
  saidOf.set(groups, out);
  return out;
}
const saidOf = new WeakMap<WeightedGroup[], Set<string> | undefined>();
/** The text's place idea (`place`), matched in the part by `form`, is said there only of another word. */
const modifies = (g: WeightedGroup, order: Order | undefined, form: string[], said: ReadonlySet<string> | undefined) =>
  !!said && ((!!g.place && onlyModifies(order, form, said)) || scattered(order, form, said));

/** The title's score: coverage of the text (title in full, description and examples at half), times precision. */
function titleScore(
  doc: ParsedDoc,
  groups: WeightedGroup[],
  total: number,
  matched: Set<string>,
  bridged: Bridged,
  items: readonly string[][],
  order?: Order,
  said?: ReadonlySet<string>,
): number {
  let got = 0;
  const explained = scratch.explained;
  explained.clear();
  for (const g of groups) {
    if (negated(doc, g)) continue;
    let inTitle = false,
      ownInTitle = false,
      asHead = false;
    for (const a of g.alternatives)
      if (holds(doc.title, a)) {
        inTitle = true;
        if (!ownInTitle && isOwn(g, a)) ownInTitle = true;
        if (!asHead && !modifies(g, order, a, said)) asHead = true;
        for (const s of a) explained.add(s);
      }
    let b: Bridge | undefined;
    if (inTitle) {
      // The text's own words count in full; a synonym's a little less; a place said only of another word, half.
      got += g.weight * (ownInTitle ? 1 : WEIGHTS.synonym) * (asHead ? 1 : WEIGHTS.modifier);
      matched.add(g.text);
    } else if ((b = bridgeIn(doc.title, g))) {
      got += g.weight * b.factor;
      matched.add(g.text);
      bridged.set(g.text, b);
      for (const s of b.form) explained.add(s);
    } else if (someElsewhere(doc, g.alternatives)) {
      got += g.weight * WEIGHTS.description;
      matched.add(g.text);
    } else if ((b = bridgeElsewhere(doc, g))) {
      got += g.weight * WEIGHTS.description * b.factor;
      matched.add(g.text);
      bridged.set(g.text, b);
    }
  }
  if (!got) return 0;
  // A listing title is as precise as its best item the text names ("Hairdressers, Hairstylists, and ...").
  const ofItems = WEIGHTS.listItem * bestItemShare(items, explained);
  const precision = Math.max(doc.titleLength ? Math.min(1, explained.size / doc.titleLength) : 0, ofItems);
  return (got / total) * (1 - WEIGHTS.precision + WEIGHTS.precision * precision);
}

/** The best single example phrase's score, measured as a title would be. */
export function exampleScore(
  doc: ParsedDoc,
  groups: WeightedGroup[],
  total: number,
  matched: Set<string>,
  bridged: Bridged,
  said?: ReadonlySet<string>,
): number {
  let best = 0,
    bestWords: string[] | undefined,
    bestBridges: Bridged | undefined;
  for (let k = 0; k < doc.examples.length; k++) {
    const ex = doc.examples[k];
    // most phrases match no idea: their sets and lists are made only once one does (a classify scores thousands)
    let got = 0,
      explained: Set<string> | undefined,
      words: string[] | undefined,
      bridges: Bridged | undefined;
    for (const g of groups) {
      let hit = false,
        ownHit = false,
        asHead = false;
      for (const a of g.alternatives)
        if (holds(ex, a)) {
          hit = true;
          if (!ownHit && isOwn(g, a)) ownHit = true;
          if (!asHead && !modifies(g, doc.exampleOrder?.[k], a, said)) asHead = true;
          for (const s of a) (explained ??= new Set()).add(s);
        }
      if (hit) got += g.weight * (ownHit ? 1 : WEIGHTS.synonym) * (asHead ? 1 : WEIGHTS.modifier);
      else {
        const b = bridgeIn(ex, g);
        if (!b) continue;
        got += g.weight * b.factor;
        (bridges ??= new Map()).set(g.text, b);
        for (const s of b.form) (explained ??= new Set()).add(s);
      }
      (words ??= []).push(g.text);
    }
    if (!got) continue;
    const score =
      (got / total) * (1 - WEIGHTS.precision + WEIGHTS.precision * Math.min(1, (explained?.size ?? 0) / ex.size));
    if (score > best) {
      best = score;
      bestWords = words;
      bestBridges = bridges;
    }
  }
  if (bestWords) for (const w of bestWords) matched.add(w);
  if (bestBridges) for (const [w, b] of bestBridges) if (!bridged.has(w)) bridged.set(w, b);
  return best * WEIGHTS.example;
}

export function scoreDocument(
  doc: ParsedDoc,
  groups: WeightedGroup[],
  f: {
    leaf: boolean;
    residual: boolean;
    prior: number;
    unknownIdea?: boolean;
    items?: readonly string[][];
    /** The title's stems by position, its breaks null (text.ts `termsWithBreaks`). */
    titleOrder?: Order;
  },
): Scored {
  let total = 0;
  for (const g of groups) total += g.weight;
  if (!total) return none();
  // the working sets are the module's own, emptied per call: the result copies what it keeps from them
  const { matched, inTitle, inExample } = scratch;
  matched.clear();
  inTitle.clear();
  inExample.clear();
  const said = saidStems(groups);
  const byTitle = titleScore(doc, groups, total, matched, inTitle, f.items ?? [], f.titleOrder, said);
  const byExample = exampleScore(doc, groups, total, matched, inExample, said);
  const base = Math.max(byTitle, byExample);
  if (!base) return none();
  const bridged = byTitle >= byExample ? inTitle : inExample;
  // "Pet Care (except Veterinary)": the share of the text this code excludes (and does not name) counts against it.
  let excluded = 0;
  // The distinguishing idea (the heaviest, the first of equals) matched nowhere, or the text's only distinguishing
  // word is unknown to the index: only the generic activity did.
  let heaviest = groups[0],
    allGeneric = true;
  for (const g of groups) {
    if ((!matched.has(g.text) && someHeld(doc.excluded, g.alternatives)) || negated(doc, g)) excluded += g.weight;
    if (g.weight > heaviest.weight) heaviest = g;
    if (!g.generic) allGeneric = false;
  }
  const generic = (groups.length > 1 && !matched.has(heaviest.text)) || (!!f.unknownIdea && allGeneric);
  const score =
    base *
    (1 - (WEIGHTS.excluded * excluded) / total) *
    (f.leaf ? 1 : WEIGHTS.nonLeaf) *
    (f.residual ? (generic ? WEIGHTS.residualFallback : WEIGHTS.residual) : 1) *
    f.prior;
  const words: string[] = [];
  for (const g of groups) if (matched.has(g.text)) words.push(g.text);
  const bridgedWords: BridgedWord[] = [];
  for (const [word, b] of bridged) bridgedWords.push({ word, to: b.to, relation: b.relation });
  return {
    score: Math.min(1, Math.round(score * 10_000) / 10_000),
    by: byTitle >= byExample ? 'title' : 'example',
    matched: words,
    bridged: bridgedWords,
    named: namesAll(doc.title, groups) || someNamesAll(doc.examples, groups),
  };
}
/**
 * scoreDocument's working sets, made once: a classify scores thousands of documents, and four fresh sets and maps
 * each were a fifth of the garbage a request made (scoring is synchronous: no call sees another's).
 */
const scratch = {
  matched: new Set<string>(),
  inTitle: new Map<string, Bridge>() as Bridged,
  inExample: new Map<string, Bridge>() as Bridged,
  explained: new Set<string>(),
};
/** Nothing of the document matched (a fresh object: the caller may set its fields). */
const none = (): Scored => ({ score: 0, by: 'title', named: false, matched: [], bridged: [] });

/** Some example phrase holds every idea of the text. */
function someNamesAll(examples: Set<string>[], groups: WeightedGroup[]): boolean {
  for (let i = 0; i < examples.length; i++) if (namesAll(examples[i], groups)) return true;
  return false;
}

/** The part (a title or one example phrase) holds every idea of the text, each in one of its forms. */
export function namesAll(part: Set<string>, groups: WeightedGroup[]): boolean {
  for (const g of groups) {
    let some = false;
    for (const a of g.alternatives)
      if (holds(part, a)) {
        some = true;
        break;
      }
    if (!some) return false;
  }
  return true;
}

/** Inverse document frequency of a group: that of its rarest form's commonest stem, from the query's own words. */
export function groupWeight(g: TermGroup, df: Map<string, number>, total: number): number {
  const idf = (s: string) => (df.has(s) ? Math.log(1 + total / df.get(s)!) : 0);
  const own = g.stems.map(idf);
  if (own.every((x) => x > 0)) return own.reduce((a, b) => a + b, 0) / Math.sqrt(own.length);
  // The user's word is unknown to the index; a synonym may still be known.
  const forms = g.alternatives.map((a) => Math.min(...a.map(idf)));
  return Math.max(0, ...forms);
}
