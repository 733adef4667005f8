import t from 'tap';
import { calibrationError, fitLogistic, recalibrated, type Point } from '../../../bench/lib/calibrationFit.ts';
import { chance, type CalibrationInputs } from '../../../projections/classify/calibration.ts';

const inputs = (x: Partial<CalibrationInputs>): CalibrationInputs => ({
  score: 0,
  gap: 0,
  exact_aid: 0,
  model: 0,
  partial: 0,
  ...x,
});

/**
 * Deterministic points whose chance of being right is σ(bias + 4·score + 5·gap + 2·exact_aid): an
 * exact aid phrase (one answer in four) makes an answer likelier right at the same score and lead.
 */
function drawn(n: number): Point[] {
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: n }, (_, i) => {
    const score = next(),
      gap = next() * score,
      exact_aid = next() < 0.25 ? 1 : 0;
    const p = 1 / (1 + Math.exp(-(-3 + 4 * score + 5 * gap + 2 * exact_aid)));
    return {
      system: 'x',
      text: String(i),
      inputs: inputs({ score, gap, exact_aid }),
      confidence: 0.95,
      right: next() < p,
    };
  });
}

t.test('the calibration fit recovers the weights the answers were drawn with', async (t) => {
  const fit = fitLogistic(drawn(20_000));
  t.ok(Math.abs(fit.bias + 3) < 0.3, `bias ${fit.bias} near -3`);
  t.ok(Math.abs(fit.score! - 4) < 0.5, `score ${fit.score} near 4`);
  t.ok(Math.abs(fit.gap! - 5) < 0.8, `gap ${fit.gap} near 5`);
  t.ok(Math.abs(fit.exact_aid! - 2) < 0.3, `exact_aid ${fit.exact_aid} near 2`);
  t.ok(Math.abs(fit.model!) < 0.3, `model ${fit.model} near 0: the answers did not depend on it`);
  t.equal(fit.n, 20_000);
});

t.test(
  'an input the answers depend on and the fit leaves out miscalibrates them; fitting it calibrates them',
  async (t) => {
    const points = drawn(8_000);
    const fitting = points.filter((_, i) => i % 2 === 0),
      held = points.filter((_, i) => i % 2 === 1);
    const all = { default: fitLogistic(fitting) };
    const scoreGap = { default: fitLogistic(fitting, ['score', 'gap']) };
    const exactOnly = (ps: Point[]) => ps.filter((p) => p.inputs.exact_aid === 1);
    t.ok(calibrationError(recalibrated(held, all)).overall.ece < 0.03, 'every input fitted');
    t.ok(
      calibrationError(exactOnly(recalibrated(held, scoreGap))).overall.ece >
        calibrationError(exactOnly(recalibrated(held, all))).overall.ece + 0.05,
      'without the exact aid, answers an aid names are said less sure than they are',
    );
    t.ok(calibrationError(held).overall.ece > 0.1, 'a confidence of 0.95 for every answer is not calibrated');
    t.equal(recalibrated(held, all)[0].confidence, chance(all.default, held[0].inputs));
  },
);

t.test('a fold the score separates perfectly still gets finite parameters', async (t) => {
  const points = [0.1, 0.2, 0.3, 0.7, 0.8, 0.9].map((score, i) => ({
    system: 'x',
    text: String(i),
    inputs: inputs({ score }),
    confidence: 0,
    right: score > 0.5,
  }));
  const fit = fitLogistic(points, ['score', 'gap']);
  t.ok([fit.bias, fit.score, fit.gap].every(Number.isFinite), JSON.stringify(fit));
  t.ok(
    chance(fit, inputs({ score: 0.9 })) > chance(fit, inputs({ score: 0.1 })),
    'and they still tell right from wrong',
  );
});
