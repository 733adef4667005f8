import t from 'tap';
import { knowsWord, related, synonyms } from '../../../projections/words/wordnet.ts';

const phrases = (word: string, relation?: string) =>
  related(word)
    .filter((r) => !relation || r.relation === relation)
    .map((r) => r.phrase);

t.test('an instrument reaches the general term a title uses', async (t) => {
  t.ok(phrases('guitar', 'hypernym').includes('musical instrument'), 'guitar -> musical instrument');
  t.notOk(phrases('guitar').includes('instrument'), 'the bare "instrument" is left to the phrase spelling it out');
});

t.test('a specialist reaches the specialty, a detector the detection', async (t) => {
  t.ok(phrases('cardiologist', 'derivation').includes('cardiology'));
  t.ok(phrases('detector', 'derivation').includes('detection'), 'through the verb detect');
  t.notOk(phrases('detector').includes('feel'), "only the derived words, not the verb synset's synonyms");
});

t.test('plurals are looked up by their singular; unknown words relate to nothing', async (t) => {
  t.ok(phrases('violinists', 'hypernym').includes('musician'));
  t.same(related('xqzzyplk'), []);
});

t.test("verb forms are looked up by the verb, WordNet's inflection rules per part of speech", async (t) => {
  t.ok(phrases('generating', 'derivation').includes('generation'), 'generating -> generate -> generation');
  t.ok(phrases('assembled', 'derivation').includes('assemblage'), 'assembled -> assemble');
  t.ok(phrases('boxes', 'hypernym').includes('container'), 'boxes -> box (noun), as before');
  t.notOk(phrases('moving').includes('decision'), 'moving is the verb move, not the noun "a move" (a decision)');
});

t.test("a word's or phrase's other names in its usual senses", async (t) => {
  t.ok(synonyms('gas station').includes('filling station'), 'a phrase WordNet knows whole');
  t.ok(synonyms('gas stations').includes('gasoline station'), 'its last word inflected');
  t.ok(synonyms('auto').includes('car'), 'a word');
  t.notOk(synonyms('auto').includes('auto'), 'not itself');
  t.notOk(synonyms('car').includes('machine'), 'a name WordNet never saw used in that sense is left out');
  t.same(synonyms('zzqx'), [], 'unknown: none');
});

t.test('an English word WordNet knows: a noun, a verb, or the agent noun of a verb', async (t) => {
  for (const w of ['bakery', 'installers', 'blancher', 'decorator']) t.ok(knowsWord(w), w);
  for (const w of ['boulangerie', 'conducteur', 'carretera', 'zzqx']) t.notOk(knowsWord(w), w);
});
