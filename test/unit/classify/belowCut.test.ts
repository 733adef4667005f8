import t from 'tap';
import {
  ALTERNATIVES_TITLE_WEIGHT,
  BELOW_CUT,
  combine,
  TOGETHER_WEIGHT,
  type Run,
} from '../../../projections/classify/request.ts';
import { iscoMatch, iscoOpinion, iscoResult } from './iscoResult.ts';

/** The title's field: `n` units matched by its head word alone ("technician"), 0.70 down by 0.005 each. */
const headWordOnly = (n: number) =>
  iscoResult(...Array.from({ length: n }, (_, i) => iscoMatch(String(1001 + i), 0.7 - i * 0.005)));

/**
 * "performance rental technician": the title's field lists twenty units its head word finds ("Electrical
 * Engineering Technicians", ...), its read cut there; the tasks' field and the model read both fields together put
 * the broadcasting technicians (3521) high, but the title's twenty never listed it. A code a full list leaves out
 * scored below its last match, not nothing: 3521 is second. Before, it counted 0 in the title's field and fell
 * below all twenty.
 */
t.test("a code below a field's cut counts part of its last match's score there", async (t) => {
  const tasks = iscoResult(iscoMatch('3521', 0.6), iscoMatch('1001', 0.4));
  const model = iscoOpinion({ '3521': 0.25 });
  const runs = (title: number): Run[] => [
    { field: 'title', weight: 1, result: headWordOnly(title) },
    { field: 'tasks', weight: 0.5, result: tasks },
  ];
  const full = combine(runs(20), 5, true, model).standard_matches;
  t.same(
    full.map((m) => m.code),
    ['1001', '3521', '1002', '1003', '1004'],
    "the tasks' and the model's unit second",
  );
  // after the first answer the title weighs as the tasks do (ALTERNATIVES_TITLE_WEIGHT)
  const mean = (title: number) =>
    Math.round(
      ((ALTERNATIVES_TITLE_WEIGHT * title + 0.5 * 0.6 + TOGETHER_WEIGHT * 0.25) /
        (ALTERNATIVES_TITLE_WEIGHT + 0.5 + TOGETHER_WEIGHT)) *
        10_000,
    ) / 10_000;
  const last = 0.7 - 19 * 0.005;
  t.equal(full[1].score, mean(BELOW_CUT * last), "its score: half the title's last match there");

  const short = combine(runs(5), 10, true, model).standard_matches.find((m) => m.code === '3521')!;
  t.equal(short.score, mean(0), 'a shorter list matched every code it could: a code it leaves out counts nothing');
});
