import t from 'tap';
import { createSearchFixture, plainSystem } from '../../helpers/searchFixture.ts';
import { withTransaction } from '../../../platform/db.ts';
import type { IndexOp } from '../../../projections/search/port.ts';

// A flat page's hit says how many children its code has (`leaf`, `child_count`), read with the hit's document
// (search_docs.child_count, migration 0330), which the search projection keeps from the documents' parents: a system
// loaded whole, a child added later, moved to another parent, removed; a parent whose children came in an earlier
// write. Before, the page probed the catalog's nodes per hit.

t.test("a hit's child count follows every write of its children", async (t) => {
  const { db, index, systemsOp } = await createSearchFixture(t, [plainSystem('k_a'), plainSystem('k_b')]);
  const apply = (ops: IndexOp[]) => withTransaction(db.pool, (tx) => index.apply([systemsOp, ...ops], tx));
  const kids = async (code: string, system = 'k_a') => {
    const page = await index.search({ q: 'garnet lathes', limit: 20, offset: 0 });
    const h = page.items.find((x) => x.system === system && x.code === code);
    return h && { children: h.details?.child_count, leaf: h.details?.leaf };
  };
  const doc = (code: string, parent: string | null, level = parent ? 2 : 1) => ({
    code,
    title: `Garnet lathes ${code}`,
    level,
    parent,
  });
  // loaded whole (COPY): counted from the documents loaded, in two events of one batch
  await apply([
    { op: 'upsert', system: 'k_a', docs: [doc('A', null), doc('A1', 'A')] },
    { op: 'upsert', system: 'k_a', docs: [doc('A2', 'A'), doc('B', null)] },
  ]);
  t.same(await kids('A'), { children: 2, leaf: false }, 'two children loaded with it');
  t.same(await kids('A1'), { children: 0, leaf: true }, 'a child: a leaf');
  t.same(await kids('B'), { children: 0, leaf: true }, 'a root without children: a leaf');
  await apply([{ op: 'upsert', system: 'k_a', docs: [doc('B1', 'B')] }]);
  t.same(await kids('B'), { children: 1, leaf: false }, 'a child added by a later write');
  await apply([{ op: 'upsert', system: 'k_a', docs: [doc('A2', 'B')] }]);
  t.same(await kids('A'), { children: 1, leaf: false }, 'a child moved away');
  t.same(await kids('B'), { children: 2, leaf: false }, 'and to its new parent');
  await apply([{ op: 'remove', system: 'k_a', codes: ['A1'] }]);
  t.same(await kids('A'), { children: 0, leaf: true }, 'its last child removed: a leaf');
  // another system's code of the same name is not a child
  await apply([{ op: 'upsert', system: 'k_b', docs: [doc('X', null), doc('X1', 'B')] }]);
  t.same(await kids('B'), { children: 2, leaf: false }, "another system's parent code counts nothing here");
  t.same(await kids('X', 'k_b'), { children: 0, leaf: true }, 'nor there');
});
