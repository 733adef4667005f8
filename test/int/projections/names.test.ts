import t from 'tap';
import { createClient } from 'redis';
import { createPool } from '../../../platform/db.ts';
import { loadConfig } from '../../../platform/config.ts';
import { allProjections } from '../../../projections/all.ts';
import { allProjectionNames } from '../../../projections/names.ts';

// status, health lag and `rebuild` name projections from names.ts; the projector runs all.ts.
// A projection added to one list and not the other would be projected but never reported (or the reverse).
t.test('the reported projection names are the projections the projector runs', async (t) => {
  const pool = createPool('postgres://nobody@127.0.0.1:1/none'); // never connected: building projections does no I/O
  t.teardown(() => pool.end());
  const built = allProjections({ pool, redis: createClient() as any, config: loadConfig({}) }).map((p) => p.name);
  t.same([...allProjectionNames()].sort(), [...built].sort());
  t.equal(new Set(built).size, built.length, 'names are unique');
});
