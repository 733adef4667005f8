import t from 'tap';
import { issueSignInLink } from '../../../commands/accounts/handlers.ts';
import { generateSignInToken, newLinkId } from '../../../commands/accounts/secrets.ts';
import { privateRedis } from './helpers/privateRedis.ts';
import { serve, waitFor } from './helpers/processes.ts';
import { faultStack } from './helpers/stack.ts';

// Issue 33, row 1: while Redis was stopped (SIGSTOP), `accountOf()` answered "since 0, not erased", so
// the token of whoever registered the victim's address before the owner proved it worked again: it
// listed the owner's keys, minted a key that still worked after Redis came back, and could erase the
// account. Fails on that code (GET /auth/keys 200, POST /auth/keys 201, the key 200 after SIGCONT).
t.test('Redis stopped: a token issued before the owner proved the address stays refused', async (t) => {
  const s = await faultStack(t);
  const redis = await privateRedis();
  t.teardown(() => redis.stop());
  const api = await serve({ ...s.env, REDIS_URL: redis.url, ANON_RATE_LIMIT_PER_MINUTE: '1000' }, { projector: true });
  t.teardown(() => api.proc.kill('SIGKILL'));
  const call = async (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => {
    const res = await fetch(api.base + path, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
      signal: AbortSignal.timeout(15_000),
    });
    return { status: res.status, headers: res.headers, body: await res.text() };
  };

  // the squatter registers the victim's address and keeps the token
  const email = `victim-${process.pid}@example.com`;
  const reg = await call('POST', '/api/v1/auth/register', {}, { email, password: 'correct horse battery staple 9' });
  t.equal(reg.status, 201, 'registered');
  const { token: squatter, account } = JSON.parse(reg.body) as { token: string; account: { id: string } };
  const asSquatter = { authorization: `Bearer ${squatter}` };
  // tokens carry iat in whole seconds: the owner's proof comes in a later second
  await new Promise((r) => setTimeout(r, 1100));

  // the owner proves the address (follows a sign-in link)
  const link = generateSignInToken(account.id);
  await issueSignInLink(s.store, account.id, { linkId: newLinkId(), tokenHash: link.hash });
  const form = await fetch(api.base + '/api/v1/auth/magic-link/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: api.base },
    body: new URLSearchParams({ token: link.token }).toString(),
    redirect: 'manual',
  });
  t.equal(form.status, 303, 'the owner signed in by link');
  const owner = { cookie: /taxonomy_session=[0-9a-f]{64}/.exec(form.headers.get('set-cookie') ?? '')?.[0] ?? '' };
  t.equal((await call('GET', '/api/v1/auth/keys', asSquatter)).status, 401, "the squatter's token is refused");

  const ownerAnswers = () =>
    waitFor(
      'Redis to answer again',
      async () => (await call('GET', '/api/v1/auth/keys', owner)).status === 200,
      20_000,
      100,
    );
  redis.pause();
  t.teardown(() => redis.resume());
  const list = await call('GET', '/api/v1/auth/keys', asSquatter);
  const mint = await call('POST', '/api/v1/auth/keys', asSquatter, { name: 'squat' });
  const me = await call('GET', '/api/v1/auth/me', asSquatter);
  t.equal(list.status, 503, 'listing the keys: 503 (cannot be checked), not 200');
  t.match(list.headers.get('content-type'), /application\/problem\+json/);
  t.ok(list.headers.get('retry-after'), 'with Retry-After');
  t.equal(mint.status, 503, 'minting a key: 503, not 201');
  t.equal(me.status, 503, '/auth/me: 503');
  redis.resume();
  await ownerAnswers();
  const minted = mint.status === 201 ? (JSON.parse(mint.body) as { key: string }).key : undefined;
  if (minted)
    t.equal(
      (await call('GET', '/api/v1/systems', { authorization: `Bearer ${minted}` })).status,
      401,
      'a key minted during the stop does not work once Redis is back',
    );
  const keys = JSON.parse((await call('GET', '/api/v1/auth/keys', owner)).body) as { items: { name: string }[] };
  t.notOk(
    keys.items.some((k) => k.name === 'squat'),
    'no key was minted for the squatter',
  );
  t.equal((await call('GET', '/api/v1/auth/keys', asSquatter)).status, 401, 'the token is refused again');

  redis.pause();
  const erase = await call('DELETE', '/api/v1/auth/account', asSquatter);
  redis.resume();
  t.equal(erase.status, 503, 'erasing the account: 503 (cannot be checked)');
  t.notOk(/"erasure":"pending"/.test(erase.body), 'and not "erasure pending": nothing was erased');
  await ownerAnswers();
  t.equal((await call('GET', '/api/v1/auth/me', owner)).status, 200, "the owner's account still exists");
});
