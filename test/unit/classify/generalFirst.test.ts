import t from 'tap';
import { byRank, type Ranked } from '../../../projections/classify/match.ts';
import { expertOrder } from '../../../projections/classify/order.ts';
import { indexedTitle, terms } from '../../../projections/classify/text.ts';
import { ranked as rankedMatch } from './rankedMatch.ts';

/**
 * A text that names no specialty is the general class (order.ts): "local trucking company" is NAICS 484110 General
 * Freight Trucking, Local, not 484220 Specialized Freight Trucking, Local, which its example phrases scored higher.
 * Real NAICS 2022 codes and titles; the scores are those `full` gave; a title's stems as the index keeps them.
 */
const ranked = (code: string, title: string, score: number, matched: string[], path: string[]): Ranked =>
  rankedMatch(code, score, undefined, {
    system: 'naics_2022',
    title,
    titleKey: [...new Set(terms(indexedTitle(title)))].sort().join(' '),
    matched_words: matched,
    level: path.length + 1,
    ancestors: path.map((c) => ({ code: c, title: '' })),
  });
const order = (rs: Ranked[]) => {
  expertOrder(rs, { onlyGeneric: false });
  return rs.sort(byRank).map((r) => `${r.code} ${r.score}`);
};

t.test('the general code first when the text names no specialty', async (t) => {
  t.same(
    order([
      ranked(
        '484220',
        'Specialized Freight (except Used Goods) Trucking, Local',
        0.8685,
        ['trucking'],
        ['48', '484', '4842', '48422'],
      ),
      ranked(
        '532120',
        'Truck, Utility Trailer, and RV (Recreational Vehicle) Rental and Leasing',
        0.828,
        ['trucking'],
        ['53', '532', '5321', '53212'],
      ),
      ranked('484110', 'General Freight Trucking, Local', 0.8279, ['trucking'], ['48', '484', '4841', '48411']),
    ]),
    ['484110 0.8685', '484220 0.8684', '532120 0.828'],
    'the two permuted: the general code takes the first place, no code gains a score none had',
  );
});

t.test('a specialty the text names keeps its place', async (t) => {
  t.same(
    order([
      ranked(
        '811114',
        'Specialized Automotive Repair',
        0.9552,
        ['brake', 'repair', 'shop'],
        ['81', '811', '8111', '81111'],
      ),
      ranked('811111', 'General Automotive Repair', 0.86, ['repair', 'shop'], ['81', '811', '8111', '81111']),
    ]),
    ['811114 0.9552', '811111 0.86'],
    '"brake repair shop": only the specialized code matched brake',
  );
  t.same(
    order([
      ranked(
        '622310',
        'Specialty (except Psychiatric and Substance Abuse) Hospitals',
        0.9,
        ['hospital'],
        ['62', '622', '6223', '62231'],
      ),
      ranked('621111', 'General Practice Offices', 0.8, ['hospital'], ['62', '621', '6211', '62111']),
    ]),
    ['622310 0.9', '621111 0.8'],
    'a general code of another subsector is not its general class',
  );
});

t.test('a code titled by what its sibling excepts goes below it when the text names none of it', async (t) => {
  const path = ['62', '621', '6211', '62111'];
  t.same(
    order([
      ranked('621112', 'Offices of Physicians, Mental Health Specialists', 0.7109, ['physician', 'practice'], path),
      ranked(
        '621111',
        'Offices of Physicians (except Mental Health Specialists)',
        0.6615,
        ['physician', 'practice'],
        path,
      ),
    ]),
    ['621111 0.7109', '621112 0.7108'],
    'a physician practice is the general office: the two permuted',
  );
  t.same(
    order([
      ranked('621112', 'Offices of Physicians, Mental Health Specialists', 0.7109, ['psychiatrist', 'practice'], path),
      ranked('621111', 'Offices of Physicians (except Mental Health Specialists)', 0.6615, ['practice'], path),
    ]),
    ['621112 0.7109', '621111 0.6615'],
    'a word only the excepted code matched keeps it first',
  );
  const lessors = ['53', '531', '5311', '53112'];
  t.same(
    order([
      ranked(
        '531120',
        'Lessors of Nonresidential Buildings (except Miniwarehouses)',
        0.7305,
        ['self', 'storage'],
        lessors,
      ),
      ranked('531130', 'Lessors of Miniwarehouses and Self-Storage Units', 0.7304, ['self', 'storage'], lessors),
    ]),
    ['531120 0.7305', '531130 0.7304'],
    'the text named what the excepted code is ("self storage"): nothing moves',
  );
});

t.test('a word bridged to the excepted kind names it; a residual code is never lifted', async (t) => {
  const ammo = ['31-33', '332', '3329', '33299'];
  t.same(
    order([
      {
        ...ranked('332992', 'Small Arms Ammunition Manufacturing', 0.717, ['bullet', 'manufacturing'], ammo),
        bridged_words: [{ word: 'bullet', to: 'arm', relation: 'hypernym' }],
      },
      ranked('332993', 'Ammunition (except Small Arms) Manufacturing', 0.7169, ['bullet', 'manufacturing'], ammo),
    ]),
    ['332992 0.717', '332993 0.7169'],
    '"bullet" reached "arm": the text named small arms',
  );
  const orgs = ['81', '813', '8139', '81399'];
  t.same(
    order([
      ranked('813920', 'Professional Organizations', 0.8283, ['associations'], orgs),
      {
        ...ranked(
          '813990',
          'Other Similar Organizations (except Business, Professional, Labor, and Political Organizations)',
          0.8282,
          ['associations'],
          orgs,
        ),
        residual: true,
      },
    ]),
    ['813920 0.8283', '813990 0.8282'],
  );
});
