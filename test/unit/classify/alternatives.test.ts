import t from 'tap';
import { afterFirst, ALTERNATIVES_TITLE_WEIGHT, combine, type Run } from '../../../projections/classify/request.ts';
import type { Match } from '../../../projections/classify/match.ts';
import { iscoMatch, iscoResult } from './iscoResult.ts';

/**
 * "destination manager": the title's words find the policy and planning managers first (1213), then units that hold
 * "destination" or "manager" apart (web developers, 2513); the tasks ("implementing tourism strategies for destination
 * marketing and promotion") say sales and marketing managers (1221). The first answer stays the title's; after it the
 * title weighs as the tasks do, so the tasks' unit is the second answer, not the title's next reading. Before, the
 * title's second reading stayed second.
 */
t.test('after the first answer the tasks weigh as the title does', async (t) => {
  t.ok(ALTERNATIVES_TITLE_WEIGHT < 1);
  const runs: Run[] = [
    {
      field: 'title',
      weight: 1,
      result: iscoResult(iscoMatch('1213', 0.9), iscoMatch('2513', 0.75), iscoMatch('1221', 0.3)),
    },
    { field: 'tasks', weight: 0.5, result: iscoResult(iscoMatch('1221', 0.8), iscoMatch('1213', 0.5)) },
  ];
  const answers = combine(runs, 5, true).standard_matches;
  t.same(
    answers.map((m) => m.code),
    ['1213', '1221', '2513'],
    "the title's first answer, then the tasks' unit",
  );
  t.equal(answers[0].score, Math.round(((0.9 + 0.5 * 0.5) / 1.5) * 10_000) / 10_000, 'the first keeps its score');
  t.ok(answers[1].score <= answers[0].score && answers[2].score <= answers[1].score, 'scores in order');

  const title = combine([runs[0]], 5, true).standard_matches.map((m) => m.code);
  t.same(title, ['1213', '2513', '1221'], 'the title alone: its own order');
});

/** Each system's first answer keeps its place; its other codes follow the alternatives' order, none above it. */
t.test("afterFirst keeps each system's first answer", async (t) => {
  const m = (system: string, code: string, score: number) => ({ ...iscoMatch(code, score), system }) as Match;
  const ranked = [m('isco_08', 'a', 0.8), m('soc_2018', 'x', 0.7), m('isco_08', 'b', 0.6), m('isco_08', 'c', 0.5)];
  const alternatives = [
    m('isco_08', 'c', 0.9),
    m('isco_08', 'a', 0.6),
    m('soc_2018', 'x', 0.65),
    m('isco_08', 'b', 0.4),
  ];
  const out = afterFirst(ranked, alternatives);
  t.same(
    out.map((x) => `${x.system}:${x.code}:${x.score}`),
    ['isco_08:a:0.8', 'isco_08:c:0.8', 'soc_2018:x:0.7', 'isco_08:b:0.4'],
  );
});
