import t from 'tap';
import { combine, TOGETHER_WEIGHT, type Run } from '../../../projections/classify/request.ts';
import type { ClassifyResult } from '../../../projections/classify/classify.ts';
import type { Match } from '../../../projections/classify/match.ts';
import type { Opinion } from '../../../projections/classify/model/blend.ts';

const match = (code: string, score: number) =>
  ({
    system: 'isco_08',
    code,
    title: code,
    score,
    level: 4,
    matched_words: [],
    confidence_level: 'medium',
  }) as unknown as Match;
const result = (...matches: Match[]): ClassifyResult => ({
  text: 'x',
  standard_matches: matches,
  domain_matches: [],
  segments: [],
  confidence_level: 'medium',
  searched_systems: { scope: 'selected', count: 1, standard: ['isco_08'], domain: [] },
});
/** The model's opinion of the fields read together: these probabilities in isco_08, nothing elsewhere. */
const opinion = (p: Record<string, number>): Opinion => ({
  p: (system, code) => (system === 'isco_08' ? (p[code] ?? 0) : undefined),
  top: (system, k) =>
    system === 'isco_08'
      ? Object.keys(p)
          .sort((a, b) => p[b] - p[a])
          .slice(0, k)
      : [],
});

/**
 * An occupation's title and tasks, each classified on its own, leave two units close ("technician" and
 * "calibrates instruments" each say a little); the learned model reading both at once adds their evidence
 * and is sure of one: that one goes first, its score the weighted mean with the model's probability as one
 * more field. Before, the fields' separate answers decided alone.
 */
t.test("the model's reading of the title and tasks together is one more field", async (t) => {
  const runs: Run[] = [
    { field: 'title', weight: 1, result: result(match('3111', 0.62), match('3119', 0.6)) },
    { field: 'tasks', weight: 0.5, result: result(match('3111', 0.5), match('3119', 0.48)) },
  ];
  const together = combine(runs, 5, true, opinion({ '3119': 0.9, '3111': 0.05 }));
  t.same(
    together.standard_matches.map((m) => m.code),
    ['3119', '3111'],
    'the unit the model is sure of with both fields read goes first',
  );
  const mean = (1 * 0.6 + 0.5 * 0.48 + TOGETHER_WEIGHT * 0.9) / (1.5 + TOGETHER_WEIGHT);
  t.equal(together.standard_matches[0].score, Math.round(mean * 10_000) / 10_000, 'its score: the weighted mean');

  t.same(
    combine(runs, 5, true).standard_matches.map((m) => m.code),
    ['3111', '3119'],
    'without the model the fields decide alone',
  );
  t.same(
    combine(runs, 5, true, opinion({})).standard_matches.map((m) => m.code),
    ['3111', '3119'],
    'a system the model does not know: the fields decide alone',
  );
});
