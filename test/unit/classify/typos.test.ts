import t from 'tap';
import { correctable, oneEdit } from '../../../projections/classify/typos.ts';

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
