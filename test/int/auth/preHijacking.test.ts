import t from 'tap';
import type { FastifyInstance } from 'fastify';
import { issueSignInLink } from '../../../commands/accounts/handlers.ts';
import { generateSignInToken, newLinkId } from '../../../commands/accounts/secrets.ts';
import {
  PASSWORD,
  SAME_ORIGIN,
  authStack,
  bearer,
  issueKey,
  postSignInToken,
  register,
  uniqueEmail,
} from './helpers.ts';

const cookieOf = (setCookie: unknown) => /taxonomy_session=[0-9a-f]{64}/.exec(String(setCookie))?.[0] ?? '';

/** What the e-mail's owner does: follow a sign-in link sent to the address. */
async function followLink(app: FastifyInstance, store: Parameters<typeof issueSignInLink>[0], accountId: string) {
  const { token, hash } = generateSignInToken(accountId);
  await issueSignInLink(store, accountId, { linkId: newLinkId(), tokenHash: hash });
  return postSignInToken(app, token);
}

// Issue 13, item 3 (account pre-hijacking): fails on the code before EmailVerified, where the
// registrant's password, token, session and key kept working after the owner signed in by link.
t.test('the first proof of the e-mail removes the unproven password and revokes what was made under it', async (t) => {
  const { app, store } = await authStack(t);
  const email = uniqueEmail('victim');

  const reg = await register(app, email);
  t.equal(reg.res.statusCode, 201);
  t.equal(reg.res.json().verified, false, 'register says the e-mail is unproven');
  t.match(reg.res.json().notice, /password is removed and every session, token and API key created before is revoked/);
  const attackerCookie = cookieOf(reg.res.headers['set-cookie']);
  t.ok(attackerCookie, 'the registrant has a session');
  const key = await issueKey(app, reg.token, 'registrant');
  t.equal(key.res.statusCode, 201);
  const withKey = () => app.inject({ url: '/api/v1/systems', headers: bearer(key.key) });
  t.equal((await withKey()).statusCode, 200, 'the key works before the proof');

  const verify = await followLink(app, store, reg.accountId);
  t.equal(verify.statusCode, 303, 'the owner signs in by link');
  const ownerCookie = cookieOf(verify.headers['set-cookie']);

  t.equal((await withKey()).statusCode, 401, "the registrant's key is refused as soon as the link answered");
  const jwtMe = await app.inject({ url: '/api/v1/auth/me', headers: bearer(reg.token) });
  t.equal(jwtMe.statusCode, 401, "the registrant's token is refused");
  t.match(jwtMe.json().detail, /proved the address/);
  const cookieMe = await app.inject({ url: '/api/v1/auth/me', headers: { cookie: attackerCookie } });
  t.equal(cookieMe.statusCode, 401, "the registrant's session is refused");
  const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: PASSWORD } });
  t.equal(login.statusCode, 401, 'the unproven password opens nothing');

  const me = await app.inject({ url: '/api/v1/auth/me', headers: { cookie: ownerCookie } });
  t.equal(me.statusCode, 200, "the owner's session works");
  t.match(me.json(), { id: reg.accountId, email });
  const keys = await app.inject({ url: '/api/v1/auth/keys', headers: { cookie: ownerCookie } });
  t.match(keys.json().items, [{ id: key.id, status: 'revoked' }], "the owner sees the registrant's key revoked");

  // later sign-ins revoke nothing the owner made
  const own = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/keys',
    headers: { cookie: ownerCookie, ...SAME_ORIGIN },
    payload: { name: 'owner' },
  });
  t.equal(own.statusCode, 201);
  t.equal((await followLink(app, store, reg.accountId)).statusCode, 303, 'a second link');
  t.equal(
    (await app.inject({ url: '/api/v1/systems', headers: bearer(own.json().key) })).statusCode,
    200,
    "the owner's key still works",
  );
  t.equal((await app.inject({ url: '/api/v1/auth/me', headers: { cookie: ownerCookie } })).statusCode, 200);
});
