import t from 'tap';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { handleCommand } from '../../../commands/handle.ts';
import type { Decider } from '../../../commands/decider.ts';
import { createTestDatabase } from '../../helpers/database.ts';

/** handleCommand answers with its own stream's revision and position, not the log's global head. */
const db = await createTestDatabase();
const store = createPgEventStore(db.pool, db.url);
t.teardown(async () => {
  await store.close();
  await db.drop();
});

type Noted = { type: 'Noted'; data: { n?: number } };
type Note = { type: 'Note'; data: { skip?: boolean } };
/** Counts the stream's Noted events; a Note appends one more unless told to skip. */
const count: Decider<number, Note, Noted> = {
  eventTypes: new Set(['Noted']),
  initialState: () => 0,
  evolve: (n) => n + 1,
  decide: (c, n) => (c.data.skip ? [] : [{ type: 'Noted', data: { n } }]),
};
const note: Note = { type: 'Note', data: {} };
const skip: Note = { type: 'Note', data: { skip: true } };
const meta = { schemaVersion: 1 };

t.test('an append returns the appended events revision and position', async (t) => {
  const first = await handleCommand(store, 'mine-1', count, note, meta);
  t.equal(first.nextRevision, 1n);
  await store.append(
    'other-1',
    [
      { type: 'Noted', data: {} },
      { type: 'Noted', data: {} },
    ],
    'any',
  );
  const second = await handleCommand(store, 'mine-1', count, note, meta);
  t.equal(second.nextRevision, 2n);
  const mine = [];
  for await (const e of store.readStream('mine-1')) mine.push(e.position);
  t.equal(second.lastPosition, mine[1]);
});

t.test('a command deciding nothing returns its stream as read, not the head', async (t) => {
  await store.append('other-1', [{ type: 'Noted', data: {} }], 'any');
  const head = await store.headPosition();
  const r = await handleCommand(store, 'mine-1', count, skip, meta);
  t.same(r.events, []);
  t.equal(r.nextRevision, 2n);
  t.ok(r.lastPosition < head, `stream position ${r.lastPosition} is not the head ${head}`);
  const none = await handleCommand(store, 'never-written', count, skip, meta);
  t.equal(none.nextRevision, 0n);
  t.equal(none.lastPosition, 0n);
});

t.test('events of other types are not folded, but count for the expected revision', async (t) => {
  await store.append('mixed-1', [{ type: 'Other', data: {} }], 'no_stream');
  const r = await handleCommand(store, 'mixed-1', count, note, meta);
  t.equal(r.state, 0, 'the Other event was not folded');
  t.equal(r.nextRevision, 2n, 'appended after it');
});
