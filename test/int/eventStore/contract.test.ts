import t from 'tap';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { createEsdbEventStore } from '../../../commands/eventStore/esdbEventStore.ts';
import { eventStoreContract } from '../../contracts/eventStore.ts';
import { createTestDatabase } from '../../helpers/database.ts';

t.test('adapter: postgres (embedded default)', async (t) => {
  const db = await createTestDatabase();
  const stores: { close(): Promise<void> }[] = [];
  t.teardown(async () => {
    for (const s of stores) await s.close();
    await db.drop();
  });
  eventStoreContract(t, async () => {
    const s = createPgEventStore(db.pool, db.url);
    stores.push(s);
    return s;
  });
});

const esdbUrl = process.env.EVENTSTORE_URL;
t.test(
  'adapter: eventstoredb',
  { skip: esdbUrl ? false : 'skipped: EVENTSTORE_URL is not set (no EventStoreDB server on this machine)' },
  async (t) => {
    const stores: { close(): Promise<void> }[] = [];
    t.teardown(async () => {
      for (const s of stores) await s.close();
    });
    eventStoreContract(t, async () => {
      const s = createEsdbEventStore(esdbUrl!);
      stores.push(s);
      return s;
    });
  },
);
