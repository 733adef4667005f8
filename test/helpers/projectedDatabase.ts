import type { Test } from 'tap';
import { createPgEventStore } from '../../commands/eventStore/pgEventStore.ts';
import { projections } from '../../projections/registry.ts';
import { createProjector } from '../../projections/runtime/runner.ts';
import { createTestDatabase } from './database.ts';

/** A fresh migrated database with its PostgreSQL event store and the real projector of every projection, closed when `t` ends. */
export async function createProjectedDatabase(t: Test) {
  const db = await createTestDatabase();
  t.teardown(() => db.drop());
  const store = createPgEventStore(db.pool, db.url);
  t.teardown(() => store.close());
  const projector = createProjector({ pool: db.pool, store, projections });
  return { db, store, projector };
}
