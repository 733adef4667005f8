import t from 'tap';
import type { Queryable } from '../../../platform/db.ts';
import { neighbourVotes, NEIGHBOURS } from '../../../projections/classify/neighbours.ts';
import { combine, NEIGHBOURS_WEIGHT, type Run } from '../../../projections/classify/request.ts';
import { iscoMatch, iscoResult } from './iscoResult.ts';

/** Described occupations as the database would give them (node, its ISCO-08 unit, its description). */
const occupations = [
  {
    node: 'a1',
    code: '3324',
    description: 'Wholesale merchants in fruit investigate potential wholesale buyers and suppliers.',
  },
  {
    node: 'a2',
    code: '3324',
    description: 'Wholesale merchants in hides investigate potential wholesale buyers and suppliers.',
  },
  { node: 'a3', code: '3324', description: 'Trade brokers buy and sell goods for clients.' },
  { node: 'b1', code: '1420', description: 'Shop managers assume responsibility for activities and staff in shops.' },
  { node: 'c1', code: '7512', description: 'Bakers make bread, cakes and pastries.' },
];
/** A database handle that answers the checkpoints' mark and the described occupations' rows. */
const fakeDb = (): Queryable =>
  ({
    query: async (sql: string, params: unknown[]) =>
      /projection_checkpoints/.test(sql)
        ? { rows: [{ mark: 'm1' }] }
        : { rows: params[0] === 'esco_occupations' && params[1] === 'isco_08' ? occupations : [] },
  }) as unknown as Queryable;

/**
 * A description written like other occupations of its unit ("wholesale merchant in …", ESCO's 3324) finds
 * them: their unit takes most of the votes of the nearest described occupations.
 */
t.test('the nearest described occupations vote for their units', async (t) => {
  const db = fakeDb();
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
