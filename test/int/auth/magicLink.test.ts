import t from 'tap';
import type { Test } from 'tap';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { issueSignInLink } from '../../../commands/accounts/handlers.ts';
import { generateSignInToken, newLinkId } from '../../../commands/accounts/secrets.ts';
import { authStack, uniqueEmail } from './helpers.ts';

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
  return /https?:\/\/\S+\/api\/v1\/auth\/magic-link\/verify\?token=[\w.]+/.exec(unfolded)?.[0];
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

  const verify = await app.inject({ url: url.pathname + url.search });
  t.equal(verify.statusCode, 302, 'redirects');
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
    headers: { cookie },
    payload: { name: 'from the browser' },
  });
  t.equal(keys.statusCode, 201, 'the session cookie manages keys');
  const me = await app.inject({ url: '/api/v1/auth/me', headers: { cookie } });
  t.match(me.json(), { email, tier: 'free' });

  const twice = await app.inject({ url: url.pathname + url.search });
  t.equal(twice.statusCode, 401, 'the link works once');
  t.match(twice.json().detail, /already been used/);

  const out = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { cookie } });
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
  const { app, store } = await authStack(t, { SMTP_URL: smtp.url });
  const email = uniqueEmail('expiry');
  await app.inject({ method: 'POST', url: '/api/v1/auth/magic-link', payload: { email } });
  const fresh = new URL(linkIn(smtp.messages[0].body)!);
  const accountId = fresh.searchParams.get('token')!.split('.')[0];

  const old = generateSignInToken(accountId);
  await issueSignInLink(store, accountId, {
    linkId: newLinkId(),
    tokenHash: old.hash,
    now: new Date(Date.now() - 16 * 60_000),
  });
  const expired = await app.inject({ url: `/api/v1/auth/magic-link/verify?token=${old.token}` });
  t.equal(expired.statusCode, 401);
  t.match(expired.json().detail, /expired/);

  const tampered = fresh.searchParams.get('token')!.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
  t.equal((await app.inject({ url: `/api/v1/auth/magic-link/verify?token=${tampered}` })).statusCode, 401, 'tampered');
  t.equal((await app.inject({ url: '/api/v1/auth/magic-link/verify?token=garbage' })).statusCode, 401, 'malformed');

  const ok = await app.inject({ url: fresh.pathname + fresh.search, headers: { host: 'taxonomy.example.org' } });
  t.equal(ok.statusCode, 302);
  t.match(String(ok.headers['set-cookie']), /Secure/, 'Secure when not on localhost');
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
