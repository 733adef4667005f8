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
    [1, 0.9999],
    'a title saying the words is not an aid tie: it keeps the score, a shared alternate title sits a step below',
  );
});

t.test(
  'a code its own title names and a shared alternate title at one score: the title, unless the aids outvote it',
  async (t) => {
    // "Baker": O*NET lists it under 35-1011 Chefs and Head Cooks; 51-3011 "Bakers" names it, and holds 8 of the phrases
    // holding "baker" to 2; both at 1.000, the list's order by code put 35-1011 first
    const sorted = (rs: Ranked[]) =>
      [...rs].sort((a, b) => b.score - a.score || a.code.localeCompare(b.code)).map((r) => [r.code, r.score]);
    for (const first of ['title', 'aid']) {
      const aid = ranked('35-1011', 1, { own: 0, p: 0.001 }, { holding: 2 });
      const title = { ...ranked('51-3011', 1), ownNames: true, holding: 8 };
      const baker = first === 'aid' ? [aid, title] : [title, aid];
      breakAidTies(baker);
      t.same(
        sorted(baker),
        [
          ['51-3011', 1],
          ['35-1011', 0.9999],
        ],
        `the code its own title names first, however the list sorts its equals (${first} listed first)`,
      );
    }
    const plain = [{ ...ranked('51-3011', 1), ownNames: true }, ranked('35-1011', 1, {})];
    breakAidTies(plain);
    t.same(sorted(plain)[0], ['51-3011', 1], 'without a majority, the own title before a shared alternate title');
    // "Server": O*NET's alternate title of 35-3031 Waiters and Waitresses, holding 24 of the phrases holding "server";
    // 35-3041 "Food Servers, Nonrestaurant" names it and holds 11
    for (const first of ['aid', 'title']) {
      const aid = ranked('35-3031', 1, { own: 0.9, p: 0.38 }, { holding: 24 });
      const title = { ...ranked('35-3041', 1), ownNames: true, holding: 11 };
      const server = first === 'aid' ? [aid, title] : [title, aid];
      breakAidTies(server);
      t.same(
        sorted(server),
        [
          ['35-3031', 1],
          ['35-3041', 0.9999],
        ],
        `the aids' majority before the own title (${first} listed first)`,
      );
    }
  },
);

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

t.test('a shared alternate title: the code most of the aids phrases holding the text name comes first', async (t) => {
  // "Farm Hand" is an O*NET alternate title of crop (45-2092) and animal (45-2093) farmworkers; the model and the
  // crosswalks put the animal workers 0.008 ahead, where three of the phrases holding "farm hand" are the crop workers'
  const rs = [
    ranked('45-2093', 0.9909, { own: 0.44, p: 0.78 }, { holding: 1 }),
    ranked('45-2092', 0.9828, { own: 0.19, p: 0.2 }, { holding: 3 }),
  ];
  breakAidTies(rs);
  t.same(order(rs), ['45-2092', '45-2093'], 'the majority of the aids first');
  t.same(
    rs.map((r) => r.score),
    [0.9828, 0.9909],
    'the holder takes the top score, the other the one it had: no code gains a score none had',
  );
  // tied at the top after the crosswalks: the majority still before the code's own words
  const tied = [
    ranked('45-2093', 1, { own: 0.44, p: 0.78 }, { holding: 1 }),
    ranked('45-2092', 1, { own: 0.19, p: 0.2 }, { holding: 3 }),
  ];
  breakAidTies(tied);
  t.same(order(tied), ['45-2092', '45-2093'], 'within a tie too');
});

t.test('no majority, or a wider lead, or a closer phrase: the order stays', async (t) => {
  const few = [ranked('a', 0.99, { p: 0.9 }, { holding: 2 }), ranked('b', 0.975, { p: 0.1 }, { holding: 1 })];
  breakAidTies(few);
  t.same(order(few), ['a', 'b'], 'two phrases against one are no majority');
  const half = [ranked('a', 0.99, {}, { holding: 3 }), ranked('b', 0.975, {}, { holding: 4 })];
  breakAidTies(half);
  t.same(order(half), ['a', 'b'], 'four against three are not twice as many');
  const far = [ranked('a', 0.99, {}, { holding: 1 }), ranked('b', 0.95, {}, { holding: 9 })];
  breakAidTies(far);
  t.same(order(far), ['a', 'b'], 'a lead wider than the shared phrase spreads stays');
  const closer = [
    ranked('a', 0.99, { exactAid: 'direct_match_title' }, { holding: 1 }),
    ranked('b', 0.985, {}, { holding: 9 }),
  ];
  breakAidTies(closer);
  t.same(order(closer), ['a', 'b'], 'a direct-match title saying the text is not outvoted by alternate titles');
});

t.test('a code its own title names, holding the aids majority, comes before a shared alternate title', async (t) => {
  // "Stocker": O*NET's alternate title of 53-7062 Laborers; 53-7065 "Stockers and Order Fillers" names it, and holds
  // 14 of the phrases holding "stocker" ("Night Stocker", "Grocery Stocker", five of them BLS's direct-match titles)
  const rs = [
    ranked('53-7062', 0.9801, { own: 0.38 }, { holding: 2 }),
    ranked('53-7065', 0.9386, undefined, { ownNames: true, holding: 14 }),
  ];
  breakAidTies(rs);
  t.same(order(rs), ['53-7065', '53-7062'], 'the code its own title and the aids majority name first');
  t.equal(Math.max(...rs.map((r) => r.score)), 0.9801, 'no code gains a score none had');
  const minority = [
    ranked('53-7062', 0.9801, {}, { holding: 2 }),
    ranked('53-7065', 0.9386, undefined, { ownNames: true, holding: 3 }),
  ];
  breakAidTies(minority);
  t.same(order(minority), ['53-7062', '53-7065'], 'without the majority the aid still names the text first');
  const unnamed = [
    ranked('53-7062', 0.9801, {}, { holding: 2 }),
    ranked('53-7065', 0.9386, undefined, { holding: 14 }),
  ];
  breakAidTies(unnamed);
  t.same(order(unnamed), ['53-7062', '53-7065'], 'nor a code whose own words do not name the text');
  const below = [
    ranked('53-7062', 0.9801, {}, { holding: 2 }),
    ranked('53-7065', 0.85, undefined, { ownNames: true, holding: 14 }),
  ];
  breakAidTies(below);
  t.same(order(below), ['53-7062', '53-7065'], 'nor one far below');
});

t.test(
  'a phrase the aids share: a code holding most of the phrases that hold it goes before the codes sharing it',
  async (t) => {
    // "Delivery Driver": O*NET's alternate title of 43-5021 Couriers, 45-2099 and 45-4029; 16 of the phrases holding
    // "delivery driver" are 53-3031 Driver/Sales Workers' ("Route Delivery Driver", "Bakery Delivery Driver", ...)
    const shared = [
      ranked('43-5021', 1, { p: 0.003 }, { holding: 3 }),
      ranked('53-3031', 0.9869, undefined, { holding: 16 }),
      ranked('45-2099', 0.9799, {}, { holding: 1 }),
      ranked('45-4029', 0.9798, {}, { holding: 1 }),
    ];
    breakAidTies(shared);
    t.same(order(shared), ['53-3031', '43-5021', '45-2099', '45-4029'], 'the majority first');
    t.equal(Math.max(...shared.map((r) => r.score)), 1, 'no code gains a score none had');
    // "Automobile Installer": one code's alternate title alone (49-3022); 49-2096's phrases hold the words more often
    const alone = [ranked('49-2096', 1, undefined, { holding: 9 }), ranked('49-3022', 0.9896, {}, { holding: 2 })];
    breakAidTies(alone);
    t.same(order(alone), ['49-3022', '49-2096'], 'a phrase the aids give one code keeps it first');
    const direct = [
      ranked('a', 1, { exactAid: 'direct_match_title' }, { holding: 1 }),
      ranked('b', 0.99, {}, { holding: 1 }),
      ranked('c', 0.995, undefined, { holding: 12 }),
    ];
    breakAidTies(direct);
    t.same(order(direct), ['a', 'c', 'b'], "BLS's direct-match title is not outvoted");
  },
);
