import t from 'tap';
import { setTimeout as sleep } from 'node:timers/promises';
import { stats } from '../../../projections/classify/queries.ts';
import { checkpointedDatabase } from '../../helpers/checkpointed.ts';

// The stems' frequencies are read once per state of the classify index (queries.ts `stats`): a stem whose
// frequency an ingest moved weighs as the index now says once its read model says it changed.

const { pool, markChanged } = await checkpointedDatabase(t, ['classify', 'classify_aids']);
await pool.query(`INSERT INTO classify_terms (term, df) VALUES ('zymurgi', 3)`);

t.test("a stem's frequency, and the new one once the classify index changed", async (t) => {
  t.same(
    [...(await stats(pool, ['zymurgi', 'qqxv'])).df],
    [['zymurgi', 3]],
    'the indexed stem; the unknown one has none',
  );
  await pool.query(`UPDATE classify_terms SET df = 40 WHERE term = 'zymurgi'`);
  await pool.query(`INSERT INTO classify_terms (term, df) VALUES ('qqxv', 2)`);
  await markChanged('classify');
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
