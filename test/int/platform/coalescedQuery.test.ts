import t from 'tap';
import type pg from 'pg';
import { createPool, type Queryable } from '../../../platform/db.ts';
import { coalescedQuery } from '../../../platform/coalescedQuery.ts';
import { createTestDatabase } from '../../helpers/database.ts';

// Concurrent reads of one kind go to PostgreSQL as one statement, and each caller still gets exactly
// its own rows: a mix-up here would serve one request another request's code.

const db = await createTestDatabase();
const pool = createPool(db.url, 4);
t.teardown(async () => {
  await pool.end();
  await db.drop();
});
await pool.query(`CREATE TABLE words (word text PRIMARY KEY, letters text[] NOT NULL)`);
await pool.query(`INSERT INTO words SELECT 'w' || n, ARRAY(SELECT chr(96 + k) FROM generate_series(1, n % 4) k)
                    FROM generate_series(1, 500) n`);

// each word's letters as rows, in order: zero to three rows a key
const lettersOf = coalescedQuery<{ letter: string }>(
  `SELECT q.i, l.letter FROM unnest($1::text[]) WITH ORDINALITY AS q(word, i)
     JOIN words w ON w.word = q.word, unnest(w.letters) WITH ORDINALITY AS l(letter, k)
    ORDER BY q.i, l.k`,
);
const expected = (n: number) => Array.from({ length: n % 4 }, (_, k) => String.fromCharCode(97 + k));

/** The pool, counting the statements sent through it. */
function counting(inner: pg.Pool) {
  const sent = { statements: 0 };
  const db = {
    query: (config: pg.QueryConfig) => {
      sent.statements++;
      return inner.query(config);
    },
  } as unknown as Queryable;
  return { db, sent };
}

t.test('calls made in one turn are one statement, each with its own rows in order', async (t) => {
  const { db, sent } = counting(pool);
  const words = Array.from({ length: 300 }, (_, k) => 1 + ((k * 7) % 500));
  const answers = await Promise.all(words.map((n) => lettersOf(db, [`w${n}`])));
  t.same(
    answers.map((rows) => rows.map((r) => r.letter)),
    words.map(expected),
  );
  t.ok(
    answers.every((rows) => rows.every((r) => !('i' in r))),
    'the ordinality column is not handed out',
  );
  t.equal(sent.statements, 2, '300 calls, at most 200 a statement');
});

t.test('an unknown key gets no rows; the same key twice gets its rows twice', async (t) => {
  const [none, a, b] = await Promise.all([lettersOf(pool, ['nope']), lettersOf(pool, ['w3']), lettersOf(pool, ['w3'])]);
  t.same(none, []);
  t.same(
    a.map((r) => r.letter),
    ['a', 'b', 'c'],
  );
  t.same(b, a);
});

t.test('calls in different turns are different statements', async (t) => {
  const { db, sent } = counting(pool);
  t.same(
    (await lettersOf(db, ['w1'])).map((r) => r.letter),
    ['a'],
  );
  t.same(
    (await lettersOf(db, ['w2'])).map((r) => r.letter),
    ['a', 'b'],
  );
  t.equal(sent.statements, 2);
});

t.test('two databases are never mixed: each gets its own statement', async (t) => {
  const one = counting(pool);
  const two = counting(pool);
  await Promise.all([lettersOf(one.db, ['w1']), lettersOf(two.db, ['w2']), lettersOf(one.db, ['w5'])]);
  t.equal(one.sent.statements, 1);
  t.equal(two.sent.statements, 1);
});

t.test('a value PostgreSQL refuses fails only its own call; a failing statement fails all it carried', async (t) => {
  const numbers = coalescedQuery<{ n: number }>(`SELECT q.i, q.n FROM unnest($1::int[]) WITH ORDINALITY AS q(n, i)`);
  const [good, bad, other] = await Promise.allSettled([
    numbers(pool, [1]),
    numbers(pool, ['not a number']),
    numbers(pool, [2]),
  ]);
  t.same(good, { status: 'fulfilled', value: [{ n: 1 }] });
  t.match(bad, { status: 'rejected', reason: { code: '22P02' } }, 'invalid input syntax, for that call alone');
  t.same(other, { status: 'fulfilled', value: [{ n: 2 }] });

  const missing = coalescedQuery<{ n: number }>(
    `SELECT q.i, q.n FROM unnest($1::int[]) WITH ORDINALITY AS q(n, i), nowhere`,
  );
  const calls = [missing(pool, [1]), missing(pool, [2])];
  for (const call of calls) await t.rejects(call, { code: '42P01' }, 'no such table: every call');
  t.same(await numbers(pool, [7]), [{ n: 7 }], 'the next turn works');
});
