import {
  chance,
  INPUTS,
  type CalibrationInput,
  type CalibrationInputs,
  type CalibrationParams,
} from '../../projections/classify/calibration.ts';

/** A first answer on a held-out item: what calibration is fitted and measured on. */
export interface Point {
  system: string;
  text: string;
  inputs: CalibrationInputs;
  confidence: number;
  right: boolean;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Logistic regression of right on [1, ...inputs] by Newton's method (iteratively reweighted least
 * squares, from zero: deterministic, converged in a few steps where gradient descent stopped short),
 * with a ridge (`RIDGE`, not on the bias) so that a fold an input separates perfectly still gets
 * finite parameters and an input few answers have does not swing the others. `inputs`: the inputs
 * fitted (the others weigh 0), all of them by default.
 */
export const RIDGE = 0.1;
export function fitLogistic(points: Point[], inputs: readonly CalibrationInput[] = INPUTS): CalibrationParams {
  const k = inputs.length + 1;
  const row = (p: Point) => [1, ...inputs.map((i) => p.inputs[i])];
  let w = new Array<number>(k).fill(0);
  for (let it = 0; it < 100; it++) {
    const g = w.map((x, i) => (i ? RIDGE * x : 0));
    const h = w.map((_, i) => w.map((__, j) => (i === j && i ? RIDGE : 0)));
    for (const p of points) {
      const x = row(p);
      const q = sigmoid(x.reduce((s, v, i) => s + v * w[i], 0));
      const e = q - (p.right ? 1 : 0);
      const v = q * (1 - q);
      for (let i = 0; i < k; i++) {
        g[i] += e * x[i];
        for (let j = 0; j < k; j++) h[i][j] += v * x[i] * x[j];
      }
    }
    // an input no point has (all zero) leaves its row empty: a tiny diagonal keeps the system solvable
    for (let i = 0; i < k; i++) h[i][i] += 1e-9;
    const step = solve(h, g);
    w = w.map((x, i) => x - step[i]);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return {
    bias: r(w[0]),
    ...Object.fromEntries(inputs.map((name, i) => [name, r(w[i + 1])])),
    n: points.length,
  };
}

/** x with m·x = y (Gaussian elimination with partial pivoting; m symmetric positive definite here). */
function solve(m: number[][], y: number[]): number[] {
  const n = y.length;
  const a = m.map((r, i) => [...r, y[i]]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    [a[c], a[p]] = [a[p], a[c]];
    for (let r = c + 1; r < n; r++) {
      const f = a[r][c] / a[c][c];
      for (let j = c; j <= n; j++) a[r][j] -= f * a[c][j];
    }
  }
  const x = new Array<number>(n).fill(0);
  for (let r = n - 1; r >= 0; r--) {
    let s = a[r][n];
    for (let j = r + 1; j < n; j++) s -= a[r][j] * x[j];
    x[r] = s / a[r][r];
  }
  return x;
}

/** The points with the confidence the given parameters (per system, else `default`) would have given them. */
export function recalibrated(points: Point[], params: Record<string, CalibrationParams>): Point[] {
  return points.map((p) => ({ ...p, confidence: chance(params[p.system] ?? params.default, p.inputs) }));
}

/** Expected calibration error over 10 equal-width bins of confidence, with its bins. */
function binned(ps: Point[]) {
  const bins = Array.from({ length: 10 }, () => ({ n: 0, conf: 0, right: 0 }));
  for (const p of ps) {
    const b = bins[Math.min(9, Math.floor(p.confidence * 10))];
    b.n++;
    b.conf += p.confidence;
    b.right += p.right ? 1 : 0;
  }
  const ece = bins.reduce((s, b) => s + (b.n ? (b.n / ps.length) * Math.abs(b.conf / b.n - b.right / b.n) : 0), 0);
  return { ece, bins };
}

/**
 * The ECE that answers whose confidences were exactly right would still show, on as many answers with
 * these confidences (the mean over 200 seeded draws of right ~ Bernoulli(confidence)): the sampling noise
 * of the measure. A measured ECE near it says the confidences are as honest as so few answers can tell.
 */
function noiseFloor(ps: Point[]): number {
  let seed = 12345;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  let sum = 0;
  for (let d = 0; d < 200; d++) sum += binned(ps.map((p) => ({ ...p, right: next() < p.confidence }))).ece;
  return sum / 200;
}

/**
 * Expected calibration error (10 equal-width bins of confidence) with the reliability table and the
 * measure's sampling noise (`ece_if_calibrated`), per system and overall.
 */
export function calibrationError(points: Point[]) {
  const ece = (ps: Point[]) => {
    const { ece: e, bins } = binned(ps);
    return {
      items: ps.length,
      ece: Math.round(e * 1000) / 1000,
      ece_if_calibrated: Math.round(noiseFloor(ps) * 1000) / 1000,
      reliability: bins
        .map((b, i) => ({
          bin: `${i / 10}-${(i + 1) / 10}`,
          n: b.n,
          confidence: b.n ? Math.round((b.conf / b.n) * 100) / 100 : null,
          right: b.n ? Math.round((b.right / b.n) * 100) / 100 : null,
        }))
        .filter((b) => b.n),
    };
  };
  const out: Record<string, { items: number; ece: number; ece_if_calibrated: number; reliability?: unknown }> = {};
  for (const system of new Set(points.map((p) => p.system)))
    out[system] = ece(points.filter((p) => p.system === system));
  out.overall = ece(points);
  return out;
}
