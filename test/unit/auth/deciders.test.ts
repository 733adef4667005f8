import t from 'tap';
import {
  changeTierCommand,
  eraseAccountCommand,
  issueApiKeyCommand,
  issueSignInLinkCommand,
  registerAccountCommand,
  revokeApiKeyCommand,
  useSignInLinkCommand,
} from '../../../commands/accounts/commands.ts';
import { accountDecider } from '../../../commands/accounts/decide.ts';
import {
  accountErased,
  accountRegistered,
  apiKeyIssued,
  apiKeyRevoked,
  emailVerified,
  signInLinkIssued,
  signInLinkUsed,
  type AccountEvent,
} from '../../../commands/accounts/events.ts';
import { generateApiKey, hashPassword, verifyPassword } from '../../../commands/accounts/secrets.ts';

/** given events, when a command, then events (or a domain error). */
const given = (events: AccountEvent[]) =>
  events.reduce((s, e) => accountDecider.evolve(s, e), accountDecider.initialState());
const { decide: when } = accountDecider;
/** As code before sealing wrote it (e-mail and hash in the clear): such events still replay. */
const registered = accountRegistered({
  accountId: 'acc_000000000000000000000001',
  email: 'a@example.com',
  passwordHash: null,
  tier: 'free',
});
const key = { keyId: 'key_0000000000000001', name: 'k', hash: 'h1', prefix: 'txg', last4: 'abcd' };

t.test('keys', async (t) => {
  t.same(when(issueApiKeyCommand(key), given([registered])), [apiKeyIssued(key)], 'issued');
  t.throws(() => when(issueApiKeyCommand(key), given([])), { code: 'NO_ACCOUNT' }, 'no account, no key');
  t.same(
    when(revokeApiKeyCommand({ keyId: key.keyId }), given([registered, apiKeyIssued(key)])),
    [apiKeyRevoked({ keyId: key.keyId, hash: 'h1' })],
    'revoked, with its hash for the key cache',
  );
  t.same(
    when(
      revokeApiKeyCommand({
        keyId: key.keyId,
      }),
      given([registered, apiKeyIssued(key), apiKeyRevoked({ keyId: key.keyId, hash: 'h1' })]),
    ),
    [],
    'revoking twice appends nothing',
  );
  t.throws(() => when(revokeApiKeyCommand({ keyId: key.keyId }), given([registered])), { code: 'UNKNOWN_KEY' });
});

t.test('registration', async (t) => {
  const c = registerAccountCommand({ accountId: registered.data.accountId, personal: 'v1.sealed', hasPassword: true });
  t.same(
    when(c, given([])),
    [
      accountRegistered({
        accountId: registered.data.accountId,
        personal: 'v1.sealed',
        hasPassword: true,
        tier: 'free',
      }),
    ],
    'a new account starts on the free tier, its personal fields sealed',
  );
  t.throws(() => when(c, given([registered])), { code: 'EMAIL_TAKEN' }, 'an existing account is not registered again');
  t.equal(given(when(c, given([]))).hasPassword, true);
});

t.test('erasure: every active key revoked, then AccountErased; afterwards the account takes no command', async (t) => {
  const now = new Date('2026-01-01T00:00:00Z');
  const k2 = { ...key, keyId: 'key_0000000000000002', hash: 'h2' };
  const s = given([registered, apiKeyIssued(key), apiKeyIssued(k2), apiKeyRevoked({ keyId: key.keyId, hash: 'h1' })]);
  const events = when(eraseAccountCommand({ now }), s);
  t.same(events, [apiKeyRevoked({ keyId: k2.keyId, hash: 'h2' }), accountErased({ at: now.toISOString() })]);
  const erased = given([registered, apiKeyIssued(key), apiKeyIssued(k2), ...events]);
  t.equal(erased.erased, true);
  t.equal(erased.hasPassword, false);
  t.same(when(eraseAccountCommand({ now }), erased), [], 'erasing again appends nothing');
  t.throws(() => when(issueApiKeyCommand(key), erased), { code: 'NO_ACCOUNT' }, 'no new key');
  t.throws(() => when(changeTierCommand({ tier: 'pro' }), erased), { code: 'NO_ACCOUNT' });
  t.throws(() => when(issueSignInLinkCommand({ linkId: 'lnk_1', tokenHash: 'th', now }), erased), {
    code: 'NO_ACCOUNT',
  });
  const linked = given([
    registered,
    ...when(issueSignInLinkCommand({ linkId: 'lnk_1', tokenHash: 'th', now }), given([registered])),
    accountErased({ at: now.toISOString() }),
  ]);
  t.throws(
    () => when(useSignInLinkCommand({ tokenHash: 'th', now }), linked),
    { code: 'LINK_INVALID' },
    'an old link opens nothing',
  );
  t.throws(() => when(eraseAccountCommand({ now }), given([])), { code: 'NO_ACCOUNT' });
});

t.test('tiers', async (t) => {
  t.match(when(changeTierCommand({ tier: 'pro' }), given([registered])), [
    { type: 'TierChanged', data: { from: 'free', tier: 'pro' } },
  ]);
  t.same(when(changeTierCommand({ tier: 'free' }), given([registered])), [], 'unchanged tier appends nothing');
});

t.test('sign-in links: once, and for 15 minutes', async (t) => {
  const now = new Date('2026-01-01T00:00:00Z');
  const [issued] = when(issueSignInLinkCommand({ linkId: 'lnk_1', tokenHash: 'th', now }), given([registered]));
  t.equal((issued.data as any).expiresAt, '2026-01-01T00:15:00.000Z');
  const s = given([registered, issued]);
  t.same(when(useSignInLinkCommand({ tokenHash: 'th', now: new Date('2026-01-01T00:14:59Z') }), s), [
    signInLinkUsed({ linkId: 'lnk_1' }),
    emailVerified({ at: '2026-01-01T00:14:59.000Z', passwordRemoved: false }),
  ]);
  const verified = given([registered, emailVerified({ at: now.toISOString(), passwordRemoved: false }), issued]);
  t.same(when(useSignInLinkCommand({ tokenHash: 'th', now }), verified), [signInLinkUsed({ linkId: 'lnk_1' })]);
  t.throws(() => when(useSignInLinkCommand({ tokenHash: 'th', now: new Date('2026-01-01T00:15:01Z') }), s), {
    code: 'LINK_EXPIRED',
  });
  t.throws(() => when(useSignInLinkCommand({ tokenHash: 'other', now }), s), { code: 'LINK_INVALID' });
  t.throws(
    () =>
      when(
        useSignInLinkCommand({ tokenHash: 'th', now }),
        given([registered, issued, signInLinkUsed({ linkId: 'lnk_1' })]),
      ),
    { code: 'LINK_USED' },
  );
  void signInLinkIssued;
});

t.test('the first proof of the e-mail removes the unproven password and revokes its keys', async (t) => {
  const now = new Date('2026-01-01T00:00:00Z');
  const withPassword = accountRegistered({ ...registered.data, passwordHash: 'scrypt$x' });
  const key = apiKeyIssued({ keyId: 'key_1', name: 'k', hash: 'kh', prefix: 'txg_ab', last4: 'cdef' });
  const [issued] = when(issueSignInLinkCommand({ linkId: 'lnk_1', tokenHash: 'th', now }), given([withPassword]));
  const s = given([withPassword, key, issued]);
  t.same(when(useSignInLinkCommand({ tokenHash: 'th', now }), s), [
    signInLinkUsed({ linkId: 'lnk_1' }),
    apiKeyRevoked({ keyId: 'key_1', hash: 'kh' }),
    emailVerified({ at: now.toISOString(), passwordRemoved: true }),
  ]);
  const after = given([withPassword, key, issued, ...when(useSignInLinkCommand({ tokenHash: 'th', now }), s)]);
  t.equal(after.hasPassword, false, 'no password afterwards');
  t.equal(after.verified, true);
});

// Issue 33, row 8: a new account's link is recorded only when it is followed (the account is created then)
t.test("a new account's link is recorded with its first use, once, within its 15 minutes", async (t) => {
  const now = new Date('2026-01-01T00:10:00Z');
  const issued = { linkId: 'lnk_n', expiresAt: '2026-01-01T00:15:00.000Z' };
  const s = given([registered]);
  const first = when(useSignInLinkCommand({ tokenHash: 'nh', now, issued }), s);
  t.same(first, [
    signInLinkIssued({ linkId: 'lnk_n', tokenHash: 'nh', expiresAt: issued.expiresAt }),
    signInLinkUsed({ linkId: 'lnk_n' }),
    emailVerified({ at: now.toISOString(), passwordRemoved: false }),
  ]);
  t.throws(() => when(useSignInLinkCommand({ tokenHash: 'nh', now, issued }), given([registered, ...first])), {
    code: 'LINK_USED',
  });
  t.throws(() => when(useSignInLinkCommand({ tokenHash: 'nh', now: new Date('2026-01-01T00:15:01Z'), issued }), s), {
    code: 'LINK_EXPIRED',
  });
  t.throws(() => when(useSignInLinkCommand({ tokenHash: 'nh', now, issued }), given([])), { code: 'LINK_INVALID' });
});

// Issue 33, row 1: the account's own stream refuses a session or token issued before the owner proved the
// address, whatever the key cache says (fails on the code before: the commands carried no signedInAt)
t.test('a credential issued before the e-mail was proven commands nothing', async (t) => {
  const at = new Date('2026-01-01T00:00:10Z');
  const verified = emailVerified({ at: at.toISOString(), passwordRemoved: true });
  const s = () => given([registered, apiKeyIssued(key), verified]);
  const before = at.getTime() - 1000;
  const superseded = { code: 'CREDENTIAL_SUPERSEDED' };
  t.throws(() => when(issueApiKeyCommand({ ...key, keyId: 'key_2', signedInAt: before }), s()), superseded, 'no key');
  t.throws(() => when(revokeApiKeyCommand({ keyId: key.keyId, signedInAt: before }), s()), superseded, 'no revocation');
  t.throws(() => when(eraseAccountCommand({ now: at, signedInAt: before }), s()), superseded, 'no erasure');
  const after = at.getTime();
  const k2 = { ...key, keyId: 'key_2' };
  t.same(
    when(issueApiKeyCommand({ ...k2, signedInAt: after }), s()),
    [apiKeyIssued(k2)],
    'a credential from the proof on works, and the event holds no signedInAt',
  );
  t.equal(when(eraseAccountCommand({ now: at, signedInAt: after }), s()).length, 2, 'erasure by a current one');
  t.same(
    when(issueApiKeyCommand({ ...k2, signedInAt: before }), given([registered])),
    [apiKeyIssued(k2)],
    'an unverified account checks nothing',
  );
  t.equal(when(eraseAccountCommand({ now: at }), s()).length, 2, 'the operator (no signedInAt) erases');
});

t.test('secrets', async (t) => {
  const k = generateApiKey();
  t.match(k.key, /^txg_[0-9a-f]{32}$/);
  t.match(k.hash, /^[0-9a-f]{64}$/);
  t.equal(k.last4, k.key.slice(-4));
  const h = await hashPassword('hunter2hunter2');
  t.not(h, await hashPassword('hunter2hunter2'), 'salted');
  t.ok(await verifyPassword('hunter2hunter2', h));
  t.notOk(await verifyPassword('hunter2hunter3', h));
  t.notOk(await verifyPassword('hunter2hunter2', null), 'no hash, no match');
});
