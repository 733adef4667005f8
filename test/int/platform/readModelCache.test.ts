import t from 'tap';
import { readModelCache } from '../../../platform/readModelCache.ts';
import { checkpointedDatabase } from '../../helpers/checkpointed.ts';

// A value derived from read models is loaded once, shared by concurrent callers, and loaded again only
// after one of those read models changed (the authority weights and the countries' names ride on it).

const { pool, markChanged } = await checkpointedDatabase(t, ['catalog']);

t.test('loaded once while the read model is unchanged, again after it changed', async (t) => {
  let loads = 0;
  const cached = readModelCache(['catalog'], async () => ++loads, 0);
  t.same(await Promise.all([cached(pool), cached(pool), cached(pool)]), [1, 1, 1], 'concurrent callers share one load');
  t.equal(await cached(pool), 1, 'unchanged: the same value, not loaded again');
  await markChanged('catalog');
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
