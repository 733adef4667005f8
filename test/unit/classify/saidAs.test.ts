import t from 'tap';
import { saidAs, written, type Said } from '../../../projections/classify/aidEvidence.ts';
import { spelledOut } from '../../../projections/classify/expand.ts';
import { phraseKey } from '../../../projections/classify/aids.ts';

// How closely an aid's exact phrase says a text (ties.ts orders the codes an aid names exactly by it): where
// the reading rewrote the text, the phrase that is the text as read word for word says it more closely than
// another phrase with the same words' stems ("Tie in Machine Operator" once "in" and "-ing" go).
const said = (text: string, typos?: Map<string, string>): Said => ({
  keys: new Set([phraseKey(text)]),
  phrases: new Set([written(text)]),
  read: { words: spelledOut(text), typos },
});

t.test('a phrase as written, in another form, as read, or only by its key', async (t) => {
  const s = said('Tieing Machine Operator');
  t.equal(saidAs(s, 'Tieing Machine Operator', phraseKey('Tieing Machine Operator')), 2, 'as written');
  t.equal(saidAs(s, 'Operator, Tieing Machine', phraseKey('Operator, Tieing Machine')), 1, 'another order');
});

t.test(
  'an abbreviation spelt out: the phrase saying the words as read comes before one with the same key',
  async (t) => {
    const s = said('Tieing Machine Opr');
    const key = phraseKey('Tieing Machine Operator');
    t.equal(saidAs(s, 'Tieing Machine Operator', key), 0.5, '"Opr" read as operator: the phrase word for word');
    t.equal(
      saidAs(s, 'Tie in Machine Operator', phraseKey('Tie in Machine Operator')),
      0,
      'another wording: only the key',
    );
  },
);

t.test('a misspelt word read as the indexed one', async (t) => {
  const [typo] = spelledOut('Opeartor');
  const [fixed] = spelledOut('Operator');
  const stems = new Map([[phraseKey(typo), phraseKey(fixed)]]);
  const s = said('Tieing Machine Opeartor', stems);
  t.equal(saidAs(s, 'Tieing Machine Operator', phraseKey('Tieing Machine Operator')), 0.5);
  t.equal(saidAs(s, 'Tie in Machine Operator', phraseKey('Tie in Machine Operator')), 0);
  t.equal(
    saidAs(said('Tieing Machine Opeartor'), 'Tieing Machine Operator', undefined),
    0,
    'not without the typo read',
  );
});

t.test('the whole text as given, where the reading left words out, says more than the reading', async (t) => {
  // "Blacksmith Apprentice" reads "Blacksmith" (the trainee is the trade): O*NET lists both phrases; the one saying
  // every word as given comes first
  const s: Said = { ...said('Blacksmith'), given: written('Blacksmith Apprentice') };
  const whole = saidAs(s, 'Blacksmith Apprentice', phraseKey('Blacksmith Apprentice'));
  const reading = saidAs(s, 'Blacksmith', phraseKey('Blacksmith'));
  t.equal(reading, 2, 'the reading as written');
  t.ok(whole > reading, 'the text as given before it');
  // misspelt as given: its words read, the whole text still before the reading
  const [typo] = spelledOut('Blackksmith');
  const [fixed] = spelledOut('Blacksmith');
  const stems = new Map([[phraseKey(typo), phraseKey(fixed)]]);
  const m: Said = { ...said('Blackksmith', stems), given: written('Blackksmith Apprentice') };
  t.ok(
    saidAs(m, 'Blacksmith Apprentice', phraseKey('Blacksmith Apprentice')) >
      saidAs(m, 'Blacksmith', phraseKey('Blacksmith')),
    'as read word for word, the whole text first',
  );
});
