import t from 'tap';
import { createHash } from 'node:crypto';
import { open, type Sealed } from '../../../commands/accounts/sealing.ts';
import { authStack, bearer, issueKey, register } from './helpers.ts';

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

// issue #13 item 10: the e-mail and the password hash sat in AccountRegistered in the clear
t.test('the event log holds no e-mail, password hash or key name of a new account', async (t) => {
  const stack = await authStack(t);
  const local = `sealed-${process.pid}-${Date.now()}`;
  const email = `${local}@Example.com`;
  const { accountId, res } = await register(stack.app, email);
  t.equal(res.statusCode, 201, 'registered');
  const keyName = `laptop of ${local}`;
  const key = await issueKey(stack.app, res.json().token, keyName);
  t.equal(key.res.statusCode, 201, 'a key issued');
  const listed = await stack.app.inject({ url: '/api/v1/auth/keys', headers: bearer(res.json().token) });
  t.equal(listed.json().items[0].name, keyName, 'its owner sees its name');
  const hash = (await stack.db.pool.query('SELECT password_hash FROM accounts WHERE id = $1', [accountId])).rows[0]
    .password_hash as string;
  t.match(hash, /^scrypt\$/, 'the read model has the hash (for login)');

  const events = (await stack.db.pool.query('SELECT stream, type, data::text AS data, metadata::text AS m FROM events'))
    .rows;
  t.ok(
    events.some((e) => e.type === 'AccountRegistered'),
    'AccountRegistered was written',
  );
  const raw = events
    .map((e) => `${e.stream} ${e.type} ${e.data} ${e.m}`)
    .join('\n')
    .toLowerCase();
  t.notOk(raw.includes(local.toLowerCase()), 'no e-mail (not even its local part) and no key name in the log');
  t.notOk(raw.includes(hash.toLowerCase()), 'no password hash in the log');
  t.notOk(raw.includes('scrypt$'), 'no scrypt hash at all');
  t.notOk(raw.includes(sha256(email.toLowerCase())), 'no plain sha256 of the e-mail (guessable) either');

  const registered = events.find((e) => e.type === 'AccountRegistered')!;
  const data = JSON.parse(registered.data);
  t.same(Object.keys(data).sort(), ['accountId', 'budget', 'hasPassword', 'personal', 'tier'], 'sealed fields only');
  // the shared rate budget of unverified accounts from one address is a random id, nothing derived from that address
  t.match(data.budget, /^[0-9a-f-]{16,}$/i, 'the budget is a random id');
  t.notMatch(JSON.stringify(data), /127\.0\.0\.1|::1/, 'no client address in the event');
  const { rows: keys } = await stack.db.pool.query('SELECT account_id, data_key FROM account_data_keys');
  t.same(
    keys.map((k) => k.account_id),
    [accountId],
    'one data key, outside the log, named by the account id only',
  );
  t.same(
    open(keys[0].data_key, `account-${accountId}`, data.personal as Sealed),
    { email, passwordHash: hash },
    "the account's key opens them",
  );
});
