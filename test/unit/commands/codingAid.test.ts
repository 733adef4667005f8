import t from 'tap';
import {
  codingAidDecider,
  codingAidHash,
  importCodingAid,
  initialCodingAidState,
} from '../../../commands/codingAid.ts';
import type { AidPhraseRecord } from '../../../commands/records.ts';

const phrase = (code: string, text: string, kind: AidPhraseRecord['kind'] = 'index_item'): AidPhraseRecord => ({
  system: 'naics_2022',
  code,
  phrase: text,
  kind,
});
const decide = (phrases: AidPhraseRecord[], state = initialCodingAidState()) =>
  codingAidDecider.decide(
    importCodingAid({ aid: 'a', title: 'A', phrases, ingestionId: 'i', sourceHash: codingAidHash(phrases) }),
    state,
  );
const fold = (events: ReturnType<typeof decide>, state = initialCodingAidState()) =>
  events.reduce((s, e) => codingAidDecider.evolve(s, e), state);

t.test('an aid is appended whole, then only its difference, and nothing when unchanged', async (t) => {
  const first = [phrase('722515', 'Coffee shops'), phrase('311811', 'Bakeries, retail')];
  const e1 = decide(first);
  t.same(
    e1.map((e) => e.type),
    ['AidPhrasesAdded', 'CodingAidImported'],
  );
  const state = fold(e1);
  t.same(decide(first, state), [], 'the same phrases again: nothing');
  t.same(decide([...first].reverse(), state), [], 'order does not matter');

  const second = [phrase('722515', 'Coffee shops'), phrase('311811', 'Bakeries, retail', 'alternate_title')];
  second.push(phrase('722513', 'Pizza delivery shops'));
  const e2 = decide(
    second.filter((p) => p.code !== '722515'),
    state,
  );
  t.same(
    e2.map((e) => e.type),
    ['AidPhrasesRemoved', 'AidPhrasesAdded', 'CodingAidImported'],
  );
  t.same(e2[0].data, { aid: 'a', phrases: [{ system: 'naics_2022', code: '722515', phrase: 'Coffee shops' }] });
  t.same(
    (e2[1].data as { phrases: AidPhraseRecord[] }).phrases.map((p) => `${p.code} ${p.kind}`),
    ['311811 alternate_title', '722513 index_item'],
    'a new kind is a change; an unchanged phrase is not repeated',
  );
  t.same([...fold(e2, state).phrases.keys()].length, 2);
});
