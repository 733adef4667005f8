import t from 'tap';
import { aidQueries } from '../../../projections/classify/aidEvidence.ts';
import { bridgesOf, inOwnForms } from '../../../projections/classify/bridge.ts';
import { queryGroups } from '../../../projections/classify/expand.ts';

/**
 * The wide reads (the aids' phrases holding every idea but one, the widened pass's pairs) read an idea in its own forms
 * and derivations, not its WordNet hypernyms, and the aids' widened pass reads no clause of generic ideas only: each
 * matched thousands of aid phrases ("counsellor" with supervisor, adviser, consultant; "services" alone) where the
 * text's own words match a few (docs/measurements/history.md, "Classify p99: the wide reads").
 */
const groups = (text: string) =>
  queryGroups(text).map((g) => {
    const bridges = bridgesOf(g);
    return { ...g, bridges, alternatives: [...g.alternatives, ...bridges.map((b) => b.form)] };
  });
const operands = (tsquery: string | null) => new Set([...(tsquery ?? '').matchAll(/'([^']+)'/g)].map((m) => m[1]));

t.test('an idea read in its own forms: its derivations, not its hypernyms', async (t) => {
  const [, counsellor] = groups('Addictions counsellor');
  const read = inOwnForms(counsellor).alternatives.map((a) => a.join(' '));
  t.ok(read.includes('counsellor') && read.includes('counselor'), `the word and its other spelling (${read})`);
  for (const general of ['supervisor', 'adviser', 'consultant'])
    t.ok(
      counsellor.alternatives.some((a) => a.join(' ') === general),
      `${general}: a hypernym the every-idea passes read`,
    );
  for (const general of ['supervisor', 'adviser', 'consultant']) t.notOk(read.includes(general), `${general} not read`);
  const plain = { text: 'x', stems: ['x'], alternatives: [['x']], bridges: [] };
  t.equal(inOwnForms(plain), plain, 'an idea without bridges is read as it is');
  const unknown = {
    text: 'x',
    stems: ['x'],
    alternatives: [['fighter']],
    bridges: [{ form: ['fighter'], to: 'fighter', relation: 'hypernym' as const, factor: 0.75, distance: 1 }],
  };
  t.same(inOwnForms(unknown).alternatives, [['fighter']], 'an idea the index knows only through a hypernym keeps it');
});

t.test("the aids' widened pass: no hypernym, no generic idea alone; every idea still read whole", async (t) => {
  const g = groups('Addictions counsellor');
  const q = aidQueries(g, g.map(inOwnForms));
  const wide = operands(q.allButOne);
  t.ok(wide.has('counsellor') && wide.has('counselor') && wide.has('addiction'), `the words (${[...wide]})`);
  t.notOk(wide.has('supervisor') || wide.has('consultant') || wide.has('condition'), 'no hypernym');
  t.ok(operands(q.all).has('supervisor'), 'the phrases holding every idea still read its hypernyms');

  const taxi = groups('Taxi service');
  const tq = aidQueries(taxi, taxi.map(inOwnForms));
  const clauses = tq.allButOne?.split(') | (') ?? [];
  t.equal(clauses.length, 1, `one clause: the taxi alone, not "service" alone (${tq.allButOne})`);
  t.ok(operands(tq.allButOne).has('taxi') && !operands(tq.allButOne).has('servic'), 'taxi, not service');
});
