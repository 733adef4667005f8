import t from 'tap';
import type { Test } from 'tap';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { issueSignInLink } from '../../../commands/accounts/handlers.ts';
import { generateSignInToken, newLinkId } from '../../../commands/accounts/secrets.ts';
import { findAccountIdByEmail } from '../../../commands/accounts/handlers.ts';
import { newAccountLink } from '../../../commands/accounts/pendingLinks.ts';
import { createAccountVault } from '../../../commands/accounts/vault.ts';
import { PASSWORD, SAME_ORIGIN, authStack, postSignInToken, register, uniqueEmail } from './helpers.ts';

/** A real SMTP server on a free port that keeps every message it receives. */
async function smtpCapture(t: Test): Promise<{ url: string; messages: { to: string; body: string }[] }> {
  const messages: { to: string; body: string }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, cb) {
      let body = '';
      stream.on('data', (c) => {
        body += c;
      });
      stream.on('end', () => {
        messages.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), body });
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return { url: `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`, messages };
}

const linkIn = (body: string) => {
  const unfolded = body.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  return /https?:\/\/\S+\/api\/v1\/auth\/magic-link\/verify\?token=[\w.-]+/.exec(unfolded)?.[0];
};

t.test('a magic link by e-mail signs in once, with a safe session cookie', async (t) => {
  const smtp = await smtpCapture(t);
  const { app } = await authStack(t, { SMTP_URL: smtp.url });
  const email = uniqueEmail('Magic');

  const sent = await app.inject({ method: 'POST', url: '/api/v1/auth/magic-link', payload: { email } });
  t.equal(sent.statusCode, 202);
  t.same(sent.json(), { sent: true, expires_in: 900 });
  t.equal(smtp.messages.length, 1, 'one message captured');
  t.equal(smtp.messages[0].to, email);
  const link = linkIn(smtp.messages[0].body);
  t.ok(link, 'the message holds the link');
  const url = new URL(link!);

  const token = url.searchParams.get('token')!;
  // issue 13, item 13 (fails on the old code, where the GET signed in): opening the link uses nothing
  for (let i = 0; i < 2; i++) {
    const page = await app.inject({ url: url.pathname + url.search });
    t.equal(page.statusCode, 200, 'the link opens a page (a mail scanner may open it any number of times)');
    t.match(page.headers['content-type'], /text\/html/);
    t.notOk(page.headers['set-cookie'], 'opening it signs nobody in');
    t.match(page.body, /<form method="post" action="verify">/, 'its button posts the token');
    t.match(page.headers['content-security-policy'], /form-action 'self'/);
    t.equal(page.headers['cache-control'], 'no-store');
  }
  const verify = await postSignInToken(app, token);
  t.equal(verify.statusCode, 303, 'the button signs in and redirects');
  t.equal(verify.headers.location, '/developers/keys');
  const setCookie = String(verify.headers['set-cookie']);
  t.match(setCookie, /taxonomy_session=[0-9a-f]{64}/);
  t.match(setCookie, /HttpOnly/i);
  t.match(setCookie, /SameSite=Lax/i);
  t.notMatch(setCookie, /Secure/i, 'not Secure on localhost');
  const cookie = /taxonomy_session=[0-9a-f]{64}/.exec(setCookie)![0];

  const keys = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/keys',
    headers: { cookie, ...SAME_ORIGIN },
    payload: { name: 'from the browser' },
  });
  t.equal(keys.statusCode, 201, 'the session cookie manages keys');
  const me = await app.inject({ url: '/api/v1/auth/me', headers: { cookie } });
  t.match(me.json(), { email, tier: 'free' });

  const twice = await postSignInToken(app, token);
  t.equal(twice.statusCode, 401, 'the link works once');
  t.match(twice.json().detail, /already been used/);

  const out = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie, ...SAME_ORIGIN } });
  t.equal(out.statusCode, 204);
  t.equal((await app.inject({ url: '/api/v1/auth/me', headers: { cookie } })).statusCode, 401, 'signed out');

  const again = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/magic-link',
    payload: { email: email.toUpperCase() },
  });
  t.equal(again.statusCode, 202, 'the same account, any case');
  t.equal(smtp.messages.length, 2);
});

t.test('links expire after 15 minutes; tampered links are refused; Secure outside localhost', async (t) => {
  const smtp = await smtpCapture(t);
  const { app, store, config } = await authStack(t, { SMTP_URL: smtp.url });
  const email = uniqueEmail('expiry');
  await app.inject({ method: 'POST', url: '/api/v1/auth/magic-link', payload: { email } });
  const fresh = new URL(linkIn(smtp.messages[0].body)!).searchParams.get('token')!;

  // an existing account's link, issued 16 minutes ago
  const { accountId } = await register(app, uniqueEmail('expiry-existing'));
  const old = generateSignInToken(accountId);
  await issueSignInLink(store, accountId, {
    linkId: newLinkId(),
    tokenHash: old.hash,
    now: new Date(Date.now() - 16 * 60_000),
  });
  const expired = await postSignInToken(app, old.token);
  t.equal(expired.statusCode, 401);
  t.match(expired.json().detail, /expired/);
  // a new account's link, asked for 16 minutes ago: refused, and no account is created
  const late = newAccountLink(config, uniqueEmail('expiry-new'), new Date(Date.now() - 16 * 60_000));
  const lateUse = await postSignInToken(app, late.token);
  t.equal(lateUse.statusCode, 401);
  t.match(lateUse.json().detail, /expired/);

  const parts = fresh.split('.');
  parts[3] = parts[3].replace(/^./, (c) => (c === 'A' ? 'B' : 'A')); // the sealed address, altered
  t.equal((await postSignInToken(app, parts.join('.'))).statusCode, 401, 'tampered');
  t.equal((await postSignInToken(app, 'garbage')).statusCode, 401, 'malformed');
  const json = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/magic-link/verify',
    payload: { token: 'garbage' },
  });
  t.equal(json.statusCode, 401, 'a JSON body is read too');

  const ok = await postSignInToken(app, fresh, {
    host: 'taxonomy.example.org',
    origin: 'http://taxonomy.example.org', // the origin's scheme is the request's (the same-origin check compares it)
  });
  t.equal(ok.statusCode, 303);
  t.match(String(ok.headers['set-cookie']), /Secure/, 'Secure when not on localhost');
});

// issue 33 (row 8): asking for a link created a passwordless account (AccountRegistered, EmailReserved)
// for any address, whoever asked; now nothing is written until the address's owner follows the link.
t.test('a link for an unknown address creates nothing until it is followed', async (t) => {
  const smtp = await smtpCapture(t);
  const { app, db, store, config } = await authStack(t, { SMTP_URL: smtp.url });
  const vault = createAccountVault(db.pool, config);
  const email = uniqueEmail('Pending');
  const count = async () => Number((await db.pool.query('SELECT count(*) AS n FROM events')).rows[0].n);
  const before = await count();
  const sent = await app.inject({ method: 'POST', url: '/api/v1/auth/magic-link', payload: { email } });
  t.equal(sent.statusCode, 202);
  t.equal(await count(), before, 'asking for the link appended no event');
  t.equal(await findAccountIdByEmail(store, vault, email), undefined, 'no account holds the address');
  const token = new URL(linkIn(smtp.messages[0].body)!).searchParams.get('token')!;
  t.notOk(token.includes(email) || token.toLowerCase().includes('pending'), 'the address is sealed in the token');

  const used = await postSignInToken(app, token);
  t.equal(used.statusCode, 303, 'following it signs in');
  const accountId = await findAccountIdByEmail(store, vault, email);
  t.ok(accountId, 'following it created the account');
  const types = (
    await db.pool.query('SELECT type FROM events WHERE stream = $1 ORDER BY revision', [`account-${accountId}`])
  ).rows.map((r) => r.type);
  t.same(types, ['AccountRegistered', 'SignInLinkIssued', 'SignInLinkUsed', 'EmailVerified'], 'created and proven');
  const cookie = /taxonomy_session=[0-9a-f]{64}/.exec(String(used.headers['set-cookie']))![0];
  t.match((await app.inject({ url: '/api/v1/auth/me', headers: { cookie } })).json(), { email, tier: 'free' });
  const twice = await postSignInToken(app, token);
  t.equal(twice.statusCode, 401, 'the link works once');
  t.match(twice.json().detail, /already been used/);

  // a squatter registers the address between the request and the follow: the link proves it for its owner
  const other = uniqueEmail('Raced');
  await app.inject({ method: 'POST', url: '/api/v1/auth/magic-link', payload: { email: other } });
  const raced = new URL(linkIn(smtp.messages[1].body)!).searchParams.get('token')!;
  const squatter = await register(app, other);
  t.equal(squatter.res.statusCode, 201);
  t.equal((await postSignInToken(app, raced)).statusCode, 303);
  const login = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: other, password: PASSWORD },
  });
  t.equal(login.statusCode, 401, "the squatter's unproven password is gone");
});

t.test('magic-link requests are throttled per e-mail', async (t) => {
  const smtp = await smtpCapture(t);
  const { app } = await authStack(t, { SMTP_URL: smtp.url });
  const email = uniqueEmail('throttle');
  const codes: number[] = [];
  for (let i = 0; i < 6; i++)
    codes.push((await app.inject({ method: 'POST', url: '/api/v1/auth/magic-link', payload: { email } })).statusCode);
  t.same(codes, [202, 202, 202, 202, 202, 429], 'five per 15 minutes, then 429');
  const last = await app.inject({ method: 'POST', url: '/api/v1/auth/magic-link', payload: { email } });
  t.ok(Number(last.headers['retry-after']) > 0, 'with Retry-After');
  t.equal(smtp.messages.length, 5, 'no message for a throttled request');
});

t.test('without SMTP_URL a sign-in link is logged only when the service is local', async (t) => {
  const email = uniqueEmail('NoSmtp');
  // a public deployment that forgot SMTP_URL: no link is issued, none reaches the log
  const publicStack = await authStack(t, { PUBLIC_URL: 'https://kg.example.org' });
  const publicLogs: string[] = [];
  const publicApp = await publicStack.secondApp({ logs: publicLogs });
  const refused = await publicApp.inject({ method: 'POST', url: '/api/v1/auth/magic-link', payload: { email } });
  t.equal(refused.statusCode, 503, 'e-mailed sign-in is off');
  t.match(refused.headers['content-type'], /application\/problem\+json/);
  t.match(refused.json().detail, /not set up on this server/);
  t.notOk(
    publicLogs.some((l) => /magic-link\/verify\?token=/.test(l)),
    'no sign-in link in the log of a public deployment',
  );
  // no PUBLIC_URL but listening on every interface (HOST=0.0.0.0): reachable from elsewhere, so not local
  const openStack = await authStack(t, { HOST: '0.0.0.0' });
  const openLogs: string[] = [];
  const openApp = await openStack.secondApp({ logs: openLogs });
  const openRefused = await openApp.inject({ method: 'POST', url: '/api/v1/auth/magic-link', payload: { email } });
  t.equal(openRefused.statusCode, 503, 'off on a server listening beyond this machine');
  t.notOk(
    openLogs.some((l) => /magic-link\/verify\?token=/.test(l)),
    'no sign-in link in the log of a server listening on 0.0.0.0',
  );
  // local use (no PUBLIC_URL, loopback HOST): the log is the only way the link can reach its user
  const localStack = await authStack(t);
  const localLogs: string[] = [];
  const localApp = await localStack.secondApp({ logs: localLogs });
  const sent = await localApp.inject({ method: 'POST', url: '/api/v1/auth/magic-link', payload: { email } });
  t.equal(sent.statusCode, 202);
  t.ok(
    localLogs.some((l) => /magic-link\/verify\?token=/.test(l)),
    'locally the link is written to the log',
  );
});
