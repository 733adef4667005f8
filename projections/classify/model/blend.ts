import type { Queryable } from '../../../platform/db.ts';
import fitted from './blend.json' with { type: 'json' };
import { currentModel, type Held } from './current.ts';
import { stemFeatures } from './features.ts';
import { probabilities } from './train.ts';

/**
 * The one place the learned model meets the lexical ranker (rank.ts): for each searched system the
 * model has learned, its probability of every code for the segment's text. A code's score becomes
 * the noisy-or of its lexical score and the model's probability weighted by `weight`
 * (1 - (1 - score)(1 - weight·p)): it stays in [0, 1], a code either source is sure of scores high,
 * and codes the lexical ranker ties (an alternate title several codes share scores 0.98 on each) are
 * told apart by what the model learned from every other phrase of each. The weight is fitted on a
 * held-out fold (blend.json, `npm run bench:classify-blend`).
 */
let weight: number = fitted.weight;
/** The weight in force; `useBlendWeight` sets another (the fit tries several: bench/classifyBlend.ts). */
export const blendWeight = () => weight;
export const useBlendWeight = (w: number) => void (weight = w);
/** The model's best codes of each system become candidates too (the lexical pass may not have found them). */
export const MODEL_CANDIDATES = 5;
/** A code the text's words match nowhere is an answer only when the model gives it at least this probability. */
export const MODEL_ALONE = 0.2;

export interface Opinion {
  /** The model's probability of the code, undefined when the model does not know its system or code. */
  p(system: string, code: string): number | undefined;
  /** Its `k` most probable codes of the system. */
  top(system: string, k: number): string[];
}

/**
 * The model's opinion of a text, read as its stems (expand.ts `modelStems`: abbreviations spelt out, typos
 * read as the indexed words), in the given systems; null when there is no model or it knows none of them.
 * A classify asks it of the same stems several times (the whole text, its segment, the evidence systems):
 * each system's probabilities are computed once per text (`remembered`).
 */
export async function modelOpinion(db: Queryable, stems: string[], systems: string[]): Promise<Opinion | null> {
  const held = await currentModel(db);
  if (!held) return null;
  const known = remembered(held, stems);
  let features: number[] | undefined;
  const by = new Map<string, { labels: string[]; index: Map<string, number>; p: Float64Array }>();
  for (const system of systems) {
    const head = held.heads.get(system);
    if (!head) continue;
    let p = known.get(system);
    if (p === undefined) {
      features ??= stemFeatures(stems, held.model.buckets);
      known.set(system, (p = probabilities(held.model, head, features)));
    }
    if (p) by.set(system, { labels: head.labels, index: labelIndex(head.labels), p });
  }
  if (!by.size) return null;
  return {
    p: (system, code) => {
      const s = by.get(system);
      const i = s?.index.get(code);
      return i === undefined ? undefined : s!.p[i];
    },
    top: (system, k) => {
      const s = by.get(system);
      return s ? mostProbable(s.p, k).map((i) => s.labels[i]) : [];
    },
  };
}

/**
 * Two readings' opinions counted alike: each code's probability the mean of the two (a code one reading does not know
 * keeps the other's), the most probable codes those of the mean among each reading's own most probable.
 */
export function meanOpinion(a: Opinion, b: Opinion): Opinion {
  const p = (system: string, code: string) => {
    const [x, y] = [a.p(system, code), b.p(system, code)];
    return x === undefined ? y : y === undefined ? x : (x + y) / 2;
  };
  return {
    p,
    top: (system, k) =>
      [...new Set([...a.top(system, k), ...b.top(system, k)])]
        .sort((x, y) => p(system, y)! - p(system, x)!)
        .slice(0, k),
  };
}

/**
 * The indexes of the `k` highest probabilities, highest first, the lower index first among equals (the
 * order of sorting them all), in one pass: no sort of every label per call.
 */
export function mostProbable(p: Float64Array, k: number): number[] {
  const best: number[] = [];
  for (let i = 0; i < p.length; i++) {
    if (best.length === k && !(p[i] > p[best[k - 1]])) continue;
    let at = best.length === k ? k - 1 : best.length;
    while (at > 0 && p[best[at - 1]] < p[i]) {
      best[at] = best[at - 1];
      at--;
    }
    best[at] = i;
  }
  return best;
}

/** Texts whose probabilities a process keeps, per model (the latest asked; ~3 systems' labels each). */
const RECENT_TEXTS = 64;
const recent = new WeakMap<Held, Map<string, Map<string, Float64Array | null>>>();
/** The probabilities per system already computed for these stems by this model (shared: never changed). */
function remembered(held: Held, stems: string[]): Map<string, Float64Array | null> {
  let texts = recent.get(held);
  if (!texts) recent.set(held, (texts = new Map()));
  const key = stems.join(' ');
  let known = texts.get(key);
  if (known) texts.delete(key);
  else known = new Map();
  texts.set(key, known);
  if (texts.size > RECENT_TEXTS) texts.delete(texts.keys().next().value!);
  return known;
}

/** A lexical score and the model's probability, blended (rounded as scores are: 4 places). */
export const blended = (score: number, p: number, w = weight): number =>
  Math.round((1 - (1 - score) * (1 - w * p)) * 10_000) / 10_000;

const indexes = new WeakMap<string[], Map<string, number>>();
function labelIndex(labels: string[]): Map<string, number> {
  let m = indexes.get(labels);
  if (!m) indexes.set(labels, (m = new Map(labels.map((l, i) => [l, i]))));
  return m;
}
