import t from 'tap';
import { bestSplit, compoundable, splits } from '../../../projections/classify/compounds.ts';

const df = new Map([
  ['lawn', 60],
  ['care', 900],
  ['truck', 300],
  ['driver', 400],
  ['law', 500],
  ['ncare', 25],
  ['sitter', 14],
  ['dog', 459],
]);

t.test('a closed compound is read as the two common words it joins', async (t) => {
  t.equal(bestSplit('Lawncare', df), 'lawn care');
  t.equal(bestSplit('truckdriver', df), 'truck driver');
  t.equal(bestSplit('lawncare', df), 'lawn care', 'the split whose rarer part is commonest ("law" + "ncare" is rarer)');
});

t.test('no split without two common words', async (t) => {
  t.equal(bestSplit('dogsitter', df), null, 'a rare part (14 documents) is no word of the code books');
  t.equal(bestSplit('technicain', df), null, 'a typo is not two words');
});

t.test('only words long enough to hold two words of three letters', async (t) => {
  t.notOk(compoundable('driver'), 'six letters');
  t.ok(compoundable('lawncare'));
  t.notOk(compoundable('lawn-care'), 'letters only');
  t.ok(
    splits('lawncare').some((s) => s.parts.join('+') === 'lawn+care'),
    'lawn + care is one of its splits',
  );
  t.ok(
    splits('lawncare').every((s) => s.parts.every((p) => p.length >= 3)),
    'each part three letters or more',
  );
});
