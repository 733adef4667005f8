import t from 'tap';
import { calibrate } from '../../../projections/classify/calibration.ts';
import type { Match, Signals, Via } from '../../../projections/classify/match.ts';

const match = (system: string, code: string, score: number, signals?: Signals, via?: Via): Match => ({
  system,
  code,
  title: code,
  score,
  confidence_level: 'high',
  matched_words: [],
  level: 5,
  leaf: true,
  ancestors: [],
  ...(signals ? { signals } : {}),
  ...(via ? { via } : {}),
});
/** The first answer's confidence: a code at `score` leading the next of its system by 0.1. */
const first = (system: string, score: number, signals: Signals) =>
  calibrate([match(system, 'a', score, signals), match(system, 'b', score - 0.1)])[0];

for (const system of ['naics_2022', 'soc_2018', 'isco_08', 'a_system_without_its_own_fit'])
  t.test(`${system}: what else the ranker knows moves the confidence (the fitted calibration.json)`, async (t) => {
    const none = first(system, 0.9, { exactAid: 0, model: 0, partial: 0 });
    const named = first(system, 0.9, { exactAid: 1, model: 0, partial: 0 });
    const shared = first(system, 0.9, { exactAid: 0.5, model: 0, partial: 0 });
    t.ok(
      named.confidence > shared.confidence && shared.confidence > none.confidence,
      `an answer an official coding aid names word for word (${named.confidence}; a shared alternate title ${shared.confidence}) is surer than one at the same score and lead no aid names (${none.confidence})`,
    );
    const agreed = first(system, 0.9, { exactAid: 0, model: 0.9, partial: 0 });
    const doubted = first(system, 0.9, { exactAid: 0, model: 0.05, partial: 0 });
    t.ok(
      agreed.confidence > doubted.confidence,
      `an answer the learned model finds likely (${agreed.confidence}) is surer than one it doubts (${doubted.confidence})`,
    );
    const partly = first(system, 0.9, { exactAid: 0, model: 0.5, partial: 1 });
    const wholly = first(system, 0.9, { exactAid: 0, model: 0.5, partial: 0 });
    t.ok(
      partly.confidence < wholly.confidence,
      `an answer to a title no code of the system says whole (${partly.confidence}) is less sure than one where some code does (${wholly.confidence})`,
    );
  });

t.test('the signals calibration reads are not part of the answer', async (t) => {
  const via = { system: 'isic_rev4', code: '0111', title: 'Growing of cereals', match_type: 'exact' };
  const answer = calibrate([
    match('naics_2022', 'a', 0.9, { exactAid: 1, model: 0.8, partial: 0 }),
    match('naics_2022', 'b', 0.5, undefined, via),
  ]);
  t.notOk(
    answer.some((m) => 'signals' in m),
    'REST, MCP and the web app see confidence, confidence_level and needs_review',
  );
  t.ok(answer.every((m) => m.confidence >= 0 && m.confidence <= 1 && typeof m.needs_review === 'boolean'));
});
