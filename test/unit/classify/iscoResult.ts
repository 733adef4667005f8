import type { ClassifyResult } from '../../../projections/classify/classify.ts';
import type { Match } from '../../../projections/classify/match.ts';
import type { Opinion } from '../../../projections/classify/model/blend.ts';

/** An ISCO-08 match of `code` scoring `score`, as the fields' runs give it (request.ts `combine` reads these). */
export const iscoMatch = (code: string, score: number) =>
  ({
    system: 'isco_08',
    code,
    title: code,
    score,
    level: 4,
    matched_words: [],
    confidence_level: 'medium',
  }) as unknown as Match;

/** A field's run in isco_08 alone that found these matches. */
export const iscoResult = (...matches: Match[]): ClassifyResult => ({
  text: 'x',
  standard_matches: matches,
  domain_matches: [],
  segments: [],
  confidence_level: 'medium',
  searched_systems: { scope: 'selected', count: 1, standard: ['isco_08'], domain: [] },
});

/** The model's opinion of the fields read together: these probabilities in isco_08, nothing elsewhere. */
export const iscoOpinion = (p: Record<string, number>): Opinion => ({
  p: (system, code) => (system === 'isco_08' ? (p[code] ?? 0) : undefined),
  top: (system, k) =>
    system === 'isco_08'
      ? Object.keys(p)
          .sort((a, b) => p[b] - p[a])
          .slice(0, k)
      : [],
});
