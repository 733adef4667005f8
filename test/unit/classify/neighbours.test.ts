import t from 'tap';
import type { Queryable } from '../../../platform/db.ts';
import { neighbourVotes, NEIGHBOURS, NEIGHBOUR_POOLS } from '../../../projections/classify/neighbours.ts';
import { combine, NEIGHBOURS_WEIGHT, type Run } from '../../../projections/classify/request.ts';
import { iscoMatch, iscoResult } from './iscoResult.ts';

/** Described occupations as the database would give them (node, its ISCO-08 units, its description). */
const occupations = [
  {
    node: 'a1',
    units: ['3324'],
    description: 'Wholesale merchants in fruit investigate potential wholesale buyers and suppliers.',
  },
  {
    node: 'a2',
    units: ['3324'],
    description: 'Wholesale merchants in hides investigate potential wholesale buyers and suppliers.',
  },
  { node: 'a3', units: ['3324'], description: 'Trade brokers buy and sell goods for clients.' },
  {
    node: 'b1',
    units: ['1420'],
    description: 'Shop managers assume responsibility for activities and staff in shops.',
  },
  { node: 'c1', units: ['7512'], description: 'Bakers make bread, cakes and pastries.' },
];
/** SOC's definitions, task statements, on the ISCO-08 units the SOC–ISCO crosswalk maps them to. */
const socDefinitions = [
  {
    node: '53-3032',
    units: ['8332'],
    description: 'Drive a tractor-trailer combination or a truck with a capacity of at least 26,001 pounds.',
  },
  {
    node: '47-2061',
    units: ['9312', '9313'],
    description: 'Perform tasks involving physical labor at construction sites. May operate hand and power tools.',
  },
];
/** A database handle that answers the checkpoints' mark and the described occupations' rows. */
const fakeDb = (soc = true): Queryable =>
  ({
    query: async (sql: string, params: unknown[]) =>
      /projection_checkpoints/.test(sql)
        ? { rows: [{ mark: 'm1' }] }
        : {
            rows:
              params[1] !== 'isco_08'
                ? []
                : params[0] === 'esco_occupations'
                  ? occupations
                  : params[0] === 'soc_2018' && soc
                    ? socDefinitions
                    : [],
          },
  }) as unknown as Queryable;

/**
 * A description written like other occupations of its unit ("wholesale merchant in …", ESCO's 3324) finds
 * them: their unit takes most of the votes of the nearest described occupations.
 */
t.test('the nearest described occupations vote for their units', async (t) => {
  const db = fakeDb(false);
  const votes = await neighbourVotes(
    db,
    'Wholesale merchants in tobacco investigate potential wholesale buyers and suppliers of tobacco.',
    ['isco_08', 'soc_2018'],
  );
  t.same([...votes.keys()], ['isco_08'], 'only systems with described occupations');
  const isco = votes.get('isco_08')!;
  t.ok(NEIGHBOURS >= 3);
  t.ok(isco.get('3324')! > 0.8, 'the unit of the occupations written alike takes most votes');
  t.equal([...isco.values()].reduce((a, b) => a + b, 0).toFixed(6), '1.000000', 'the votes are shares');
  t.same(await neighbourVotes(db, 'zzz qqq', ['isco_08']), new Map(), 'no shared stem: no vote');
});

/**
 * A job described as SOC describes its occupations, in task statements, finds SOC's definition though no ESCO
 * description is written like it: the ISCO-08 units the SOC–ISCO crosswalk maps that definition to take its votes,
 * shared when it maps to several, each pool's votes shares of its own. Before, only ESCO's descriptions voted: the
 * truck driver's unit had none.
 */
t.test("SOC's definitions vote for the ISCO-08 units the crosswalk maps them to", async (t) => {
  t.ok(NEIGHBOUR_POOLS.some((p) => p.from === 'soc_2018' && p.to === 'isco_08'));
  const db = fakeDb();
  const truck = (
    await neighbourVotes(db, 'Drive a truck or a tractor-trailer combination on highways.', ['isco_08'])
  ).get('isco_08')!;
  t.ok(truck.get('8332')! > 0.5, "the definition's unit takes the SOC pool's votes");
  const labour = (
    await neighbourVotes(db, 'Perform physical labor at construction sites with hand tools.', ['isco_08'])
  ).get('isco_08')!;
  t.ok(labour.get('9312')! > 0.3, 'a definition mapped to two units votes for both');
  t.equal(labour.get('9312'), labour.get('9313'), '... alike');
  const both = (
    await neighbourVotes(db, 'Wholesale merchants investigate buyers and suppliers; drive a truck to clients.', [
      'isco_08',
    ])
  ).get('isco_08')!;
  t.equal([...both.values()].reduce((a, b) => a + b, 0).toFixed(6), '2.000000', "each pool's votes are shares");
});

const match = iscoMatch;
const result = iscoResult;

/**
 * The fields leave the right unit just below two others; the nearest described occupations vote for it: it
 * moves up by `NEIGHBOURS_WEIGHT` times its share. A unit no field found is not added. Before, the votes
 * were not read.
 */
t.test("the nearest described occupations' votes add to the fields' scores", async (t) => {
  const runs: Run[] = [
    { field: 'title', weight: 1, result: result(match('1420', 0.5), match('3322', 0.48), match('3324', 0.45)) },
  ];
  const votes = new Map([
    [
      'isco_08',
      new Map([
        ['3324', 0.8],
        ['9999', 0.2],
      ]),
    ],
  ]);
  const voted = combine(runs, 5, true, null, null, votes).standard_matches;
  t.same(
    voted.map((m) => m.code),
    ['3324', '1420', '3322'],
    'the unit the neighbours vote for goes up',
  );
  t.equal(
    voted[0].score,
    Math.round((0.45 + NEIGHBOURS_WEIGHT * 0.8) * 10_000) / 10_000,
    'its score: plus the weighted share',
  );
  t.same(
    combine(runs, 5, true).standard_matches.map((m) => m.code),
    ['1420', '3322', '3324'],
    'without votes the fields decide alone',
  );
});
