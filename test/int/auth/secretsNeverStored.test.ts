import t from 'tap';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { authStack, bearer, issueKey, JWT_SECRET, PASSWORD, postSignInToken } from './helpers.ts';

t.test('no key, password, token or secret appears in the event log, the read models or the logs', async (t) => {
  const mails: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(s, _x, cb) {
      let b = '';
      s.on('data', (c) => {
        b += c;
      });
      s.on('end', () => {
        mails.push(b);
        cb();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
  t.teardown(() => new Promise<void>((r) => smtp.close(() => r())));
  const stack = await authStack(t, { SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}` });
  const logs: string[] = [];
  const app = await stack.secondApp({ logs });

  const secrets: string[] = [JWT_SECRET, PASSWORD];
  const reg = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email: 'scan@example.com', password: PASSWORD },
  });
  const jwt = reg.json().token as string;
  secrets.push(jwt, /taxonomy_session=([0-9a-f]{64})/.exec(String(reg.headers['set-cookie']))![1]);
  for (let i = 0; i < 3; i++) secrets.push((await issueKey(app, jwt, `scan-${i}`)).key);
  await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'scan@example.com', password: PASSWORD },
  });
  await app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    payload: { email: 'scan@example.com', password: `${PASSWORD}-wrong` },
  });
  secrets.push(`${PASSWORD}-wrong`);
  await app.inject({ method: 'POST', url: '/api/v1/auth/magic-link', payload: { email: 'scan@example.com' } });
  const token = /token=([\w.]+)/.exec(mails[0].replace(/=\r?\n/g, '').replace(/=3D/g, '='))![1];
  secrets.push(token);
  await app.inject({ url: `/api/v1/auth/magic-link/verify?token=${token}` }); // the page
  const verified = await postSignInToken(app, token);
  secrets.push(/taxonomy_session=([0-9a-f]{64})/.exec(String(verified.headers['set-cookie']))![1]);
  await app.inject({ url: '/api/v1/systems', headers: bearer(secrets[4]) });
  await app.inject({ url: '/api/v1/systems', headers: bearer(`${secrets[4].slice(0, -1)}x`) });
  await postSignInToken(app, token);

  const events = (
    await stack.db.pool.query('SELECT stream, type, data::text AS data, metadata::text AS metadata FROM events')
  ).rows;
  t.ok(
    events.some((e) => e.type === 'ApiKeyIssued') && events.some((e) => e.type === 'SignInLinkUsed'),
    'the events were written',
  );
  const eventText = events.map((e) => `${e.stream} ${e.data} ${e.metadata}`).join('\n');
  const tables = (
    await stack.db.pool.query(`SELECT
      (SELECT json_agg(a)::text FROM accounts a) || (SELECT json_agg(k)::text FROM api_keys k) || (SELECT json_agg(l)::text FROM sign_in_links l) AS text`)
  ).rows[0].text;
  t.ok(logs.length > 5, 'logs were captured');
  const logText = logs.join('');
  for (const s of secrets) {
    t.notOk(eventText.includes(s), `event log is free of ${s.slice(0, 6)}…`);
    t.notOk(tables.includes(s), `read models are free of ${s.slice(0, 6)}…`);
    t.notOk(logText.includes(s), `logs are free of ${s.slice(0, 6)}…`);
  }
  // the salted scrypt hash is sealed with the account's data key (personalDataInLog.test.ts opens it)
  t.notOk(eventText.includes('scrypt$'), 'no password hash in the log, not even salted');
  t.notOk(eventText.includes('scan@example.com'), 'no e-mail in the log');
});
