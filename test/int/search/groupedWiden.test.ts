import t from 'tap';
import { createPgSearch } from '../../../projections/search/pgSearch.ts';
import { GROUPED_TOTAL_CAP } from '../../../projections/search/port.ts';
import { PREFIX_CAP } from '../../../projections/search/pgSearchSql.ts';
import { withTransaction } from '../../../platform/db.ts';
import { createTestDatabase } from '../../helpers/database.ts';

// A grouped search (the web's search box) widens to "all words but one" only when the AND of every word finds too
// few title hits, as a flat page does: its statement returned no title count, so every grouped query of two words
// or more was widened and its groups filled with titles holding one word only. Its total says "at least" when the
// count stopped at any of its bounds (the ranking's, the code prefixes'), not only at a widened query's.
t.test('a grouped query whose words together match enough titles is not widened', async (t) => {
  const db = await createTestDatabase();
  t.teardown(() => db.drop());
  const index = createPgSearch(db.pool);
  await withTransaction(db.pool, async (tx) => {
    await index.apply([{ op: 'systems', systems: [{ id: 'gw_a', name: 'Grouped A', kind: 'standard' }] }], tx);
    await index.apply([{ op: 'systems', systems: [{ id: 'gw_b', name: 'Grouped B', kind: 'standard' }] }], tx);
    const docs = (prefix: string, n: number, title: string) =>
      Array.from({ length: n }, (_, i) => ({ code: `${prefix}${i}`, title: `${title} ${i}`, level: 3 }));
    await index.apply([{ op: 'upsert', system: 'gw_a', docs: [...docs('B', 25, 'Steel bracket model')] }], tx);
    // titles holding one of the words only, in a second system and in the first
    await index.apply([{ op: 'upsert', system: 'gw_b', docs: docs('P', 30, 'Steel pipe') }], tx);
    await index.apply([{ op: 'upsert', system: 'gw_a', docs: docs('K', 30, 'Bracket clamp') }], tx);
  });
  const flat = await index.search({ q: 'steel bracket', limit: 50, offset: 0 });
  t.same([flat.total, flat.totalCapped], [25, false], 'flat: the 25 titles holding both words');
  const grouped = await index.searchGrouped({ q: 'steel bracket', limit: 5, offset: 0, perGroup: 50 });
  const titles = grouped.groups.flatMap((g) => g.items.map((h) => h.title));
  t.same(
    titles.filter((title) => !/steel/i.test(title) || !/bracket/i.test(title)),
    [],
    'no grouped hit holds one word only',
  );
  t.same(
    [grouped.total, grouped.totalCapped, grouped.groups.map((g) => [g.system, g.total])],
    [25, false, [['gw_a', 25]]],
    'grouped: one group, its total the AND count',
  );

  // under WIDEN_BELOW titles holding both words: widened as the flat page is
  const few = await index.searchGrouped({ q: 'pipe clamp', limit: 5, offset: 0, perGroup: 50 });
  t.same(few.groups.map((g) => g.system).sort(), ['gw_a', 'gw_b'], 'no title holds both words: widened, both systems');
});

t.test(
  'a grouped total says "at least" when its count stopped at the ranking or the code prefixes bound',
  async (t) => {
    const db = await createTestDatabase();
    t.teardown(() => db.drop());
    const index = createPgSearch(db.pool);
    await withTransaction(db.pool, async (tx) => {
      await index.apply([{ op: 'systems', systems: [{ id: 'gc_t', name: 'Grouped cap', kind: 'standard' }] }], tx);
      const many = Array.from({ length: GROUPED_TOTAL_CAP + 50 }, (_, i) => ({
        code: `W${i}`,
        title: `Widget assembly ${i}`,
        level: 3,
      }));
      const codes = Array.from({ length: PREFIX_CAP + 50 }, (_, i) => ({
        code: `Q7${String(i).padStart(4, '0')}`,
        title: `Prefixed entry ${i}`,
        level: 3,
      }));
      const few = Array.from({ length: 30 }, (_, i) => ({ code: `R9${i}`, title: `Other entry ${i}`, level: 3 }));
      await index.apply([{ op: 'upsert', system: 'gc_t', docs: [...many, ...codes, ...few] }], tx);
    });
    const over = await index.searchGrouped({ q: 'widget', limit: 5, offset: 0, perGroup: 3 });
    t.same(
      [over.total, over.totalCapped],
      [GROUPED_TOTAL_CAP, true],
      `above the ranking's bound: at least ${GROUPED_TOTAL_CAP}`,
    );
    const flatOver = await index.search({ q: 'widget', limit: 5, offset: 0 });
    t.ok(flatOver.totalCapped, 'as the flat page says');
    const prefixed = await index.searchGrouped({ q: 'Q7', limit: 5, offset: 0, perGroup: 3 });
    t.same(
      [prefixed.total, prefixed.totalCapped],
      [PREFIX_CAP, true],
      `a code prefix above its bound: at least ${PREFIX_CAP}`,
    );
    const flatPrefixed = await index.search({ q: 'Q7', limit: 5, offset: 0 });
    t.ok(flatPrefixed.totalCapped, 'as the flat page says');
    const under = await index.searchGrouped({ q: 'R9', limit: 5, offset: 0, perGroup: 3 });
    t.same([under.total, under.totalCapped], [30, false], 'a code prefix under its bound: exact');
  },
);
