import t from 'tap';
import { correctable, editedStems, oneEdit } from '../../../projections/classify/typos.ts';
import { terms } from '../../../projections/classify/text.ts';

t.test('one edit: a swap, a drop, an added or a changed letter', async (t) => {
  const v = new Set(oneEdit('tchnician'));
  t.ok(v.has('technician'), 'a dropped letter comes back');
  t.ok(new Set(oneEdit('dishwasehr')).has('dishwasher'), 'two letters swapped');
  t.ok(new Set(oneEdit('managger')).has('manager'), 'a doubled letter');
  t.ok(new Set(oneEdit('hygenist')).has('hygienist'));
  t.notOk(v.has('tchnician'), 'never the word itself');
  t.notOk(new Set(oneEdit('baker')).has('bakery'.slice(0, 3)), 'one edit only');
});

t.test('only words long enough to be a clipping or to hold a typo', async (t) => {
  t.notOk(correctable('md'), 'two letters say too little');
  t.notOk(correctable('4x4s'), 'letters only');
  t.ok(correctable('oprator'));
  t.ok(correctable('maint'), 'a clipping');
});

t.test('a typo in the ending is read through the stemmer', async (t) => {
  // "Refrigeraitng" stems to itself (its -ing is gone); one swap away, "refrigerating" stems as the index does
  const readings = editedStems(terms('Refrigeraitng')[0]);
  t.same(readings.get(terms('refrigerating')[0]), ['refrigerating'], 'the stem of the edited word');
  t.ok(readings.has('refrigerating'), 'the edited word itself too');
  t.notOk(readings.has('refrigeraitng'), 'never the word itself');
});
