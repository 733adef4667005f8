import t from 'tap';
import { createPool } from '../../../platform/db.ts';
import { readModelCache } from '../../../platform/readModelCache.ts';
import { createTestDatabase } from '../../helpers/database.ts';

// A value derived from read models is loaded once, shared by concurrent callers, and loaded again only
// after one of those read models changed (the authority weights and the countries' names ride on it).

const db = await createTestDatabase();
const pool = createPool(db.url, 2);
t.teardown(async () => {
  await pool.end();
  await db.drop();
});
await pool.query(
  `INSERT INTO projection_checkpoints (name, version, position) VALUES ('catalog', 1, 0) ON CONFLICT (name) DO NOTHING`,
);

t.test('loaded once while the read model is unchanged, again after it changed', async (t) => {
  let loads = 0;
  const cached = readModelCache(['catalog'], async () => ++loads, 0);
  t.same(await Promise.all([cached(pool), cached(pool), cached(pool)]), [1, 1, 1], 'concurrent callers share one load');
  t.equal(await cached(pool), 1, 'unchanged: the same value, not loaded again');
  await pool.query(`UPDATE projection_checkpoints SET changed = nextval('read_model_changes') WHERE name = 'catalog'`);
  t.equal(await cached(pool), 2, 'changed: loaded again');
  t.equal(loads, 2);
});

t.test('a failed load is forgotten: the next caller tries again', async (t) => {
  let calls = 0;
  const cached = readModelCache(['catalog'], async () => {
    if (++calls === 1) throw new Error('first load fails');
    return 'loaded';
  });
  await t.rejects(cached(pool), /first load fails/);
  t.equal(await cached(pool), 'loaded');
});
