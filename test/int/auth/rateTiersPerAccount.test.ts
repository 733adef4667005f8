import t from 'tap';
import { changeTier } from '../../../commands/accounts/handlers.ts';
import { newAccountLink } from '../../../commands/accounts/pendingLinks.ts';
import { PASSWORD, authStack, bearer, issueKey, postSignInToken, register, uniqueEmail } from './helpers.ts';

// issue 13, item 13 (fails on the old code, which counted per key): an account's keys share one budget
t.test('every key of an account shares one per-minute budget', async (t) => {
  const { app } = await authStack(t, { FREE_RATE_LIMIT_PER_MINUTE: '10' });
  const { token } = await register(app, uniqueEmail('manykeys'));
  const keys = [];
  // issuing a key with the account's token counts against the same budget: 4 of 10
  for (let i = 0; i < 4; i++) keys.push((await issueKey(app, token, `k${i}`)).key);
  const codes: number[] = [];
  for (let i = 0; i < 9; i++)
    codes.push((await app.inject({ url: '/api/v1/systems', headers: bearer(keys[i % 3]) })).statusCode);
  t.same(codes, [...Array(6).fill(200), 429, 429, 429], 'six pass, whichever key they use; then every key is refused');
  t.equal(
    (await app.inject({ url: '/api/v1/systems', headers: bearer(keys[3]) })).statusCode,
    429,
    'an unused key of the account is over the limit too',
  );
  t.equal(
    (await app.inject({ url: '/api/v1/systems', headers: bearer(token) })).statusCode,
    429,
    "so is the account's own token",
  );
  // registered from another address (unverified accounts from one address share one budget: below)
  const other = (await issueKey(app, (await register(app, uniqueEmail('other'), PASSWORD, '10.0.0.2')).token)).key;
  t.equal(
    (await app.inject({ url: '/api/v1/systems', headers: bearer(other) })).statusCode,
    200,
    'another account has its own budget',
  );
});

t.test('pro: the daily cap is one per account, not one per key', async (t) => {
  const { app, store } = await authStack(t, { PRO_DAILY_LIMIT: '4', DAILY_LIMIT_WINDOW_MS: '600000' });
  const { token, accountId } = await register(app, uniqueEmail('prokeys'));
  const a = (await issueKey(app, token, 'a')).key;
  const b = (await issueKey(app, token, 'b')).key;
  await changeTier(store, accountId, 'pro');
  const end = Date.now() + 5000;
  let res = await app.inject({ url: '/api/v1/systems', headers: bearer(a) });
  while (res.headers['x-ratelimit-daily-limit'] !== '4' && res.statusCode === 200 && Date.now() < end) {
    await new Promise((r) => setTimeout(r, 20));
    res = await app.inject({ url: '/api/v1/systems', headers: bearer(a) });
  }
  while (res.statusCode === 200) res = await app.inject({ url: '/api/v1/systems', headers: bearer(a) });
  t.equal(res.statusCode, 429, 'key a reaches the daily cap');
  t.match(res.json().detail, /daily limit of 4/);
  const viaB = await app.inject({ url: '/api/v1/systems', headers: bearer(b) });
  t.equal(viaB.statusCode, 429, 'key b of the same account is over it too');
  t.match(viaB.json().detail, /daily limit of 4/);
});

// issue 33 (row 8; fails on the code before, where each account had its own budget): ten unverified
// accounts registered from one address got ten times the free tier's limit. They share one budget now,
// wherever their keys are used from, until an account's e-mail is proven.
t.test('unverified accounts registered from one address share one budget until proven', async (t) => {
  const { app, config } = await authStack(t, { FREE_RATE_LIMIT_PER_MINUTE: '8' });
  const accounts = [];
  for (let i = 0; i < 3; i++) {
    const email = uniqueEmail(`sybil${i}`);
    const { token, accountId } = await register(app, email, PASSWORD, '10.0.0.7');
    accounts.push({ email, accountId, key: (await issueKey(app, token, 'k')).key }); // 3 of 8
  }
  const codes: number[] = [];
  for (let i = 0; i < 9; i++)
    codes.push(
      (await app.inject({ url: '/api/v1/systems', headers: bearer(accounts[i % 3].key), remoteAddress: `10.9.0.${i}` }))
        .statusCode,
    );
  t.same(codes, [...Array(5).fill(200), ...Array(4).fill(429)], 'five more pass across the three accounts, then none');
  const limited = await app.inject({ url: '/api/v1/systems', headers: bearer(accounts[0].key) });
  t.equal(limited.headers['x-ratelimit-limit'], '8', "the limit is still the free tier's");

  const elsewhere = await register(app, uniqueEmail('elsewhere'), PASSWORD, '10.0.0.8');
  const own = (await issueKey(app, elsewhere.token, 'k')).key;
  t.equal(
    (await app.inject({ url: '/api/v1/systems', headers: bearer(own) })).statusCode,
    200,
    'an account registered from another address has its own budget',
  );

  // the owner of the second account proves the address: that account leaves the shared budget
  const link = newAccountLink(config, accounts[1].email);
  const proven = await postSignInToken(app, link.token);
  t.equal(proven.statusCode, 303, 'the e-mail is proven');
  const cookie = /taxonomy_session=[0-9a-f]{64}/.exec(String(proven.headers['set-cookie']))![0];
  t.equal(
    (await app.inject({ url: '/api/v1/systems', headers: { cookie } })).statusCode,
    200,
    'a proven account has its own budget',
  );
  t.equal(
    (await app.inject({ url: '/api/v1/systems', headers: bearer(accounts[2].key) })).statusCode,
    429,
    'the unproven ones still share theirs',
  );
});
