import fitted from './calibration.json' with { type: 'json' };
import type { Match } from './match.ts';

/**
 * What calibration reads of a match, each a number: its score; its lead over the next code of its system
 * (a near tie is a coin toss however high the score; negative below a code of its own system); whether
 * a coding aid's phrase says exactly the text for it (1 when the aid names one code: a direct-match title,
 * an index item, a preferred label; 0.5 when the phrase may be shared: an alternate title or label); the
 * learned model's probability of it (0 without a model); whether the lexical evidence is partial (1 when
 * the text reads as a title and no code of its system says it whole in its title, one example phrase or one
 * aid phrase: rank.ts `markPartial`; such first answers are right about half as often as the others). The
 * share of the text's ideas matched, whether the match came through a crosswalk and whether it is the
 * model's most probable code were tried too and calibrated no better on held-out answers
 * (docs/measurements/history.md).
 */
export const INPUTS = ['score', 'gap', 'exact_aid', 'model', 'partial'] as const;
export type CalibrationInput = (typeof INPUTS)[number];
export type CalibrationInputs = Record<CalibrationInput, number>;

/** Logistic parameters of one system: P(right) = σ(bias + Σ weight·input); an input without a weight weighs 0. */
export type CalibrationParams = { bias: number; n: number } & Partial<CalibrationInputs>;

const PARAMS: Record<string, CalibrationParams> = fitted.systems;

/** Below this probability an answer goes to a person (SOCcer routes its unsure share alike). */
export const REVIEW_BELOW = 0.6;

/** σ(bias + Σ weight·input), rounded to 3 places: the calibration function itself (the bench refits its parameters). */
export function chance(p: CalibrationParams, x: CalibrationInputs): number {
  const z = INPUTS.reduce((sum, k) => sum + (p[k] ?? 0) * x[k], p.bias);
  return Math.round((1 / (1 + Math.exp(-z))) * 1000) / 1000;
}

/** The probability that a match with these inputs is right, with its system's fitted parameters. */
export const probability = (system: string, x: CalibrationInputs): number =>
  chance(PARAMS[system] ?? PARAMS.default, x);

/**
 * A first answer leading the next code of its system by no more than this is a near tie (two codes an aid
 * names alike, ties.ts): a person should check it, however high both score.
 */
export const NEAR_TIE = 0.005;

/** The best match of the same system above the i-th and the first below it (a list is best first). */
function neighbours(matches: Match[], i: number): { before?: Match; next?: Match } {
  const system = matches[i].system;
  return {
    before: matches.slice(0, i).find((x) => x.system === system),
    next: matches.slice(i + 1).find((x) => x.system === system),
  };
}

/** The calibration inputs of the i-th match of a list, best first. */
export function calibrationInputs(matches: Match[], i: number): CalibrationInputs {
  const m = matches[i];
  const { before, next } = neighbours(matches, i);
  // below a code of its own system, a match is at best the runner-up: its lead is negative
  const gap = before ? m.score - before.score : m.score - (next?.score ?? 0);
  return {
    score: m.score,
    gap,
    exact_aid: m.signals?.exactAid ?? 0,
    model: m.signals?.model ?? 0,
    partial: m.signals?.partial ?? 0,
  };
}

/**
 * Each match's probability of being right and whether a person should check it; the signals it was
 * read from (set while ranking) are not part of the answer.
 */
export function calibrate<M extends Match>(
  matches: M[],
): (Omit<M, 'signals'> & { confidence: number; needs_review: boolean })[] {
  return matches.map((m, i) => {
    const x = calibrationInputs(matches, i);
    const confidence = probability(m.system, x);
    const { before, next } = neighbours(matches, i);
    const nearTie = !before && !!next && x.gap <= NEAR_TIE;
    const { signals: _s, ...rest } = m;
    return { ...rest, confidence, needs_review: confidence < REVIEW_BELOW || nearTie };
  });
}
