import t from 'tap';
import { createPgEventStore } from '../../../commands/eventStore/pgEventStore.ts';
import { createTestDatabase } from '../../helpers/database.ts';

// Issue 33, row 9 (fails on the old code: `UPDATE events` succeeded for the application's role, so nothing
// kept the log append-only). Migration 0105: no role holds UPDATE, DELETE or TRUNCATE on `events`, and a
// trigger refuses them even for a superuser; appending and reading go on as before.
t.test('the event log is append-only: UPDATE, DELETE and TRUNCATE refused, appends go on', async (t) => {
  const db = await createTestDatabase();
  const store = createPgEventStore(db.pool, db.url);
  t.teardown(async () => {
    await store.close();
    await db.drop();
  });
  await store.append('account-append-only', [{ type: 'AccountRegistered', data: { n: 1 } }], 'no_stream');
  for (const sql of [
    "UPDATE events SET data = '{}'",
    "UPDATE events SET type = 'Forged' WHERE stream = 'account-append-only'",
    'DELETE FROM events',
    "DELETE FROM events WHERE stream = 'account-append-only'",
    'TRUNCATE events',
  ]) {
    const err = await db.pool.query(sql).then(
      () => undefined,
      (e: { code?: string; message: string }) => e,
    );
    t.equal(err?.code, '42501', `${sql}: refused (insufficient privilege)`);
    t.match(err?.message ?? '', /append-only/);
  }
  const { rows: grants } = await db.pool.query<{ privilege_type: string }>(
    `SELECT DISTINCT a.privilege_type FROM pg_class c, aclexplode(c.relacl) a
      WHERE c.oid = 'events'::regclass AND a.privilege_type IN ('UPDATE', 'DELETE', 'TRUNCATE')`,
  );
  t.same(grants, [], 'no role holds UPDATE, DELETE or TRUNCATE on events, its owner included');
  await store.append('account-append-only', [{ type: 'TierChanged', data: { tier: 'pro' } }], 0n);
  const read = [];
  for await (const e of store.readStream('account-append-only')) read.push(e);
  t.same(
    read.map((e) => [e.type, e.data]),
    [
      ['AccountRegistered', { n: 1 }],
      ['TierChanged', { tier: 'pro' }],
    ],
    'appends and reads unchanged',
  );
});
