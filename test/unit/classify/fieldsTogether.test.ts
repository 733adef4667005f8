import t from 'tap';
import { combine, TASKS_PLACE, TOGETHER_WEIGHT, type Run } from '../../../projections/classify/request.ts';
import { iscoMatch, iscoOpinion, iscoResult } from './iscoResult.ts';

const match = iscoMatch;
const result = iscoResult;

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
  const together = combine(runs, 5, true, iscoOpinion({ '3119': 0.9, '3111': 0.05 }));
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
    combine(runs, 5, true, iscoOpinion({})).standard_matches.map((m) => m.code),
    ['3111', '3119'],
    'a system the model does not know: the fields decide alone',
  );
});

/**
 * The title's words find three units of one branch ("welding" technicians and engineers); the description,
 * read whole by the model, says another, which the title's field never found: it keeps a place in the first
 * three, not fourth below every code the title matched. Before, the fields' mean alone ordered them.
 */
t.test("the model's first code for the tasks keeps a place in the first three", async (t) => {
  const runs: Run[] = [
    {
      field: 'title',
      weight: 1,
      result: result(match('3122', 0.8), match('7212', 0.75), match('2149', 0.7), match('3115', 0.6)),
    },
    { field: 'tasks', weight: 0.5, result: result(match('2144', 0.5), match('3122', 0.3)) },
  ];
  const codes = (tasks: Record<string, number> | null, limit = 5, selected = true) =>
    combine(runs, limit, selected, null, tasks && iscoOpinion(tasks)).standard_matches.map((m) => m.code);
  t.same(codes(null), ['3122', '7212', '2149', '3115', '2144'], "the fields alone: the tasks' unit last");
  const placed = combine(runs, 5, true, null, iscoOpinion({ '2144': 0.4, '3122': 0.1 })).standard_matches;
  t.equal(TASKS_PLACE, 3);
  t.same(
    placed.map((m) => m.code),
    ['3122', '7212', '2144', '2149', '3115'],
    "the model's first code for the tasks is third, the rest in their order",
  );
  t.equal(placed[2].score, placed[3].score, 'with the score of the match it goes before');
  t.same(codes({ '2144': 0.15, '3122': 0.1 }), codes(null), 'a model unsure of it (below MODEL_ALONE): no move');
  t.same(codes({ '7212': 0.6 }), codes(null), 'already among the first three: no move');
  t.same(codes({ '9999': 0.9 }), codes(null), 'a code no field matched is not added');
  t.same(codes({ '2144': 0.4 }, 5, false), ['3122', '7212'], 'the default scope keeps two codes of a system');
});
