import t from 'tap';
import { followsByEvents, type GenerationInputs } from '../../../projections/equivalences/answerChanges.ts';

/**
 * When the stored translation answers may be rebuilt from the events between two generations
 * (projections/equivalences/answerChanges.ts): only when every input read model got from one to the other by
 * handling those events; else every answer is computed again.
 */
const at = (position: number, over: Partial<GenerationInputs['marks'][string]> = {}, format = 4): GenerationInputs => ({
  format,
  marks: {
    catalog: { version: 1, position: String(position), reset: '7', ...over },
    equivalences: { version: 3, position: String(position), reset: '9' },
  },
});
const INPUTS = ['catalog', 'equivalences'];

t.test('a later generation of the same read models follows by the events between them', async (t) => {
  t.ok(followsByEvents(at(100), at(250), INPUTS), 'positions forward');
  t.ok(followsByEvents(at(100), at(100), INPUTS), 'no event between them');
});

t.test('anything else is not known: every answer is computed again', async (t) => {
  t.notOk(followsByEvents(at(100), at(250, { reset: '12' }), INPUTS), 'a read model reset, rebuilt or settled');
  t.notOk(followsByEvents(at(100), at(250, { version: 2 }), INPUTS), 'a new version of a projection');
  t.notOk(followsByEvents(at(100), at(250, {}, 5), INPUTS), 'a new answer format');
  t.notOk(followsByEvents(at(250), at(100), INPUTS), 'a checkpoint gone back');
  t.notOk(followsByEvents({ format: 4, marks: {} }, at(250), INPUTS), 'a build before checkpoints were recorded');
});
