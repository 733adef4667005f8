import t from 'tap';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { allProjections } from '../../../projections/registry.ts';
import { databaseTraces, redisTraces } from '../../helpers/traces.ts';
import { PASSWORD, SAME_ORIGIN, authStack, bearer, issueKey, register } from './helpers.ts';

const cookieOf = (res: { headers: Record<string, unknown> }) =>
  /taxonomy_session=([0-9a-f]{64})/.exec(String(res.headers['set-cookie']))![1];

// issue #13 item 10: an account can be erased; afterwards nothing of its e-mail survives a rebuild
t.test('DELETE /auth/account erases the account: refused everywhere, no trace after a rebuild', async (t) => {
  const stack = await authStack(t);
  const { app, db, redis } = stack;
  const local = `erase-me-${process.pid}-${Date.now()}`;
  const email = `${local}@example.org`;
  const victim = await register(app, email);
  const session = cookieOf(victim.res);
  const keys = [await issueKey(app, victim.token, 'first'), await issueKey(app, victim.token, `phone of ${local}`)];
  const keeper = `keeper-${process.pid}-${Date.now()}`;
  const other = await register(app, `${keeper}@example.net`);
  const otherKey = await issueKey(app, other.token, 'kept');
  const hash = (await db.pool.query('SELECT password_hash FROM accounts WHERE id = $1', [victim.accountId])).rows[0]
    .password_hash as string;
  const call = (headers: Record<string, string>, remoteAddress = '10.13.10.1') =>
    app.inject({ method: 'DELETE', url: '/api/v1/auth/account', headers, remoteAddress });
  const works = async (credential: string) =>
    (await app.inject({ url: '/api/v1/auth/keys', headers: bearer(credential), remoteAddress: '10.13.10.2' }))
      .statusCode;

  await t.test('it needs the account itself, from this site', async (t) => {
    const anonymous = await call({});
    t.equal(anonymous.statusCode, 401, 'anonymous: 401');
    t.match(anonymous.headers['content-type'], /application\/problem\+json/);
    t.equal((await call(bearer(keys[0].key))).statusCode, 403, 'an API key cannot erase its account');
    t.equal((await call(bearer('not-a-token.x.y'))).statusCode, 401, 'a bad token: 401');
    const crossSite = await call({ cookie: `taxonomy_session=${session}`, origin: 'https://evil.example' });
    t.equal(crossSite.statusCode, 403, 'the session cookie from another site: 403');
    t.match(crossSite.json(), { status: 403, detail: /cross-site/ });
    t.equal(
      (await call({ cookie: `taxonomy_session=${session}` })).statusCode,
      403,
      'the session cookie without Origin or Sec-Fetch-Site: 403',
    );
    t.equal(
      (await call({ ...bearer(victim.token), 'sec-fetch-site': 'cross-site' })).statusCode,
      403,
      'a browser request from another site, even with a token: 403',
    );
    t.equal(await works(victim.token), 200, 'nothing was erased meanwhile');
    t.equal((await app.inject({ url: '/api/v1/systems', headers: bearer(keys[0].key) })).statusCode, 200);
  });

  const erased = await call({ cookie: `taxonomy_session=${session}`, ...SAME_ORIGIN });
  t.equal(erased.statusCode, 200, 'the account erases itself with its session cookie, from this site');
  t.match(erased.json(), { erased: true, id: victim.accountId, revoked_keys: 2 });
  t.match(String(erased.headers['set-cookie']), /taxonomy_session=;/, 'the session cookie is cleared');

  await t.test('its keys, tokens and sessions are refused at once; sign-in fails; others unaffected', async (t) => {
    for (const k of keys)
      t.equal(
        (await app.inject({ url: '/api/v1/systems', headers: bearer(k.key), remoteAddress: '10.13.10.3' })).statusCode,
        401,
        `key ${k.id} refused`,
      );
    t.equal(await works(victim.token), 401, 'its token is refused');
    const bySession = await app.inject({
      url: '/api/v1/auth/me',
      headers: { cookie: `taxonomy_session=${session}` },
      remoteAddress: '10.13.10.4',
    });
    t.equal(bySession.statusCode, 401, 'its session is refused');
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email, password: PASSWORD },
      remoteAddress: '10.13.10.5',
    });
    t.equal(login.statusCode, 401, 'its password opens nothing');
    t.equal(await works(other.token), 200, "another account's token works");
    t.equal(
      (await app.inject({ url: '/api/v1/systems', headers: bearer(otherKey.key), remoteAddress: '10.13.10.6' }))
        .statusCode,
      200,
      "another account's key works",
    );
    const again = await call({ ...bearer(victim.token), ...SAME_ORIGIN });
    t.equal(again.statusCode, 401, 'erasing again with its old token: refused');
  });

  await t.test('a rebuild of every projection holds no trace of the e-mail or the hash', async (t) => {
    const projector = createProjector({
      pool: db.pool,
      store: stack.store,
      projections: allProjections({ pool: db.pool, redis, config: stack.config }),
    });
    await projector.rebuild();
    await projector.catchUpOrWait(120_000);
    const row = (await db.pool.query('SELECT * FROM accounts WHERE id = $1', [victim.accountId])).rows[0];
    t.match(row, { email: null, email_lower: null, password_hash: null }, 'an erased placeholder');
    t.ok(row.erased_at, 'marked erased');
    const needles = [email.toLowerCase(), local.toLowerCase(), hash.toLowerCase()];
    t.same(await databaseTraces(db.pool, needles), [], 'no table of the database holds it');
    t.same(await redisTraces(redis, needles), [], 'no Redis key or value holds it');
    t.not(
      (await databaseTraces(db.pool, [keeper])).length,
      0,
      "the other account's e-mail is still there (the search finds what exists)",
    );
    const { rows } = await db.pool.query('SELECT account_id FROM account_data_keys');
    t.same(
      rows.map((r) => r.account_id),
      [other.accountId],
      "the erased account's data key is gone, the other's kept",
    );
  });

  await t.test('the e-mail may register again, as a new account', async (t) => {
    const again = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: { email, password: `${PASSWORD}!` },
      remoteAddress: '10.13.10.7',
    });
    t.equal(again.statusCode, 201);
    t.not(again.json().account.id, victim.accountId, 'a new account');
  });
});
