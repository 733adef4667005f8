import t from 'tap';
import { breakAidTies } from '../../../projections/classify/ties.ts';
import { calibrate } from '../../../projections/classify/calibration.ts';
import type { Ranked } from '../../../projections/classify/match.ts';
import { ranked } from './rankedMatch.ts';

const order = (rs: Ranked[]) => [...rs].sort((a, b) => b.score - a.score).map((r) => r.code);

t.test('a direct-match title outranks an alternate title the same words tie with', async (t) => {
  const rs = [
    ranked('a', 1, { exactAid: 'alternate_title', own: 0.9, p: 0.9 }),
    ranked('b', 0.999, { exactAid: 'direct_match_title', own: 0.1, p: 0.01 }),
  ];
  breakAidTies(rs);
  t.same(order(rs), ['b', 'a'], 'the authority of the file that names one code comes first');
  t.equal(rs[1].score, 1, 'the winner takes the tie top score');
  t.equal(rs[0].score, 0.9999, 'the other sits just below');
});

t.test('among alternate titles: the code own words, then the model, then the phrases agreeing', async (t) => {
  const own = [ranked('a', 1, { own: 0.4, p: 0.9 }), ranked('b', 1, { own: 0.8, p: 0.1 })];
  breakAidTies(own);
  t.same(order(own), ['b', 'a'], 'the title saying the words first');
  const model = [ranked('a', 1, { p: 0.2 }), ranked('b', 1, { p: 0.7 })];
  breakAidTies(model);
  t.same(order(model), ['b', 'a'], 'then what the model learned of each code');
  const phrases = [ranked('a', 1, { aidPhrases: 1 }), ranked('b', 1, { aidPhrases: 3 })];
  breakAidTies(phrases);
  t.same(order(phrases), ['b', 'a'], 'then more aid phrases for the code');
});

t.test('no tie to break: a clear lead, or a code no aid names exactly', async (t) => {
  const lead = [ranked('a', 1, { p: 0.9 }), ranked('b', 0.95, { p: 0.1 })];
  breakAidTies(lead);
  t.same(
    lead.map((r) => r.score),
    [1, 0.95],
    'a lead wider than a tie, between phrases that say the text alike, stays',
  );
  const lexical = [{ ...ranked('a', 1), ownNames: true }, ranked('b', 1, { exactAid: 'alternate_title' })];
  breakAidTies(lexical);
  t.same(
    lexical.map((r) => r.score),
    [1, 1],
    'a title saying the words is not an aid tie',
  );
});

t.test('a direct-match title saying the text as written comes before a title naming its key', async (t) => {
  // "911 Dispatcher": BLS lists it under 43-5031; the key keeps no number, and "Dispatchers, Except Police, Fire, and
  // Ambulance" holds the words it keeps
  const rs = [
    { ...ranked('43-5032', 1), ownNames: true },
    ranked('43-5031', 0.9924, { exactAid: 'direct_match_title' }),
  ];
  breakAidTies(rs);
  t.same(order(rs), ['43-5031', '43-5032'], 'the phrase of the file that names one code first');
  t.equal(Math.max(...rs.map((r) => r.score)), 1, 'no code gains a score none had');
});

t.test('a code the crosswalks lift to the score of the one an aid names exactly sits just below it', async (t) => {
  // "Kindergarten Teacher": 25-2012 by its direct-match title, 25-2011 lifted to 1.000 too by ISCO's early childhood
  // educators; already in order, the two kept one score and the list's order by code put 25-2011 first
  const rs = [ranked('25-2012', 1, { exactAid: 'direct_match_title' }), ranked('25-2011', 1)];
  breakAidTies(rs);
  t.same(
    rs.map((r) => [r.code, r.score]),
    [
      ['25-2012', 1],
      ['25-2011', 0.9999],
    ],
    'the code no aid names for the text a step below',
  );
  const sorted = [...rs].sort((a, b) => b.score - a.score || a.code.localeCompare(b.code));
  t.equal(sorted[0].code, '25-2012', 'first however the list sorts its equals');
});

t.test('a near tie at the top needs review however high it scores', async (t) => {
  const [first] = calibrate([ranked('a', 1), ranked('b', 0.9999)]);
  t.equal(first.needs_review, true, 'two codes a hair apart');
  const [clear] = calibrate([ranked('a', 1), ranked('b', 0.5)]);
  t.equal(clear.needs_review, false, 'a clear lead is not flagged');
});

t.test(
  'the codes an aid names more closely come first, however the model or a crosswalk lifted the others',
  async (t) => {
    const lifted = [
      ranked('meter', 0.9804),
      ranked('editors', 0.9803, { p: 0.02 }),
      ranked('religious', 0.98, { p: 0.01 }),
    ];
    breakAidTies(lifted);
    t.same(
      order(lifted),
      ['editors', 'religious', 'meter'],
      'a title only covering "Reader" goes below the codes an aid lists it under',
    );
    t.same(
      [...lifted].sort((a, b) => b.score - a.score).map((r) => r.score),
      [0.9804, 0.9803, 0.98],
      'the scores the codes had, down the new order',
    );

    const title = [{ ...ranked('title', 1), ownNames: true }, ranked('aid', 0.99)];
    breakAidTies(title);
    t.same(order(title), ['title', 'aid'], 'a code whose own title names the text keeps its place');

    const form = [ranked('systems', 1, { said: 1, p: 0.7 }), ranked('system', 0.9832, { said: 2, p: 0.2 })];
    breakAidTies(form);
    t.same(
      order(form),
      ['system', 'systems'],
      'the phrase as written before the same words in another form, past a tie',
    );

    const rewritten = [ranked('laser', 1, { said: 0 }), ranked('laser-tech', 0.9916, { said: 2 })];
    breakAidTies(rewritten);
    t.same(
      order(rewritten),
      ['laser-tech', 'laser'],
      'the phrase as written before one found once "Tech" was spelt out',
    );

    const authority = [
      ranked('all-other', 1, { exactAid: 'alternate_title', p: 0.8 }),
      ranked('golf', 0.9974, { exactAid: 'direct_match_title', p: 0.1 }),
    ];
    breakAidTies(authority);
    t.same(
      order(authority),
      ['golf', 'all-other'],
      "BLS's direct-match title (one occupation) before a shared alternate title",
    );
    const asWritten = [
      ranked('direct', 1, { said: 1, exactAid: 'direct_match_title' }),
      ranked('alternate', 0.99, { said: 2, exactAid: 'alternate_title' }),
    ];
    breakAidTies(asWritten);
    t.same(order(asWritten), ['alternate', 'direct'], 'the words as written before the authority of another form');
  },
);
