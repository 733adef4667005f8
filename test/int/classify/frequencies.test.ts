import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { createPool } from '../../../platform/db.ts';
import { stats } from '../../../projections/classify/queries.ts';
import { createTestDatabase } from '../../helpers/database.ts';

// The stems' frequencies are read once per state of the classify index (queries.ts `stats`): a stem whose
// frequency an ingest moved weighs as the index now says once its read model says it changed.

const db = await createTestDatabase();
const pool = createPool(db.url, 2);
t.teardown(async () => {
  await pool.end();
  await db.drop();
});
for (const name of ['classify', 'classify_aids'])
  await pool.query(
    `INSERT INTO projection_checkpoints (name, version, position) VALUES ($1, 1, 0) ON CONFLICT (name) DO NOTHING`,
    [name],
  );
await pool.query(`INSERT INTO classify_terms (term, df) VALUES ('zymurgi', 3)`);

t.test("a stem's frequency, and the new one once the classify index changed", async (t) => {
  t.same(
    [...(await stats(pool, ['zymurgi', 'qqxv'])).df],
    [['zymurgi', 3]],
    'the indexed stem; the unknown one has none',
  );
  await pool.query(`UPDATE classify_terms SET df = 40 WHERE term = 'zymurgi'`);
  await pool.query(`INSERT INTO classify_terms (term, df) VALUES ('qqxv', 2)`);
  await pool.query(`UPDATE projection_checkpoints SET changed = nextval('read_model_changes') WHERE name = 'classify'`);
  await sleep(1_100); // the index's mark is read at most once a second
  const { df } = await stats(pool, ['zymurgi', 'qqxv']);
  t.same(
    [...df].sort(),
    [
      ['qqxv', 2],
      ['zymurgi', 40],
    ],
    'the index changed: the frequencies it holds now',
  );
});
