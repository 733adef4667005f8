import t from 'tap';
import { byRank, type Ranked } from '../../../projections/classify/match.ts';
import { expertOrder } from '../../../projections/classify/order.ts';
import { ranked as rankedMatch } from './rankedMatch.ts';

/**
 * A text that names no specialty is the general class (order.ts): "local trucking company" is NAICS 484110 General
 * Freight Trucking, Local, not 484220 Specialized Freight Trucking, Local, which its example phrases scored higher.
 * Real NAICS 2022 codes and titles; the scores are those `full` gave.
 */
const ranked = (code: string, title: string, score: number, matched: string[], path: string[]): Ranked =>
  rankedMatch(code, score, undefined, {
    system: 'naics_2022',
    title,
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
