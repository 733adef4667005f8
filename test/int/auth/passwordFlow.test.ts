import t from 'tap';
import { authStack, bearer, issueKey, PASSWORD, register, uniqueEmail } from './helpers.ts';

t.test('register, log in, issue a key, use it, list it, revoke it', async (t) => {
  const { app } = await authStack(t);
  const email = uniqueEmail('Flow');

  const reg = await register(app, email);
  t.equal(reg.res.statusCode, 201, 'registered');
  t.match(reg.token, /^ey[\w-]+\.[\w-]+\.[\w-]+$/, 'a JWT');
  t.match(reg.res.json().account, { email, tier: 'free' });
  t.match(String(reg.res.headers['set-cookie']), /taxonomy_session=.*HttpOnly/i, 'the session cookie too');

  const dup = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email: email.toUpperCase(), password: PASSWORD },
  });
  t.equal(dup.statusCode, 409, 'the same e-mail in another case is taken');
  t.match(dup.headers['content-type'], /application\/problem\+json/);

  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: email.toUpperCase(), password: PASSWORD },
  });
  t.equal(login.statusCode, 200, 'logs in, e-mail case-insensitive');
  t.match(login.json().token, /^ey/);
  const wrong = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email, password: 'not the password' },
  });
  t.equal(wrong.statusCode, 401, 'a wrong password is refused');
  t.notMatch(wrong.body, /not the password/, 'the attempt is not echoed');

  const me = await app.inject({ url: '/api/v1/auth/me', headers: bearer(reg.token) });
  t.same(me.json(), { id: reg.accountId, email, tier: 'free' }, 'who am I');

  const issued = await issueKey(app, reg.token, 'laptop');
  t.equal(issued.res.statusCode, 201);
  t.match(issued.key, /^txg_[0-9a-f]{32}$/, 'key format: prefix _ 32 lower-case hex');
  t.equal(issued.res.headers['cache-control'], 'no-store');

  const used = await app.inject({ url: '/api/v1/systems', headers: bearer(issued.key) });
  t.equal(used.statusCode, 200, 'the key works at once');
  t.equal(used.headers['x-ratelimit-limit'], '1000', 'free tier limit');

  const list = await app.inject({ url: '/api/v1/auth/keys', headers: bearer(reg.token) });
  t.equal(list.statusCode, 200);
  t.notOk(list.body.includes(issued.key), 'the list never shows the key');
  const [item] = list.json().items;
  t.match(item, {
    id: issued.id,
    name: 'laptop',
    prefix: 'txg',
    last4: issued.key.slice(-4),
    hint: `txg_…${issued.key.slice(-4)}`,
    status: 'active',
    revoked_at: null,
  });
  t.ok(item.last_used_at, 'last used is shown');

  const del = await app.inject({ method: 'DELETE', url: `/api/v1/auth/keys/${issued.id}`, headers: bearer(reg.token) });
  t.equal(del.statusCode, 204, 'revoked');
  const after = await app.inject({ url: '/api/v1/systems', headers: bearer(issued.key) });
  t.equal(after.statusCode, 401, 'the revoked key is refused as soon as DELETE returns');
  t.match(after.json().detail, /revoked/);
  const listed = (await app.inject({ url: '/api/v1/auth/keys', headers: bearer(reg.token) })).json().items[0];
  t.match(listed, { status: 'revoked', revoked_at: String });

  const again = await app.inject({
    method: 'DELETE',
    url: `/api/v1/auth/keys/${issued.id}`,
    headers: bearer(reg.token),
  });
  t.equal(again.statusCode, 204, 'revoking twice is harmless');
  const other = await register(app, uniqueEmail('other'));
  const foreign = await app.inject({
    method: 'DELETE',
    url: `/api/v1/auth/keys/${issued.id}`,
    headers: bearer(other.token),
  });
  t.equal(foreign.statusCode, 404, "someone else's key is unknown");
});

t.test('the key list is paged with a bounded limit', async (t) => {
  const { app } = await authStack(t);
  const { token } = await register(app, uniqueEmail('pages'));
  for (const name of ['a', 'b', 'c']) await issueKey(app, token, name);
  const page = (await app.inject({ url: '/api/v1/auth/keys?limit=2&offset=1', headers: bearer(token) })).json();
  t.same(
    page.items.map((k: any) => k.name),
    ['b', 'c'],
  );
  t.match(page, { total: 3, limit: 2, offset: 1 });
  const over = await app.inject({ url: '/api/v1/auth/keys?limit=501', headers: bearer(token) });
  t.equal(over.statusCode, 400, 'over the maximum is a 400');
});
