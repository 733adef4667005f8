import { chance, type CalibrationParams } from '../../projections/classify/calibration.ts';

/** A first answer on a held-out item: what calibration is fitted and measured on. */
export interface Point {
  system: string;
  text: string;
  score: number;
  gap: number;
  confidence: number;
  right: boolean;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Logistic regression of right on [1, score, gap] by Newton's method (iteratively reweighted least
 * squares, from zero: deterministic, converged in a few steps where gradient descent stopped short),
 * with a faint ridge so that a fold the score separates perfectly still gets finite parameters.
 */
export function fitLogistic(points: Point[]): CalibrationParams {
  let w = [0, 0, 0];
  const RIDGE = 1e-3;
  for (let it = 0; it < 50; it++) {
    const g = [0, 0, 0];
    const h = [
      [RIDGE, 0, 0],
      [0, RIDGE, 0],
      [0, 0, RIDGE],
    ];
    for (const p of points) {
      const x = [1, p.score, p.gap];
      const q = sigmoid(w[0] + w[1] * x[1] + w[2] * x[2]);
      const e = q - (p.right ? 1 : 0);
      const v = q * (1 - q);
      for (let i = 0; i < 3; i++) {
        g[i] += e * x[i];
        for (let j = 0; j < 3; j++) h[i][j] += v * x[i] * x[j];
      }
    }
    for (let i = 0; i < 3; i++) g[i] += RIDGE * w[i];
    const step = solve3(h, g);
    w = w.map((x, i) => x - step[i]);
    if (Math.max(...step.map(Math.abs)) < 1e-9) break;
  }
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return { a: r(w[0]), b: r(w[1]), c: r(w[2]), n: points.length };
}

/** x with m·x = y for a 3×3 symmetric positive definite m (Cramer's rule). */
function solve3(m: number[][], y: number[]): number[] {
  const det = (a: number[][]) =>
    a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) -
    a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0]) +
    a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]);
  const d = det(m);
  return [0, 1, 2].map((k) => det(m.map((row, i) => row.map((v, j) => (j === k ? y[i] : v)))) / d);
}

/** The points with the confidence the given parameters (per system, else `default`) would have given them. */
export function recalibrated(points: Point[], params: Record<string, CalibrationParams>): Point[] {
  return points.map((p) => ({ ...p, confidence: chance(params[p.system] ?? params.default, p.score, p.gap) }));
}

/** Expected calibration error (10 equal-width bins of confidence) per system and overall, with the reliability table overall. */
export function calibrationError(points: Point[]) {
  const ece = (ps: Point[]) => {
    const bins = Array.from({ length: 10 }, () => ({ n: 0, conf: 0, right: 0 }));
    for (const p of ps) {
      const b = bins[Math.min(9, Math.floor(p.confidence * 10))];
      b.n++;
      b.conf += p.confidence;
      b.right += p.right ? 1 : 0;
    }
    const e = bins.reduce((s, b) => s + (b.n ? (b.n / ps.length) * Math.abs(b.conf / b.n - b.right / b.n) : 0), 0);
    return {
      items: ps.length,
      ece: Math.round(e * 1000) / 1000,
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
  const out: Record<string, { items: number; ece: number; reliability?: unknown }> = {};
  for (const system of new Set(points.map((p) => p.system)))
    out[system] = ece(points.filter((p) => p.system === system));
  out.overall = ece(points);
  return out;
}
