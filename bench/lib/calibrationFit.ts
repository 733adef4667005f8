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

/** Logistic regression of right on [1, score, gap], by gradient descent from zero (deterministic). */
export function fitLogistic(points: Point[]): { a: number; b: number; c: number; n: number } {
  let a = 0,
    b = 0,
    c = 0;
  const rate = 0.5;
  for (let it = 0; it < 3000; it++) {
    let ga = 0,
      gb = 0,
      gc = 0;
    for (const p of points) {
      const e = sigmoid(a + b * p.score + c * p.gap) - (p.right ? 1 : 0);
      ga += e;
      gb += e * p.score;
      gc += e * p.gap;
    }
    const n = points.length || 1;
    a -= (rate * ga) / n;
    b -= (rate * gb) / n;
    c -= (rate * gc) / n;
  }
  const r = (x: number) => Math.round(x * 1000) / 1000;
  return { a: r(a), b: r(b), c: r(c), n: points.length };
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
  for (const system of new Set(points.map((p) => p.system))) {
    const { items, ece: e } = ece(points.filter((p) => p.system === system));
    out[system] = { items, ece: e };
  }
  out.overall = ece(points);
  return out;
}
