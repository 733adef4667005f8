import type { ParsedDoc } from './document.ts';
import type { TermGroup } from './expand.ts';

/**
 * The ranker's score of one document for one query, in 0..1:
 *   coverage  share of the query's weight (idf per group) found: in the title in full, in the
 *             description's lead prose at half weight;
 *   precision share of the title's stems that the query accounts for (a short title that says
 *             what the text says beats a long one that says more);
 *   and small factors preferring leaves over their parents, named categories over residual
 *   ("Other ...", "n.e.c.") ones, and the major systems over their national copies.
 */
export const WEIGHTS = {
  description: 0.5,
  precision: 0.3,
  nonLeaf: 0.97,
  residual: 0.96,
  head: 1.5,
  synonym: 0.9,
} as const;

export interface WeightedGroup extends TermGroup {
  weight: number;
}
export interface Scored {
  score: number;
  matched: string[];
}

const holds = (set: Set<string>, form: string[]) => form.every((s) => set.has(s));

export function scoreDocument(
  doc: ParsedDoc,
  groups: WeightedGroup[],
  f: { leaf: boolean; residual: boolean; prior: number },
): Scored {
  let total = 0,
    got = 0;
  const matched: string[] = [];
  const explained = new Set<string>();
  for (const g of groups) {
    total += g.weight;
    const inTitle = g.alternatives.filter((a) => holds(doc.title, a));
    if (inTitle.length) {
      // The text's own words count in full; a synonym's a little less.
      got += g.weight * (inTitle.some((a) => a.join(' ') === g.stems.join(' ')) ? 1 : WEIGHTS.synonym);
      matched.push(g.text);
      for (const a of inTitle) for (const s of a) explained.add(s);
      continue;
    }
    const both = new Set([...doc.title, ...doc.description]);
    if (g.alternatives.some((a) => holds(both, a))) {
      got += g.weight * WEIGHTS.description;
      matched.push(g.text);
    }
  }
  if (!total || !got) return { score: 0, matched };
  const coverage = got / total;
  const precision = doc.titleLength ? Math.min(1, explained.size / doc.titleLength) : 0;
  const score =
    coverage *
    (1 - WEIGHTS.precision + WEIGHTS.precision * precision) *
    (f.leaf ? 1 : WEIGHTS.nonLeaf) *
    (f.residual ? WEIGHTS.residual : 1) *
    f.prior;
  return { score: Math.round(score * 10_000) / 10_000, matched };
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
