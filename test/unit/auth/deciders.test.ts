import t from 'tap';
import type { RecordedEvent } from '../../../commands/eventStore/port.ts';
import { accountFold } from '../../../commands/accounts/account.ts';
import { decide } from '../../../commands/accounts/decide.ts';
import {
  accountRegistered,
  apiKeyIssued,
  apiKeyRevoked,
  emailVerified,
  signInLinkIssued,
  signInLinkUsed,
  type AccountEvent,
} from '../../../commands/accounts/events.ts';
import { generateApiKey, hashPassword, verifyPassword } from '../../../commands/accounts/secrets.ts';

/** given events, when a decider runs, then events (or a domain error). */
const given = (events: AccountEvent[]) =>
  events.reduce(
    (s, e, i) => accountFold.evolve(s, { ...e, revision: BigInt(i) } as unknown as RecordedEvent),
    accountFold.initial(),
  );
const registered = accountRegistered({
  accountId: 'acc_000000000000000000000001',
  email: 'a@example.com',
  passwordHash: null,
  tier: 'free',
});
const key = { keyId: 'key_0000000000000001', name: 'k', hash: 'h1', prefix: 'txg', last4: 'abcd' };

t.test('keys', async (t) => {
  t.same(decide.issueKey(given([registered]), key), [apiKeyIssued(key)], 'issued');
  t.throws(() => decide.issueKey(given([]), key), { code: 'NO_ACCOUNT' }, 'no account, no key');
  t.same(
    decide.revokeKey(given([registered, apiKeyIssued(key)]), { keyId: key.keyId }),
    [apiKeyRevoked({ keyId: key.keyId, hash: 'h1' })],
    'revoked, with its hash for the key cache',
  );
  t.same(
    decide.revokeKey(given([registered, apiKeyIssued(key), apiKeyRevoked({ keyId: key.keyId, hash: 'h1' })]), {
      keyId: key.keyId,
    }),
    [],
    'revoking twice appends nothing',
  );
  t.throws(() => decide.revokeKey(given([registered]), { keyId: key.keyId }), { code: 'UNKNOWN_KEY' });
});

t.test('tiers', async (t) => {
  t.match(decide.changeTier(given([registered]), { tier: 'pro' }), [
    { type: 'TierChanged', data: { from: 'free', tier: 'pro' } },
  ]);
  t.same(decide.changeTier(given([registered]), { tier: 'free' }), [], 'unchanged tier appends nothing');
});

t.test('sign-in links: once, and for 15 minutes', async (t) => {
  const now = new Date('2026-01-01T00:00:00Z');
  const [issued] = decide.issueSignInLink(given([registered]), { linkId: 'lnk_1', tokenHash: 'th', now });
  t.equal((issued.data as any).expiresAt, '2026-01-01T00:15:00.000Z');
  const s = given([registered, issued]);
  t.same(decide.useSignInLink(s, { tokenHash: 'th', now: new Date('2026-01-01T00:14:59Z') }), [
    signInLinkUsed({ linkId: 'lnk_1' }),
    emailVerified({ at: '2026-01-01T00:14:59.000Z', passwordRemoved: false }),
  ]);
  const verified = given([registered, emailVerified({ at: now.toISOString(), passwordRemoved: false }), issued]);
  t.same(decide.useSignInLink(verified, { tokenHash: 'th', now }), [signInLinkUsed({ linkId: 'lnk_1' })]);
  t.throws(() => decide.useSignInLink(s, { tokenHash: 'th', now: new Date('2026-01-01T00:15:01Z') }), {
    code: 'LINK_EXPIRED',
  });
  t.throws(() => decide.useSignInLink(s, { tokenHash: 'other', now }), { code: 'LINK_INVALID' });
  t.throws(
    () =>
      decide.useSignInLink(given([registered, issued, signInLinkUsed({ linkId: 'lnk_1' })]), { tokenHash: 'th', now }),
    { code: 'LINK_USED' },
  );
  void signInLinkIssued;
});

t.test('the first proof of the e-mail removes the unproven password and revokes its keys', async (t) => {
  const now = new Date('2026-01-01T00:00:00Z');
  const withPassword = accountRegistered({ ...registered.data, passwordHash: 'scrypt$x' });
  const key = apiKeyIssued({ keyId: 'key_1', name: 'k', hash: 'kh', prefix: 'txg_ab', last4: 'cdef' });
  const [issued] = decide.issueSignInLink(given([withPassword]), { linkId: 'lnk_1', tokenHash: 'th', now });
  const s = given([withPassword, key, issued]);
  t.same(decide.useSignInLink(s, { tokenHash: 'th', now }), [
    signInLinkUsed({ linkId: 'lnk_1' }),
    apiKeyRevoked({ keyId: 'key_1', hash: 'kh' }),
    emailVerified({ at: now.toISOString(), passwordRemoved: true }),
  ]);
  const after = given([withPassword, key, issued, ...decide.useSignInLink(s, { tokenHash: 'th', now })]);
  t.equal(after.passwordHash, null, 'no password afterwards');
  t.equal(after.verified, true);
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
