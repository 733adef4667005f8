import t from 'tap';
import pg from 'pg';
import { createPool } from '../../../platform/db.ts';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import type { EventStore, RecordedEvent } from '../../../commands/eventStore/port.ts';
import { createTestDatabase } from '../../helpers/database.ts';

/**
 * The PostgreSQL event store under two writers on two connections (two pools, as two processes
 * would have): positions become visible in the order they were given out, so a subscriber that
 * reads `position > last` never steps over an event that commits later.
 */
const db = await createTestDatabase();
const pools = [createPool(db.url, 2), createPool(db.url, 2)];
const [a, b] = pools.map((p) => createPgEventStore(p, db.url));
const reader = createPgEventStore(db.pool, db.url);
t.teardown(async () => {
  for (const s of [a, b, reader]) await s.close();
  for (const p of pools) await p.end();
  await db.drop();
});

/** Polls until `n` sessions of this database wait on a lock of the given kind. */
async function waiting(kind: 'transactionid' | 'advisory', n = 1): Promise<void> {
  for (let i = 0; i < 500; i++) {
    const { rows } = await db.pool.query(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = $1`,
      [kind],
    );
    if (rows[0].n >= n) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`no session waits on a ${kind} lock`);
}

function subscribe(store: EventStore, until: number) {
  const ac = new AbortController();
  const seen: RecordedEvent[] = [];
  const done = (async () => {
    for await (const e of store.subscribeToAll(0n, ac.signal)) {
      seen.push(e);
      if (seen.length >= until) ac.abort();
    }
  })();
  return { seen, done, stop: () => ac.abort() };
}

t.test('an append held open on one connection holds back the next one on another', async (t) => {
  const sub = subscribe(reader, 2);
  t.teardown(sub.stop);
  // A third session writes the stream row A's append must write, so A stops mid-transaction, after taking its position.
  const blocker = new pg.Client({ connectionString: db.url });
  await blocker.connect();
  t.teardown(() => blocker.end().catch(() => {}));
  await blocker.query('BEGIN');
  await blocker.query(`INSERT INTO streams (stream, revision) VALUES ('held-a', 0)`);
  const first = a.append('held-a', [{ type: 'Held', data: { by: 'a' } }], 'any');
  await waiting('transactionid');
  const second = b.append('held-b', [{ type: 'Held', data: { by: 'b' } }], 'no_stream');
  await waiting('advisory');
  t.equal(await reader.headPosition(), 0n, 'nothing is visible while the first append is open');
  t.same(sub.seen, [], 'the subscriber has seen nothing');
  await blocker.query('ROLLBACK');
  const [ra, rb] = await Promise.all([first, second]);
  t.ok(ra.lastPosition < rb.lastPosition, 'the append that started first has the lower position');
  await sub.done;
  t.same(
    sub.seen.map((e) => [e.position, e.data.by]),
    [
      [ra.lastPosition, 'a'],
      [rb.lastPosition, 'b'],
    ],
    'the subscriber saw both, in position order',
  );
});

t.test('two writers racing: the live subscriber sees every position once, in order', async (t) => {
  const start = await reader.headPosition();
  const perWriter = 60;
  const write = async (store: EventStore, name: string) => {
    let total = 0;
    for (let i = 0; i < perWriter; i++) {
      const n = 1 + (i % 3);
      const events = Array.from({ length: n }, (_, k) => ({ type: 'Raced', data: { name, i, k } }));
      await store.append(`race-${name}`, events, i === 0 ? 'no_stream' : 'any');
      total += n;
    }
    return total;
  };
  const expected = 2 * (perWriter / 3) * (1 + 2 + 3);
  const sub = subscribe(reader, Number(start) + expected);
  t.teardown(sub.stop);
  const totals = await Promise.all([write(a, 'a'), write(b, 'b')]);
  t.equal(totals[0] + totals[1], expected);
  await sub.done;
  const positions = sub.seen.map((e) => Number(e.position));
  t.same(
    positions,
    Array.from({ length: positions.length }, (_, i) => i + 1),
    'positions 1..N, none skipped, none twice',
  );
  for (const name of ['a', 'b']) {
    const revisions = sub.seen.filter((e) => e.stream === `race-${name}`).map((e) => Number(e.revision));
    t.same(
      revisions,
      Array.from({ length: expected / 2 }, (_, i) => i),
      `stream race-${name}: revisions in order`,
    );
  }
});
