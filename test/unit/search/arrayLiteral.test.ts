import t from 'tap';
import { createRequire } from 'node:module';
import { arrayLiteral } from '../../../projections/search/pgSearchSql.ts';

const pgUtils = createRequire(import.meta.url)('pg/lib/utils.js') as { prepareValue(v: unknown): unknown };

// The systems' weights reach every page statement as array literals written once per authority table: they must
// be what the driver writes for the same JavaScript arrays, so PostgreSQL reads the same ids and the same doubles.
t.test('an array literal is what the driver sends for the array', async (t) => {
  const driver = (v: unknown[]) => pgUtils.prepareValue(v);
  for (const values of [
    ['naics_2022', 'isic_rev4', 'a "quoted" id', 'back\\slash', 'x y,z{}'],
    [0.6036123599479678, 1, 0.1, 1e-7, 1.05, 0.2],
    [],
  ])
    t.equal(arrayLiteral(values), driver(values), JSON.stringify(values));
});
