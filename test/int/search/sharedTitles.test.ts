import t from 'tap';
import { createSearchFixture, plainSystem } from '../../helpers/searchFixture.ts';
import { withTransaction } from '../../../platform/db.ts';
import type { IndexOp } from '../../../projections/search/port.ts';

// A hit's `also_in` (the other systems holding its title, any case) is read from a count kept by title
// (search_titles, migration 0320) that every write keeps right: a later system with the same title, a title
// changed or removed, a title a system holds twice; and counted afresh by `settle` at the end of a long replay.

t.test('also_in follows every write of a shared title', async (t) => {
  const { db, index, systemsOp } = await createSearchFixture(t, [
    plainSystem('s_a'),
    plainSystem('s_b'),
    plainSystem('s_c'),
  ]);
  const apply = (ops: IndexOp[]) => withTransaction(db.pool, (tx) => index.apply([systemsOp, ...ops], tx));
  const alsoIn = async (system: string, code: string, systems?: string[]) => {
    const page = await index.search({ q: 'quartz widgets', limit: 20, offset: 0, systems });
    return page.items.find((h) => h.system === system && h.code === code)?.alsoIn;
  };
  await apply([
    {
      op: 'upsert',
      system: 's_a',
      docs: [
        { code: 'A1', title: 'Quartz widgets', level: 1 },
        { code: 'A2', title: 'Quartz widgets', level: 2 },
      ],
    },
  ]);
  t.equal(await alsoIn('s_a', 'A2'), 0, 'one system (twice): no other');
  await apply([{ op: 'upsert', system: 's_b', docs: [{ code: 'B1', title: 'QUARTZ WIDGETS', level: 1 }] }]);
  t.equal(await alsoIn('s_a', 'A2'), 1, 'a later system with the same title, in another case: one other');
  await apply([{ op: 'upsert', system: 's_c', docs: [{ code: 'C1', title: 'Quartz widgets', level: 1 }] }]);
  t.equal(await alsoIn('s_a', 'A2'), 2, 'a third: two others');
  t.equal(await alsoIn('s_a', 'A2', ['s_a', 's_b']), 1, 'filtered: only the systems searched count');
  await apply([{ op: 'upsert', system: 's_c', docs: [{ code: 'C1', title: 'Quartz widgets, other', level: 1 }] }]);
  t.equal(await alsoIn('s_a', 'A2'), 1, 'a title changed away: one other again');
  await apply([{ op: 'remove', system: 's_b', codes: ['B1'] }]);
  t.equal(await alsoIn('s_a', 'A2'), 0, 'the other removed: none');
  await apply([{ op: 'upsert', system: 's_b', docs: [{ code: 'B1', title: 'Quartz widgets', level: 1 }] }]);
  t.equal(await alsoIn('s_a', 'A2'), 1, 'back: one other');

  // what a long replay leaves to its end: the counts afresh from the documents
  await db.pool.query('TRUNCATE search_titles');
  t.equal(await alsoIn('s_a', 'A2'), 0, 'the test: with no counts, none');
  await withTransaction(db.pool, (tx) => index.settle!(tx));
  t.equal(await alsoIn('s_a', 'A2'), 1, 'settle counts every title again');
});
