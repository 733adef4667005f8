import t from 'tap';
import { createClient } from 'redis';
import { createPool } from '../../../platform/db.ts';
import { loadConfig } from '../../../platform/config.ts';
import { allProjectionNames, allProjections } from '../../../projections/registry.ts';

// status, health lag and `rebuild` report allProjectionNames(); the projector runs allProjections().
// Both come from registry.ts's one list; projections built from services declare their name up front,
// so a name that differs from the built projection's, or a name used twice, would mix checkpoints.
t.test('the reported projection names are the projections the projector runs, each once', async (t) => {
  const pool = createPool('postgres://nobody@127.0.0.1:1/none'); // never connected: building projections does no I/O
  t.teardown(() => pool.end());
  const config = loadConfig({});
  const built = allProjections({ pool, redis: createClient() as any, config }).map((p) => p.name);
  t.same(built, allProjectionNames());
  t.equal(new Set(built).size, built.length, 'names are unique');
  const withoutRedis = allProjections({ pool, config }).map((p) => p.name);
  t.notOk(withoutRedis.includes('keyCache'), 'the key cache runs only with Redis');
  t.equal(withoutRedis.length, built.length - 1);
});
