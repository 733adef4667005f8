import t from 'tap';
import { recentAnswers } from '../../../projections/classify/recent.ts';
import { leadProse, LEAD_WORDS } from '../../../projections/classify/text.ts';
import { nodeDocument } from '../../../projections/classify/document.ts';

t.test('recent answers: computed once while kept, again once both generations dropped it', async (t) => {
  const asked: string[] = [];
  const f = recentAnswers(2, (s: string) => (asked.push(s), { s }));
  const a = f('a');
  t.equal(f('a'), a, 'the same answer, shared');
  f('b');
  f('c'); // a new generation: a, b kept in the one before
  t.equal(f('a'), a, 'found in the generation before');
  f('d');
  f('e');
  f('g');
  f('h');
  f('a');
  t.same(asked, ['a', 'b', 'c', 'd', 'e', 'g', 'h', 'a']);
});

t.test('lead prose: its first LEAD_WORDS words, whatever the spacing', async (t) => {
  const words = Array.from({ length: 60 }, (_, i) => `word${i}`);
  t.equal(leadProse(words.join('  \\n ')), words.slice(0, LEAD_WORDS).join(' '));
  t.equal(leadProse(words.slice(0, LEAD_WORDS).join(' ')), words.slice(0, LEAD_WORDS).join(' '));
  t.equal(leadProse(words.slice(0, 3).join('\t')), 'word0 word1 word2');
  t.equal(
    leadProse('Growing wheat.  Rice growing is classified in Industry 111160. Other grains.'),
    'Growing wheat. Other grains.',
  );
});

t.test('a description met again gives the same document', async (t) => {
  const d =
    'This industry comprises establishments primarily engaged in growing wheat. Illustrative Examples: Wheat farming Durum wheat growing Cross-References: Establishments primarily engaged in growing rice are classified in Industry 111160.';
  const first = nodeDocument('Wheat Farming', d, { system: 'naics_2022', code: '111140' });
  t.same(nodeDocument('Wheat Farming', `${d}`, { system: 'naics_2022', code: '111140' }), first);
  t.equal(
    first.doc,
    "'compriz':4 'durum':1040B 'engag':7 'establishment':5 'farm':2A,1025B 'grow':8,1042B,15001C 'industri':3 " +
      "'primarili':6 'rice':15002C 'wheat':1A,9,1024B,1041B",
    'as before the positions were numbers',
  );
});
