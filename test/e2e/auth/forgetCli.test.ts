/** `taxonomy forget <email | account id>` erases an account end to end (issue #13 item 10). */
import t from 'tap';
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from '../../helpers/sampleApp.ts';
import { testRedisUrl } from '../../helpers/services.ts';
import { waitForProjections } from '../../../query-api/auth/waitForProjections.ts';
import { PASSWORD, authStack, bearer, issueKey, register } from '../../int/auth/helpers.ts';

const CLI = path.join(ROOT, 'bin/taxonomy.js');
const EMAIL_HMAC_SECRET = 'forget-cli-email-secret-0123456789abcdef0123456789';

t.test('taxonomy forget erases the account: keys and sign-in refused, e-mail and hash unreadable', async (t) => {
  const stack = await authStack(t, { EMAIL_HMAC_SECRET });
  const { app, db } = stack;
  const env = {
    ...process.env,
    DATABASE_URL: db.url,
    REDIS_URL: await testRedisUrl(),
    REDIS_PREFIX: stack.config.redisPrefix,
    EMAIL_HMAC_SECRET,
  };
  const cli = async (...args: string[]) => {
    try {
      const { stderr } = await promisify(execFile)(process.execPath, [CLI, 'forget', ...args], { cwd: ROOT, env });
      return { code: 0, out: stderr };
    } catch (err: any) {
      return { code: err.code as number, out: `${err.stdout}${err.stderr}` };
    }
  };
  const email = `cli-forget-${process.pid}-${Date.now()}@example.com`;
  const victim = await register(app, email);
  const key = await issueKey(app, victim.token, 'cli key');
  const other = await register(app, `cli-keep-${process.pid}-${Date.now()}@example.com`);
  const otherKey = await issueKey(app, other.token, 'kept');
  const status = async (credential: string, remoteAddress: string) =>
    (await app.inject({ url: '/api/v1/auth/keys', headers: bearer(credential), remoteAddress })).statusCode;
  t.equal(await status(victim.token, '10.13.20.1'), 200, 'signed in before');

  const first = await cli(email.toUpperCase());
  t.equal(first.code, 0, first.out);
  t.match(first.out, new RegExp(`${victim.accountId} erased: 1 key\\(s\\) revoked, data key destroyed`));
  const keyUse = await app.inject({ url: '/api/v1/systems', headers: bearer(key.key), remoteAddress: '10.13.20.2' });
  t.equal(keyUse.statusCode, 401, 'its key is refused as soon as the command returned');
  t.equal(await status(victim.token, '10.13.20.3'), 401, 'its token is refused');
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: PASSWORD },
    remoteAddress: '10.13.20.4',
  });
  t.equal(login.statusCode, 401, 'its password opens nothing');
  t.equal(await status(otherKey.key, '10.13.20.5'), 403, "another account's key still works (and may not manage keys)");
  t.equal(await status(other.token, '10.13.20.6'), 200, "another account's token still works");

  const { rows: events } = await db.pool.query(
    "SELECT type, data FROM events WHERE stream = $1 AND type IN ('ApiKeyRevoked', 'AccountErased') ORDER BY revision",
    [`account-${victim.accountId}`],
  );
  t.same(
    events.map((e) => e.type),
    ['ApiKeyRevoked', 'AccountErased'],
    'the revocation, then the erasure',
  );
  t.same(Object.keys(events[1].data), ['at'], 'AccountErased holds no personal data');
  const keys = await db.pool.query('SELECT 1 FROM account_data_keys WHERE account_id = $1', [victim.accountId]);
  t.equal(keys.rowCount, 0, 'the data key is destroyed');
  await waitForProjections(db.pool, await stack.store.headPosition());
  const row = (await db.pool.query('SELECT email, password_hash FROM accounts WHERE id = $1', [victim.accountId]))
    .rows[0];
  t.same(row, { email: null, password_hash: null }, 'the read model shows an erased account');

  const again = await cli(email);
  t.equal(again.code, 1, 'the e-mail no longer names an account');
  t.match(again.out, /no account for/);
  const byId = await cli(victim.accountId);
  t.equal(byId.code, 0, byId.out);
  t.match(byId.out, /was already erased: 0 key\(s\) revoked, data key already gone/, 'repeatable by account id');
  t.equal((await cli('nobody@example.com')).code, 1, 'unknown e-mail');
  t.not((await cli()).code, 0, 'no argument: a usage error');
});
