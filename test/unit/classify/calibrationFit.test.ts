import t from 'tap';
import { calibrationError, fitLogistic, recalibrated, type Point } from '../../../bench/lib/calibrationFit.ts';
import { chance } from '../../../projections/classify/calibration.ts';

/** Deterministic points whose chance of being right is σ(a + b·score + c·gap) with known parameters. */
function drawn(a: number, b: number, c: number, n: number): Point[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: n }, (_, i) => {
    const score = next(),
      gap = next() * score;
    const p = 1 / (1 + Math.exp(-(a + b * score + c * gap)));
    return { system: 'x', text: String(i), score, gap, confidence: 0.95, right: next() < p };
  });
}

t.test('the calibration fit recovers the parameters the answers were drawn with', async (t) => {
  const fit = fitLogistic(drawn(-3, 4, 5, 20_000));
  t.ok(Math.abs(fit.a + 3) < 0.3, `a ${fit.a} near -3`);
  t.ok(Math.abs(fit.b - 4) < 0.5, `b ${fit.b} near 4`);
  t.ok(Math.abs(fit.c - 5) < 0.8, `c ${fit.c} near 5`);
  t.equal(fit.n, 20_000);
});

t.test('refitted confidences of held-out answers are calibrated where a constant one is not', async (t) => {
  const points = drawn(-3, 4, 5, 8_000);
  const fitting = points.filter((_, i) => i % 2 === 0),
    held = points.filter((_, i) => i % 2 === 1);
  const params = { default: fitLogistic(fitting) };
  const refit = calibrationError(recalibrated(held, params));
  t.ok(refit.overall.ece < 0.03, `ECE ${refit.overall.ece} once refitted`);
  t.ok(calibrationError(held).overall.ece > 0.1, 'a confidence of 0.95 for every answer is not calibrated');
  t.equal(recalibrated(held, params)[0].confidence, chance(params.default, held[0].score, held[0].gap));
});

t.test('a fold the score separates perfectly still gets finite parameters', async (t) => {
  const points = [0.1, 0.2, 0.3, 0.7, 0.8, 0.9].map((score, i) => ({
    system: 'x',
    text: String(i),
    score,
    gap: 0,
    confidence: 0,
    right: score > 0.5,
  }));
  const fit = fitLogistic(points);
  t.ok([fit.a, fit.b, fit.c].every(Number.isFinite), JSON.stringify(fit));
  t.ok(chance(fit, 0.9, 0) > 0.9 && chance(fit, 0.1, 0) < 0.1, 'and they still tell right from wrong');
});
