import t from 'tap';
import {
  cleanQuery,
  editDistance,
  lexiconWords,
  likePrefix,
  looksLikeCode,
  normCode,
  tokens,
  titleForms,
} from '../../../projections/search/text.ts';
import { allButOne, allTerms, oneEditVariants } from '../../../projections/search/pgSpelling.ts';

t.test('codes compare without case or punctuation', async (t) => {
  t.equal(normCode('E11.9'), 'e119');
  t.equal(normCode('48-49'), '4849');
  t.equal(normCode('E21C 33/00'), 'e21c3300');
  t.equal(normCode('Ü-12'), 'u12', 'accents folded');
  t.ok(looksLikeCode('484110'));
  t.ok(looksLikeCode('E11.9'));
  t.notOk(looksLikeCode('truck'));
  t.notOk(looksLikeCode('48 49'));
});

t.test('words as the lexicon sees them', async (t) => {
  t.same(tokens('General Freight Trucking, Local'), ['general', 'freight', 'trucking', 'local']);
  t.same(
    [...lexiconWords('Café au lait, 2 cups (café)')],
    ['cafe', 'lait', 'cups'],
    'distinct, folded, 3+ letters, no digits',
  );
  t.equal(cleanQuery('  a \n b  '), 'a b');
  t.equal(cleanQuery('x'.repeat(900)).length, 500);
  t.equal(likePrefix('a_b%\\'), 'a\\_b\\%\\\\%');
});

t.test('edit distance counts a transposition as one edit', async (t) => {
  t.equal(editDistance('trukc', 'truck'), 1);
  t.equal(editDistance('hotle', 'hotel'), 1);
  t.equal(editDistance('transportaton', 'transportation'), 1);
  t.equal(editDistance('abc', 'xyz'), 3);
  t.ok(oneEditVariants('hotles').includes('hotels'));
  t.ok(oneEditVariants('truckk').includes('truck'));
});

t.test('tsquery text holds only quoted words', async (t) => {
  const terms = [{ word: 'trukc', correction: 'truck' }, { word: 'freight' }, { word: 'local' }];
  t.equal(allTerms(terms), "('trukc' | 'truck') & 'freight' & 'local'");
  t.equal(
    allButOne(terms),
    "('freight' & 'local') | (('trukc' | 'truck') & 'local') | (('trukc' | 'truck') & 'freight')",
  );
});

t.test('a singular query is equal to its plural title too; a plural query to itself only', async (t) => {
  t.same(titleForms('Cashier'), ['cashier', 'cashiers']);
  t.same(titleForms('bakery'), ['bakery', 'bakeries'], 'y after a consonant: ies');
  t.same(titleForms('boy'), ['boy', 'boys'], 'y after a vowel: s');
  t.same(titleForms('glass'), ['glass', 'glasses'], 'a word ending in s is not always plural');
  t.same(titleForms('truck driver'), ['truck driver', 'truck drivers'], 'the last word only');
  t.same(titleForms('nurses'), ['nurses'], 'plural already');
  t.same(titleForms('J45'), ['j45'], 'not a word');
});
