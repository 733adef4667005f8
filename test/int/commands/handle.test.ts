import t from 'tap';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { handleCommand } from '../../../commands/handle.ts';
import { createTestDatabase } from '../../helpers/database.ts';

/** handleCommand answers with its own stream's revision and position, not the log's global head. */
const db = await createTestDatabase();
const store = createPgEventStore(db.pool, db.url);
t.teardown(async () => {
  await store.close();
  await db.drop();
});

const count = { initial: () => 0, evolve: (n: number) => n + 1 };
const noted = (n: number) => [{ type: 'Noted', data: { n } }];
const meta = { schemaVersion: 1 };

t.test('an append returns the appended events revision and position', async (t) => {
  const first = await handleCommand(store, 'mine-1', count, noted, meta);
  t.equal(first.nextRevision, 1n);
  await store.append(
    'other-1',
    [
      { type: 'Noted', data: {} },
      { type: 'Noted', data: {} },
    ],
    'any',
  );
  const second = await handleCommand(store, 'mine-1', count, noted, meta);
  t.equal(second.nextRevision, 2n);
  const mine = [];
  for await (const e of store.readStream('mine-1')) mine.push(e.position);
  t.equal(second.lastPosition, mine[1]);
});

t.test('a command deciding nothing returns its stream as read, not the head', async (t) => {
  await store.append('other-1', [{ type: 'Noted', data: {} }], 'any');
  const head = await store.headPosition();
  const r = await handleCommand(store, 'mine-1', count, () => [], meta);
  t.same(r.events, []);
  t.equal(r.nextRevision, 2n);
  t.ok(r.lastPosition < head, `stream position ${r.lastPosition} is not the head ${head}`);
  const none = await handleCommand(store, 'never-written', count, () => [], meta);
  t.equal(none.nextRevision, 0n);
  t.equal(none.lastPosition, 0n);
});
