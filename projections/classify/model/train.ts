/**
 * The learned model: per system, a multinomial naive Bayes classifier over the hashed features of
 * features.ts (word uni/bigrams and character n-grams), i.e. a linear model whose weight of a feature
 * for a code is the log of how much more often the code's labelled phrases use it than chance
 * (additive smoothing `alpha`), plus the code's log prior (its share of the phrases). It learns in one
 * counting pass (seconds, where a fastText-style SGD of the same features took ~10 minutes here and
 * ranked worse on the held-out folds: docs/measurements.md), and the same examples give the same
 * bytes whatever their order.
 *
 * Stored sparse: each system keeps, for every feature its phrases use, the codes using it and the
 * weight (rows sorted by feature, CSR-style), so memory grows with the (feature, code) pairs seen.
 */
export interface Example {
  system: string;
  label: string;
  features: number[];
}
export interface SystemHead {
  system: string;
  labels: string[];
  /** Per label: log prior + the smoothing term every feature adds (`base`), for each feature of a text. */
  prior: Float32Array;
  base: Float32Array;
  /** Features used by some phrase, ascending; label ids and weights of feature i at start[i]..start[i+1]. */
  rows: Uint32Array;
  start: Uint32Array;
  label: Uint16Array;
  weight: Float32Array;
}
export interface Model {
  buckets: number;
  /** Sharpness of the probabilities: softmax(temperature · score / features); fitted on a held-out fold. */
  temperature: number;
  heads: SystemHead[];
}
export interface TrainOptions {
  buckets: number;
  alpha: number;
  temperature: number;
}
export const TRAIN_DEFAULTS: TrainOptions = { buckets: 1 << 18, alpha: 0.01, temperature: 4 };

/** Examples counted between two yields to the event loop: a server training in the background keeps answering. */
export const YIELD_EVERY = 2000;
export const breather = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Counts the examples into one head per system (systems and labels sorted). Examples without features are skipped. */
export async function train(examples: readonly Example[], opts: TrainOptions = TRAIN_DEFAULTS): Promise<Model> {
  const bySystem = new Map<string, Example[]>();
  for (const e of examples)
    if (e.features.length) (bySystem.get(e.system) ?? bySystem.set(e.system, []).get(e.system)!).push(e);
  const heads: SystemHead[] = [];
  for (const system of [...bySystem.keys()].sort()) heads.push(await head(system, bySystem.get(system)!, opts.alpha));
  return { buckets: opts.buckets, temperature: opts.temperature, heads };
}

async function head(system: string, examples: Example[], alpha: number): Promise<SystemHead> {
  const labels = [...new Set(examples.map((e) => e.label))].sort();
  if (labels.length > LABELS) throw new Error(`${system}: more than ${LABELS} labels`);
  const id = new Map(labels.map((l, i) => [l, i]));
  const phrases = new Float64Array(labels.length),
    uses = new Float64Array(labels.length);
  // each use of a feature by a label as one number (feature · LABELS + label), sorted: equal pairs are
  // neighbours, so counting is one pass over one typed array (nested maps took ~4x the memory)
  const pairs = new Float64Array(examples.reduce((n, e) => n + e.features.length, 0));
  let at = 0;
  for (const [k, e] of examples.entries()) {
    if (k % YIELD_EVERY === 0) await breather();
    const c = id.get(e.label)!;
    phrases[c]++;
    uses[c] += e.features.length;
    for (const f of e.features) pairs[at++] = f * LABELS + c;
  }
  pairs.sort();
  await breather();
  let distinct = 0,
    vocabulary = 0;
  for (let i = 0; i < pairs.length; i++) {
    if (i === 0 || pairs[i] !== pairs[i - 1]) distinct++;
    if (i === 0 || Math.floor(pairs[i] / LABELS) !== Math.floor(pairs[i - 1] / LABELS)) vocabulary++;
  }
  const prior = new Float32Array(labels.length),
    base = new Float32Array(labels.length);
  for (let c = 0; c < labels.length; c++) {
    prior[c] = Math.log(phrases[c] / examples.length);
    base[c] = Math.log(alpha / (uses[c] + alpha * vocabulary));
  }
  const rows = new Uint32Array(vocabulary),
    start = new Uint32Array(vocabulary + 1),
    label = new Uint16Array(distinct),
    weight = new Float32Array(distinct);
  let row = -1,
    pair = -1;
  for (let i = 0; i < pairs.length; i++) {
    const f = Math.floor(pairs[i] / LABELS);
    if (i === 0 || pairs[i] !== pairs[i - 1]) {
      if (row < 0 || rows[row] !== f) {
        rows[++row] = f;
        start[row] = pair + 1;
      }
      label[++pair] = pairs[i] - f * LABELS;
      weight[pair] = 0;
    }
    weight[pair]++;
  }
  start[vocabulary] = distinct;
  for (let i = 0; i < distinct; i++) weight[i] = Math.log((weight[i] + alpha) / alpha);
  return { system, labels, prior, base, rows, start, label, weight };
}
/** Labels per system at most (their ids are 16 bits). */
const LABELS = 0x10000;

/** The row of feature `f` in `rows`, or -1 (binary search). */
function rowOf(rows: Uint32Array, f: number): number {
  let lo = 0,
    hi = rows.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    if (rows[mid] < f) lo = mid + 1;
    else if (rows[mid] > f) hi = mid - 1;
    else return mid;
  }
  return -1;
}

/** Every label's probability for the features (in `head.labels` order); null without features. */
export function probabilities(model: Model, head: SystemHead, features: readonly number[]): Float64Array | null {
  if (!features.length) return null;
  const n = head.labels.length;
  const scores = new Float64Array(n);
  for (let c = 0; c < n; c++) scores[c] = head.prior[c] + features.length * head.base[c];
  for (const f of features) {
    const r = rowOf(head.rows, f);
    if (r < 0) continue;
    for (let i = head.start[r]; i < head.start[r + 1]; i++) scores[head.label[i]] += head.weight[i];
  }
  // log-likelihoods grow with the text's length: compare per feature, sharpened by the fitted temperature
  const scale = model.temperature / features.length;
  let max = -Infinity;
  for (let c = 0; c < n; c++) if (scores[c] > max) max = scores[c];
  let sum = 0;
  for (let c = 0; c < n; c++) sum += scores[c] = Math.exp((scores[c] - max) * scale);
  for (let c = 0; c < n; c++) scores[c] /= sum;
  return scores;
}

/** The `k` most probable labels of `head` for the features, best first (ties: label order). */
export function predict(
  model: Model,
  head: SystemHead,
  features: readonly number[],
  k: number,
): { label: string; p: number }[] {
  const scores = probabilities(model, head, features);
  if (!scores) return [];
  return [...scores.keys()]
    .sort((a, b) => scores[b] - scores[a] || a - b)
    .slice(0, k)
    .map((i) => ({ label: head.labels[i], p: scores[i] }));
}
