import t from 'tap';
import { run } from '../../../cli/tier.ts';
import { registerAccount } from '../../../commands/accounts/handlers.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';
import { envForTest } from '../../helpers/env.ts';

t.test('taxonomy tier <email> <tier> appends TierChanged', async (t) => {
  const { db, store, vault } = await createTestStack(t, { ingestSample: false });
  const { accountId } = await registerAccount(store, vault, { email: 'Admin.Set@example.com', passwordHash: null });
  envForTest(t, { DATABASE_URL: db.url });

  t.equal(await run(['admin.set@EXAMPLE.com', 'pro']), 0, 'found case-insensitively');
  t.equal(await run(['admin.set@example.com', 'pro']), 0, 'already pro: nothing appended');
  t.equal(await run(['nobody@example.com', 'pro']), 1, 'unknown e-mail');
  await t.rejects(
    run(['admin.set@example.com', 'platinum']),
    { message: /one of free, pro, enterprise/ },
    'unknown tier is a usage error',
  );
  const { rows } = await db.pool.query("SELECT data FROM events WHERE stream = $1 AND type = 'TierChanged'", [
    `account-${accountId}`,
  ]);
  t.same(
    rows.map((r) => r.data),
    [{ from: 'free', tier: 'pro' }],
  );
});
