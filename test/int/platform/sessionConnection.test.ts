import t from 'tap';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../../platform/config.ts';
import { assertSessionHoldsLock, SessionConnectionRequired } from '../../../platform/sessionConnection.ts';
import { PROJECTOR_LOCK } from '../../../projections/runtime/runner.ts';
import { openServices } from '../../../cli/services.ts';
import { createTestDatabase } from '../../helpers/database.ts';

// The projector needs a session connection (LISTEN, a session advisory lock): behind a transaction-mode
// pooler it refuses to start and names the fix, rather than run unlocked.

const db = await createTestDatabase();
t.teardown(() => db.drop());
const DATA_DIR = mkdtempSync(path.join(os.tmpdir(), 'session-'));
const pooled = `${db.url}?pgbouncer=true`;

t.test('a DATABASE_URL flagged as a transaction pooler is refused for the projector, with the fix', async (t) => {
  const config = loadConfig({ DATA_DIR, DATABASE_URL: pooled });
  await t.rejects(openServices(config), { name: 'SessionConnectionRequired', message: /PROJECTOR_DATABASE_URL/ });
});

t.test('PROJECTOR_DATABASE_URL gives the projector its session connection', async (t) => {
  const services = await openServices(loadConfig({ DATA_DIR, DATABASE_URL: pooled, PROJECTOR_DATABASE_URL: db.url }));
  t.teardown(() => services.close());
  t.equal(services.databaseUrl, db.url, 'the projector pool is on the session URL');
});

t.test('an API-only instance may sit behind the pooler (the flag is not sent to PostgreSQL)', async (t) => {
  const services = await openServices(loadConfig({ DATA_DIR, DATABASE_URL: pooled }), { session: false });
  t.teardown(() => services.close());
  t.equal((await services.pool.query('SELECT 1 AS one')).rows[0].one, 1);
});

t.test('the lock round trip: held on the same backend, refused on another one', async (t) => {
  const a = new pg.Client({ connectionString: db.url });
  const b = new pg.Client({ connectionString: db.url });
  await a.connect();
  await b.connect();
  t.teardown(async () => {
    await a.end();
    await b.end();
  });
  await a.query('SELECT pg_advisory_lock($1)', [PROJECTOR_LOCK + 1]);
  await t.resolves(assertSessionHoldsLock(a, PROJECTOR_LOCK + 1), 'a session connection keeps its lock');
  // a transaction pooler would run the next statement on another backend, like `b` here
  await t.rejects(assertSessionHoldsLock(b, PROJECTOR_LOCK + 1), SessionConnectionRequired);
});
