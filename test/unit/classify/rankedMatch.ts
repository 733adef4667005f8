import type { Ranked, TieEvidence } from '../../../projections/classify/match.ts';

/**
 * A SOC 2018 match as the ranker leaves it, for the ordering tests: `tie` when an aid names the text exactly for
 * it (said as written, an alternate title, unless given), `more` for any other field (`corroborated`, `ownNames`).
 */
export const ranked = (
  code: string,
  score: number,
  tie?: Partial<TieEvidence>,
  more: Partial<Ranked> = {},
): Ranked => ({
  system: 'soc_2018',
  code,
  title: code,
  score,
  confidence_level: 'high',
  matched_words: [],
  level: 4,
  leaf: true,
  ancestors: [],
  kind: 'standard',
  ...more,
  ...(tie
    ? { tie: { said: 2, exactAid: 'alternate_title', own: 0, p: 0, aidPhrases: 1, exactPhrases: 1, ...tie } }
    : {}),
});
