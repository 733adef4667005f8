import t from 'tap';
import { createPgSearch } from '../../../projections/search/pgSearch.ts';
import { GROUPED_TOTAL_CAP, TOTAL_CAP } from '../../../projections/search/port.ts';
import { RANK_CAP, WIDEN_CAP } from '../../../projections/search/pgSearchSql.ts';
import { withTransaction } from '../../../platform/db.ts';
import { createTestDatabase } from '../../helpers/database.ts';

// Issue 20 item 4: the PostgreSQL adapter ranks at most RANK_CAP title candidates (in index order);
// the cap may not drop the code or the title equal to the query, and the page is ts_rank's order.
t.test('search caps keep the hits that rank first', async (t) => {
  const db = await createTestDatabase();
  t.teardown(() => db.drop());
  const index = createPgSearch(db.pool);
  const apply = (ops: Parameters<typeof index.apply>[0]) => withTransaction(db.pool, (tx) => index.apply(ops, tx));
  const filler = (prefix: string, n: number, title: (i: number) => string) =>
    Array.from({ length: n }, (_, i) => ({ code: `${prefix}${i}`, title: title(i), level: 3 }));
  await apply([{ op: 'systems', systems: [{ id: 'cap_t', name: 'Cap test', kind: 'standard' }] }]);
  // more title matches than the candidate cap, written first, so a cap in table order keeps only them
  await apply([
    {
      op: 'upsert',
      system: 'cap_t',
      docs: filler('F', RANK_CAP + 500, (i) => `Sprocket widget assembly line part number ${i}`),
    },
  ]);
  await apply([
    {
      op: 'upsert',
      system: 'cap_t',
      docs: [
        { code: 'widget', title: 'Code equal to the query', level: 2 },
        { code: 'X1', title: 'Widget', level: 2 },
      ],
    },
  ]);

  const res = await index.search({ q: 'widget', limit: 5, offset: 0 });
  t.ok(res.totalCapped, 'more hits than the cap');
  t.same(
    res.items.slice(0, 2).map((h) => [h.code, h.match]),
    [
      ['widget', 'code'],
      ['X1', 'title'],
    ],
    'the code equal to the query, then the title equal to it, although both come after the cap in table order',
  );

  const grouped = await index.searchGrouped({ q: 'widget', limit: 5, offset: 0, perGroup: 3 });
  t.same(
    grouped.groups[0].items.slice(0, 2).map((h) => h.code),
    ['widget', 'X1'],
    'grouped: the same two first',
  );
});

t.test('the first page is the one ts_rank over every candidate gives', async (t) => {
  const db = await createTestDatabase();
  t.teardown(() => db.drop());
  const index = createPgSearch(db.pool);
  await withTransaction(db.pool, async (tx) => {
    await index.apply([{ op: 'systems', systems: [{ id: 'pre_t', name: 'Pre-rank test', kind: 'standard' }] }], tx);
    const words = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'theta', 'kappa', 'lambda'];
    // titles of 2 to 10 words, some with the query word twice, long ones first in table order
    const docs = Array.from({ length: 1800 }, (_, i) => {
      const n = 10 - Math.floor((i * 9) / 1800);
      const rest = Array.from({ length: n - 1 }, (_, k) => words[(i + k) % words.length]);
      // every title different (hits of one title fold into one)
      return { code: `P${i}`, title: `gadget ${rest.join(' ')} g${i}${i % 7 === 0 ? ' gadget' : ''}`, level: 3 };
    });
    await index.apply([{ op: 'upsert', system: 'pre_t', docs }], tx);
  });
  // one hit per title (hits of one title fold into one), ranked by ts_rank
  const { rows } = await db.pool.query<{ code: string }>(
    `SELECT code FROM (SELECT DISTINCT ON (lower(title)) code, level, system, ts_rank(tsv, to_tsquery('search_en', 'gadget'), 1) AS r
                         FROM search_docs WHERE tsv @@ to_tsquery('search_en', 'gadget')
                        ORDER BY lower(title), r DESC, level DESC, system, code) f
      ORDER BY r DESC, level, system, code LIMIT 20`,
  );
  const res = await index.search({ q: 'gadget', limit: 20, offset: 0 });
  // the count stops at TOTAL_CAP (1,000), the ranking at RANK_CAP (10,000): the page still ranks all 1,800
  t.same([res.total, res.totalCapped], [TOTAL_CAP, true], 'the total stops at the count bound and says so');
  t.same(
    res.items.map((h) => h.code),
    rows.map((r) => r.code),
    'the first page is the one ts_rank over every candidate gives',
  );
});

// Issue 20 item 4: the page is found among the short titles when they prove it (projections/search/rankBound.ts),
// so a query with more matches than the cap gets the best titles of every match, not of the first RANK_CAP in table order.
t.test('above the cap, the first page is the best over every match', async (t) => {
  const db = await createTestDatabase();
  t.teardown(() => db.drop());
  const index = createPgSearch(db.pool);
  await withTransaction(db.pool, async (tx) => {
    await index.apply([{ op: 'systems', systems: [{ id: 'over_t', name: 'Over the cap', kind: 'standard' }] }], tx);
    // long titles first in table order, more of them than the cap; then short ones, some with the word twice
    const long = Array.from({ length: RANK_CAP + 200 }, (_, i) => ({
      code: `L${i}`,
      title: `Sprocket assembly line widget part number ${i}`,
      level: 3,
    }));
    await index.apply([{ op: 'upsert', system: 'over_t', docs: long }], tx);
    const words = ['gear', 'shaft', 'bolt', 'nut', 'spring'];
    const short = Array.from({ length: 60 }, (_, i) => ({
      code: `S${i}`,
      // every title different (hits of one title fold into one)
      title: i % 4 === 0 ? `Widget ${words[i % 5]} widget n${i}` : `Widget ${words[i % 5]} n${i}${i % 3 ? '' : ' pin'}`,
      level: 2 + (i % 2),
    }));
    await index.apply([{ op: 'upsert', system: 'over_t', docs: short }], tx);
  });
  // one hit per title (hits of one title fold into one: the deepest code), ranked by ts_rank
  const { rows } = await db.pool.query<{ code: string }>(
    `SELECT code FROM (SELECT DISTINCT ON (lower(title)) code, level, system, ts_rank(tsv, to_tsquery('search_en', 'widget'), 1) AS r
                         FROM search_docs WHERE tsv @@ to_tsquery('search_en', 'widget')
                        ORDER BY lower(title), r DESC, level DESC, system, code) f
      ORDER BY r DESC, level, system, code LIMIT 25`,
  );
  const res = await index.search({ q: 'widget', limit: 20, offset: 5 });
  t.ok(res.totalCapped, 'more matches than the cap');
  t.equal(res.total, TOTAL_CAP, 'the total stops at the cap');
  t.same(
    res.items.map((h) => h.code),
    rows.slice(5).map((r) => r.code),
    'the second page of ts_rank over every match, although those titles come after the cap in table order',
  );
});

// Issue 15: a widened query (its AND found under 20 titles) ranks at most WIDEN_CAP matches of all words but
// one; its total stopped there while total_capped said the count was complete.
t.test('a widened query says when its total stopped at a bound', async (t) => {
  const db = await createTestDatabase();
  t.teardown(() => db.drop());
  const index = createPgSearch(db.pool);
  const matches = WIDEN_CAP + 700;
  await withTransaction(db.pool, async (tx) => {
    await index.apply([{ op: 'systems', systems: [{ id: 'wide_t', name: 'Widened test', kind: 'standard' }] }], tx);
    const one = Array.from({ length: matches }, (_, i) => ({
      code: `G${i}`,
      title: `Gizmo holder part ${i}`,
      level: 3,
    }));
    const both = Array.from({ length: 5 }, (_, i) => ({ code: `B${i}`, title: `Sprocket gizmo ${i}`, level: 3 }));
    const few = Array.from({ length: 40 }, (_, i) => ({ code: `W${i}`, title: `Widget ${i}`, level: 3 }));
    await index.apply([{ op: 'upsert', system: 'wide_t', docs: [...one, ...both, ...few] }], tx);
  });
  const { rows } = await db.pool.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM search_docs WHERE tsv @@ to_tsquery('search_en', 'sprocket | gizmo')`,
  );
  const every = rows[0].n;
  t.equal(every, matches + 5, 'the test data: every title matches one word of the query');
  const honest = (r: { total: number; totalCapped: boolean }) => (r.totalCapped ? r.total <= every : r.total === every);
  const flat = await index.search({ q: 'sprocket gizmo', limit: 10, offset: 0 });
  t.same(
    flat.items
      .slice(0, 5)
      .map((h) => h.code)
      .sort(),
    ['B0', 'B1', 'B2', 'B3', 'B4'],
    'widened: the titles holding both words first',
  );
  t.ok(honest(flat), `flat: total ${flat.total} is every match (${every}) or says it stopped (total_capped)`);
  const grouped = await index.searchGrouped({ q: 'sprocket gizmo', limit: 5, offset: 0, perGroup: 3 });
  t.ok(honest(grouped), `grouped: total ${grouped.total} is every match (${every}) or says it stopped (total_capped)`);

  const few = await index.search({ q: 'sprocket widget', limit: 10, offset: 0 });
  t.same([few.total, few.totalCapped], [45, false], 'a widened query under the bound: every match counted, not capped');
});

// Issue 38: a flat page's total is counted exactly up to TOTAL_CAP title matches and then says "at least"
// (total_capped), where it counted up to the ranking's bound (RANK_CAP); grouped search still counts every match
// it ranks, per system too.
t.test('a flat total is exact up to TOTAL_CAP, then at least TOTAL_CAP; grouped totals count on', async (t) => {
  const db = await createTestDatabase();
  t.teardown(() => db.drop());
  const index = createPgSearch(db.pool);
  t.ok(TOTAL_CAP < GROUPED_TOTAL_CAP, 'the bounds as documented');
  await withTransaction(db.pool, async (tx) => {
    await index.apply(
      [
        {
          op: 'systems',
          systems: [
            { id: 'count_a', name: 'Count test A', kind: 'standard' },
            { id: 'count_b', name: 'Count test B', kind: 'standard' },
          ],
        },
      ],
      tx,
    );
    // TOTAL_CAP + 1 titles holding "bracket", all but two of them "steel" too; five more in a second system
    const a = Array.from({ length: TOTAL_CAP + 1 }, (_, i) => ({
      code: `A${i}`,
      title: `${i < TOTAL_CAP - 1 ? 'Steel bracket' : 'Bracket'} model ${i}`,
      level: 3,
    }));
    const b = Array.from({ length: 5 }, (_, i) => ({ code: `B${i}`, title: `Bracket kind ${i}`, level: 3 }));
    await index.apply([{ op: 'upsert', system: 'count_a', docs: a }], tx);
    await index.apply([{ op: 'upsert', system: 'count_b', docs: b }], tx);
  });
  const under = await index.search({ q: 'steel bracket', limit: 5, offset: 0 });
  t.same([under.total, under.totalCapped], [TOTAL_CAP - 1, false], 'under the bound: every match, exactly');
  const over = await index.search({ q: 'bracket', limit: 5, offset: 0 });
  t.same([over.total, over.totalCapped], [TOTAL_CAP, true], `over it: at least ${TOTAL_CAP}, total_capped`);
  t.equal(over.items.length, 5, 'the page is full');
  const grouped = await index.searchGrouped({ q: 'bracket', limit: 5, offset: 0, perGroup: 2 });
  t.same(
    [grouped.total, grouped.totalCapped, Object.fromEntries(grouped.groups.map((g) => [g.system, g.total]))],
    [TOTAL_CAP + 6, false, { count_a: TOTAL_CAP + 1, count_b: 5 }],
    'grouped: the overall and per-system totals count every match',
  );
});
