import t from 'tap';
import { changeTier } from '../../../commands/accounts/handlers.ts';
import { authStack, bearer, issueKey, register, uniqueEmail } from './helpers.ts';

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
  const other = (await issueKey(app, (await register(app, uniqueEmail('other'))).token)).key;
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
