import fitted from './calibration.json' with { type: 'json' };

/** Logistic parameters of one system: P(right) = σ(a + b·score + c·gap). */
export interface CalibrationParams {
  a: number;
  b: number;
  c: number;
  /** Held-out answers it was fitted on (0: not fitted, the default). */
  n: number;
}
const PARAMS: Record<string, CalibrationParams> = fitted.systems;

/** Below this probability an answer goes to a person (SOCcer routes its unsure share alike). */
export const REVIEW_BELOW = 0.6;

/**
 * The probability that a match is right, from its score and its lead over the next code of its system
 * (a near tie is a coin toss however high the score), with the system's fitted parameters.
 */
export function probability(system: string, score: number, gap: number): number {
  return chance(PARAMS[system] ?? PARAMS.default, score, gap);
}

/** σ(a + b·score + c·gap), rounded to 3 places: the calibration function itself (the bench refits its parameters). */
export function chance(p: CalibrationParams, score: number, gap: number): number {
  return Math.round((1 / (1 + Math.exp(-(p.a + p.b * score + p.c * gap)))) * 1000) / 1000;
}

/**
 * A first answer leading the next code of its system by no more than this is a near tie (two codes an aid
 * names alike, ties.ts): a person should check it, however high both score.
 */
export const NEAR_TIE = 0.005;

/** Each match's probability of being right (its lead over the next code of its system, 0 when last), and whether a person should check it. */
export function calibrate<M extends { system: string; score: number }>(
  matches: M[],
): (M & { confidence: number; needs_review: boolean })[] {
  return matches.map((m, i) => {
    const next = matches.slice(i + 1).find((x) => x.system === m.system);
    const before = matches.slice(0, i).find((x) => x.system === m.system);
    // below a code of its own system, a match is at best the runner-up: its lead is negative
    const gap = before ? m.score - before.score : m.score - (next?.score ?? 0);
    const confidence = probability(m.system, m.score, gap);
    const nearTie = !before && !!next && gap <= NEAR_TIE;
    return { ...m, confidence, needs_review: confidence < REVIEW_BELOW || nearTie };
  });
}
