import t from 'tap';
import { interleave, top } from '../../../projections/classify/lists.ts';
import type { Ranked } from '../../../projections/classify/match.ts';

/**
 * A list's places (lists.ts `top`): a parent titled exactly like a code already listed under it
 * (NAICS 81391 and 813910 "Business Associations") repeats it and takes no place, so the list shows
 * one more distinct answer. Realistic NAICS codes and titles, as ranked for "Scientists' associations".
 */
const entry = (code: string, title: string, score: number, ancestors: string[] = []): Ranked => ({
  system: 'naics_2022',
  code,
  title,
  score,
  confidence_level: 'low',
  matched_words: ['associations'],
  level: ancestors.length + 1,
  leaf: code.length === 6,
  ancestors: ancestors.map((a) => ({ code: a, title: '' })),
  kind: 'standard',
});
const ranked = [
  entry('813910', 'Business Associations', 0.47, ['81', '813', '8139', '81391']),
  entry('81391', 'Business Associations', 0.4699, ['81', '813', '8139']),
  entry('813410', 'Civic and Social Organizations', 0.43, ['81', '813', '8134', '81341']),
  entry('81341', 'Civic and Social Organizations', 0.4299, ['81', '813', '8134']),
  entry('813930', 'Labor Unions and Similar Labor Organizations', 0.41, ['81', '813', '8139', '81393']),
  entry('813940', 'Political Organizations', 0.409, ['81', '813', '8139', '81394']),
  entry('813920', 'Professional Organizations', 0.407, ['81', '813', '8139', '81392']),
  entry('8139', 'Business, Professional, Labor, Political, and Similar Organizations', 0.4, ['81', '813']),
];

t.test('a parent titled exactly like a listed descendant takes no place in the list', async (t) => {
  const codes = top(ranked, 'standard', 5, 5).map((m) => m.code);
  t.same(codes, ['813910', '813410', '813930', '813940', '813920']);
});

t.test('a parent titled otherwise keeps its place, and so does a same-titled parent listed first', async (t) => {
  t.same(
    top(ranked.slice(4), 'standard', 5, 5).map((m) => m.code),
    ['813930', '813940', '813920', '8139'],
  );
  // the parent first (no descendant listed yet): both stay, the order is the ranker's
  t.same(
    top([ranked[1], ranked[0]], 'standard', 5, 5).map((m) => m.code),
    ['81391', '813910'],
  );
});

t.test('"Other X" is broader than "All Other X": the parent stays', async (t) => {
  const list = [
    entry('524298', 'All Other Insurance Related Activities', 0.54, ['52', '524', '5242', '52429']),
    entry('52429', 'Other Insurance Related Activities', 0.5367, ['52', '524', '5242']),
  ];
  t.same(
    top(list, 'standard', 5, 5).map((m) => m.code),
    ['524298', '52429'],
  );
});

t.test('a parent titled alike that matched more than its descendant keeps its place', async (t) => {
  const terror = (code: string, score: number, ancestors: string[], words: string[]): Ranked => ({
    ...entry(code, 'Terrorism involving other explosions and fragments', score, ancestors),
    system: 'icd10cm',
    matched_words: words,
  });
  const seen = ['terrorism', 'explosion', 'fragments'];
  const list = [
    terror('Y382X', 0.6459, ['V00-Y99', 'Y35-Y38', 'Y38', 'Y382'], seen),
    terror('Y382', 0.6458, ['V00-Y99', 'Y35-Y38', 'Y38'], [...seen, 'land', 'mine']),
  ];
  t.same(
    top(list, 'standard', 5, 5).map((m) => m.code),
    ['Y382X', 'Y382'],
    'Y382, whose inclusion terms name the land mine, stays beside its placeholder Y382X',
  );
});

t.test('two businesses in one text: the primary activity (named first) leads, each keeps its places', async (t) => {
  const bakery = [entry('311811', 'Retail Bakeries', 0.8), entry('311812', 'Commercial Bakeries', 0.6)];
  const coffee = [entry('722515', 'Snack and Nonalcoholic Beverage Bars', 0.97), entry('445298', 'Coffee', 0.5)];
  const merged = interleave([bakery, coffee], 3);
  t.same(
    merged.map((m) => m.code),
    ['311811', '722515', '311812'],
    '"we run a bakery and a coffee shop" is a bakery first, the coffee shop next',
  );
  t.same(
    merged.map((m) => m.score),
    [0.8, 0.776, 0.6],
    'best first: the secondary activity scores × 0.8',
  );
  const surer = interleave([[entry('311811', 'Retail Bakeries', 0.3)], coffee], 2);
  t.same(
    surer.map((m) => [m.code, m.score]),
    [
      ['311811', 0.3],
      ['722515', 0.29],
    ],
    'a much surer later activity is listed after the primary one, just below it',
  );
  t.same(
    interleave([[], coffee, bakery], 2).map((m) => m.code),
    ['722515', '311811'],
    'a first segment that matched nothing is no activity: the next one is primary',
  );
});

t.test(
  'a description of one firm: its primary activity first, the same activity said again keeps its best score',
  async (t) => {
    // "a boutique hotel with 40 rooms, a restaurant, a spa and a fitness center": the amenities are not the firm
    const hotel = [
      entry('721110', 'Hotels (except Casino Hotels) and Motels', 0.62),
      entry('721120', 'Casino Hotels', 0.6),
    ];
    const spa = [entry('812199', 'Other Personal Care Services', 0.88)];
    const fitness = [entry('713940', 'Fitness and Recreational Sports Centers', 0.997)];
    const merged = interleave([hotel, spa, fitness], 4);
    t.same(
      merged.map((m) => m.code),
      ['721110', '812199', '713940', '721120'],
      'the hotel first, the amenities word for word after it',
    );
    t.same(merged[1].score, 0.61, 'an amenity scores just below the primary answer');
    // "operates parking lots and a parking garage": the later segment says the primary segment's second code again
    const lots = [
      entry('531120', 'Lessors of Nonresidential Buildings', 0.55),
      entry('812930', 'Parking Lots and Garages', 0.5),
    ];
    const garage = [
      entry('812930', 'Parking Lots and Garages', 0.9),
      entry('236220', 'Commercial Building Construction', 0.3),
    ];
    const again = interleave([lots, garage], 3);
    t.same(
      again.map((m) => [m.code, m.score]),
      [
        ['812930', 0.72],
        ['531120', 0.55],
        ['236220', 0.24],
      ],
      'a code both segments list is one activity: the later, surer reading × 0.8 leads',
    );
    const weaker = interleave([lots, [entry('812930', 'Parking Lots and Garages', 0.4)]], 2);
    t.same(
      weaker.map((m) => [m.code, m.score]),
      [
        ['531120', 0.55],
        ['812930', 0.5],
      ],
      'a code both segments list keeps its better score, whichever segment the round robin met it in first',
    );
  },
);

t.test(
  "an occupation's later sentences are the same job's tasks: only a firm's other activities are capped",
  async (t) => {
    const isco = (code: string, title: string, score: number): Ranked => ({
      ...entry(code, title, score),
      system: 'isco_08',
    });
    const merged = interleave(
      [[isco('2221', 'Nursing professionals', 0.5)], [isco('3221', 'Nursing associate professionals', 0.9)]],
      2,
    );
    t.same(
      merged.map((m) => [m.code, m.score]),
      [
        ['3221', 0.72],
        ['2221', 0.5],
      ],
      'a surer later task sentence still leads at × 0.8',
    );
  },
);
