import type { ParsedDoc } from './document.ts';
import type { TermGroup } from './expand.ts';

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
  /** How much of the score the share of the text a code excludes takes away. */
  excluded: 0.8,
} as const;

export interface WeightedGroup extends TermGroup {
  weight: number;
}
export interface Scored {
  score: number;
  matched: string[];
}

const holds = (set: Set<string>, form: string[]) => form.every((s) => set.has(s));
const own = (g: TermGroup, forms: string[][]) => forms.some((a) => a.join(' ') === g.stems.join(' '));

/** The title's score: coverage of the text (title in full, description and examples at half), times precision. */
function titleScore(doc: ParsedDoc, groups: WeightedGroup[], total: number, matched: Set<string>): number {
  let got = 0;
  const explained = new Set<string>();
  const anyExample = doc.examples.length ? new Set(doc.examples.flatMap((e) => [...e])) : null;
  for (const g of groups) {
    const inTitle = g.alternatives.filter((a) => holds(doc.title, a));
    if (inTitle.length) {
      // The text's own words count in full; a synonym's a little less.
      got += g.weight * (own(g, inTitle) ? 1 : WEIGHTS.synonym);
      matched.add(g.text);
      for (const a of inTitle) for (const s of a) explained.add(s);
    } else if (g.alternatives.some((a) => holds(doc.description, a) || (anyExample && holds(anyExample, a)))) {
      got += g.weight * WEIGHTS.description;
      matched.add(g.text);
    }
  }
  if (!got) return 0;
  const precision = doc.titleLength ? Math.min(1, explained.size / doc.titleLength) : 0;
  return (got / total) * (1 - WEIGHTS.precision + WEIGHTS.precision * precision);
}

/** The best single example phrase's score, measured as a title would be. */
function exampleScore(doc: ParsedDoc, groups: WeightedGroup[], total: number, matched: Set<string>): number {
  let best = 0,
    bestWords: string[] = [];
  for (const ex of doc.examples) {
    let got = 0;
    const explained = new Set<string>(),
      words: string[] = [];
    for (const g of groups) {
      const hit = g.alternatives.filter((a) => holds(ex, a));
      if (!hit.length) continue;
      got += g.weight * (own(g, hit) ? 1 : WEIGHTS.synonym);
      words.push(g.text);
      for (const a of hit) for (const s of a) explained.add(s);
    }
    if (!got) continue;
    const score = (got / total) * (1 - WEIGHTS.precision + WEIGHTS.precision * Math.min(1, explained.size / ex.size));
    if (score > best) [best, bestWords] = [score, words];
  }
  for (const w of bestWords) matched.add(w);
  return best * WEIGHTS.example;
}

export function scoreDocument(
  doc: ParsedDoc,
  groups: WeightedGroup[],
  f: { leaf: boolean; residual: boolean; prior: number },
): Scored {
  const total = groups.reduce((n, g) => n + g.weight, 0);
  const matched = new Set<string>();
  if (!total) return { score: 0, matched: [] };
  const base = Math.max(titleScore(doc, groups, total, matched), exampleScore(doc, groups, total, matched));
  if (!base) return { score: 0, matched: [] };
  // "Pet Care (except Veterinary)": the share of the text this code excludes (and does not name) counts against it.
  let excluded = 0;
  for (const g of groups)
    if (!matched.has(g.text) && g.alternatives.some((a) => holds(doc.excluded, a))) excluded += g.weight;
  // The distinguishing idea (the heaviest) matched nowhere: only the generic activity did.
  const heaviest = groups.reduce((a, b) => (b.weight > a.weight ? b : a));
  const generic = groups.length > 1 && !matched.has(heaviest.text);
  const score =
    base *
    (1 - (WEIGHTS.excluded * excluded) / total) *
    (f.leaf ? 1 : WEIGHTS.nonLeaf) *
    (f.residual ? (generic ? WEIGHTS.residualFallback : WEIGHTS.residual) : 1) *
    f.prior;
  return {
    score: Math.min(1, Math.round(score * 10_000) / 10_000),
    matched: groups.map((g) => g.text).filter((t) => matched.has(t)),
  };
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
