import t from 'tap';
import { bridgesOf, weighBridges } from '../../../projections/classify/bridge.ts';
import { queryGroups } from '../../../projections/classify/expand.ts';
import type { Candidate } from '../../../projections/classify/queries.ts';
import { rankCandidate, weigh } from '../../../projections/classify/rank.ts';
import { terms } from '../../../projections/classify/text.ts';
import { naicsCandidate } from './naicsCandidate.ts';

/**
 * A common word keeps the bridges that say it in another form (bridge.ts): its direct WordNet
 * derivations ("generating" -> generation) and agent nouns, not its hypernyms (house -> building).
 * Document frequencies are the full corpus's orders of magnitude (~900K documents).
 */
const TOTAL = 900_000;
const group = (word: string) => {
  const g = queryGroups(word)[0];
  return { ...g, bridges: bridgesOf(g) };
};

t.test('a common word keeps its direct derivations, not its hypernyms', async (t) => {
  const g = group('generating');
  const df = new Map([
    [terms('generating')[0], 3_600],
    [terms('generation')[0], 1_600],
    [terms('generator')[0], 2_500],
  ]);
  const kept = weighBridges(g, df, TOTAL).bridges.map((b) => b.to);
  t.ok(kept.includes('generation'), `generating -> generation (kept: ${kept})`);
  const house = group('house');
  const houseDf = new Map([
    ['hous', 5_000],
    ['build', 20_000],
  ]);
  const houseKept = weighBridges(house, houseDf, TOTAL).bridges;
  t.notOk(
    houseKept.some((b) => b.relation === 'hypernym'),
    `a common word is not bridged to a more general one (${houseKept.map((b) => b.to)})`,
  );
});

const naics = (code: string, title: string) => naicsCandidate(code, title);

t.test(
  '"Wind farm generating electricity": the generation code matches "generating" through its derivation',
  async (t) => {
    const text = 'Wind farm generating electricity';
    const groups = queryGroups(text).map((g) => ({ ...g, bridges: bridgesOf(g) }));
    const df = new Map<string, number>();
    for (const g of groups)
      for (const f of [...g.alternatives, ...g.bridges.map((b) => b.form)]) for (const s of f) df.set(s, 2_000);
    const weighted = weigh({ groups, df, total: TOTAL });
    const score = (c: Candidate) => rankCandidate(c, { weighted, unknownIdea: false }, true);
    const wind = score(naics('221115', 'Wind Electric Power Generation'));
    const transmission = score(naics('221121', 'Electric Bulk Power Transmission and Control'));
    t.ok(wind.matched_words.includes('generating'), `matched ${wind.matched_words}`);
    t.same(wind.bridged_words, [{ word: 'generating', to: 'generation', relation: 'derivation' }]);
    t.ok(wind.score > transmission.score, `221115 ${wind.score} above 221121 ${transmission.score}`);
  },
);

t.test('an agent noun WordNet lacks reaches its activity ("groomer" -> groom, as in grooming)', async (t) => {
  const groomer = group('groomer').bridges;
  t.ok(
    groomer.some((b) => b.to === 'groom' && b.relation === 'derivation' && b.form.join(' ') === terms('grooming')[0]),
    `groomer -> groom (bridges: ${groomer.map((b) => b.to)})`,
  );
  // a pet care code that says "grooming" in its prose now matches the groomer, and says how
  const groups = queryGroups('pet groomer').map((g) => ({ ...g, bridges: bridgesOf(g) }));
  const df = new Map([
    [terms('pet')[0], 300],
    [terms('groomer')[0], 20],
    [terms('grooming')[0], 40],
  ]);
  const weighted = weigh({ groups, df, total: TOTAL });
  const care = rankCandidate(
    naicsCandidate('812910', 'Pet Care (except Veterinary) Services', 'Pet care services such as boarding, grooming.'),
    { weighted, unknownIdea: false },
    true,
  );
  t.same(care.bridged_words, [{ word: 'groomer', to: 'groom', relation: 'derivation' }]);
});

// A misspelt word read as the indexed stem one edit away is a guess ("Bosher" -> bother, typos.ts); bridging the
// guess to a more general word (bother -> disturbance) guessed twice and answered Public Safety Telecommunicators.
t.test('a word read through a typo is not bridged to a more general word', async (t) => {
  const [bosher] = terms('bosher');
  const [bother] = terms('bother');
  const [g] = queryGroups('Bosher', true, new Map([[bosher, bother]]));
  t.same(g.stems, [bother], 'read as the indexed word');
  t.ok(g.retyped, 'marked as read through a typo');
  t.same(
    bridgesOf(g).filter((b) => b.relation === 'hypernym'),
    [],
    'and not bridged to a more general word',
  );
  t.ok(
    bridgesOf(queryGroups('bother')[0]).some((b) => b.relation === 'hypernym'),
    'as the word as written is',
  );
  const [plain] = queryGroups('Bother', true, new Map([[bosher, bother]]));
  t.notOk(plain.retyped, 'a word as written is not marked');
});

// The light stemmer keeps a noun and its "-al" adjective apart (architectur, architectural): "landscape
// architecture firm" matched Landscape Architectural Services on "landscape" alone, and lost to Architectural Services.
t.test('a noun and its "-al" adjective are one idea in two forms', async (t) => {
  const derived = (word: string) =>
    bridgesOf(queryGroups(word)[0])
      .filter((b) => b.relation === 'derivation' && b.distance === 1)
      .map((b) => b.to);
  t.ok(derived('architecture').includes('architectural'), 'architecture -> architectural');
  t.ok(derived('architectural').includes('architecture'), 'and back');
  t.ok(derived('environment').includes('environmental'), 'environment -> environmental');
  t.ok(derived('agriculture').includes('agricultural'), 'agriculture -> agricultural');
  t.notOk(derived('clinic').includes('clinical'), 'not every noun: a clinic is not clinical');
  const groups = queryGroups('landscape architecture').map((g) => ({ ...g, bridges: bridgesOf(g) }));
  const df = new Map([
    [terms('landscape')[0], 60],
    [terms('architecture')[0], 30],
    [terms('architectural')[0], 40],
  ]);
  const weighted = groups.map((g) => weighBridges(g, df, TOTAL));
  const ctx = { weighted: weigh({ groups: weighted, df, total: TOTAL }), unknownIdea: false };
  const landscape = rankCandidate(naicsCandidate('541320', 'Landscape Architectural Services'), ctx, true);
  const architects = rankCandidate(naicsCandidate('541310', 'Architectural Services'), ctx, true);
  t.same(landscape.bridged_words, [{ word: 'architecture', to: 'architectural', relation: 'derivation' }]);
  t.ok(landscape.score > architects.score, `541320 ${landscape.score} above 541310 ${architects.score}`);
});
