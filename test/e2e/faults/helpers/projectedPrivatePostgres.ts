import type { Test } from 'tap';
import { createPgEventStore } from '../../../../commands/eventStore/pgEventStore.ts';
import { ingestBundle } from '../../../../ingest/ingestBundle.ts';
import { createPool } from '../../../../platform/db.ts';
import { migrate } from '../../../../platform/migrate.ts';
import { createProjector } from '../../../../projections/runtime/runner.ts';
import { projections } from '../../../../projections/registry.ts';
import { miniBundle } from './miniBundle.ts';
import { privatePostgres } from './privatePostgres.ts';

/** A private PostgreSQL (one the test may stop and start) with `systems` of the mini bundle ingested and projected; destroyed with `t`. */
export async function projectedPrivatePostgres(t: Test, systems: string[]) {
  const pgs = await privatePostgres();
  t.teardown(() => pgs.destroy());
  const pool = createPool(pgs.url, 4, { connectionTimeoutMs: 60_000 }); // the set-up's projector, on a loaded machine
  await migrate(pool);
  const store = createPgEventStore(pool, pgs.url);
  await ingestBundle(store, miniBundle(systems), { quiet: true });
  await createProjector({ pool, store, projections }).catchUpOrWait();
  await store.close();
  await pool.end();
  return pgs;
}
