import type { AccountState } from './account.ts';
import { AccountError } from './errors.ts';
import {
  accountRegistered,
  apiKeyIssued,
  apiKeyRevoked,
  emailVerified,
  signInLinkIssued,
  signInLinkUsed,
  tierChanged,
  type AccountEvent,
  type Tier,
} from './events.ts';

/** Active keys one account may hold: keeps GET /auth/keys and the key cache bounded. */
export const MAX_ACTIVE_KEYS = 100;
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

/** Pure deciders: given the folded state and a command, the events to append (or a domain error). */
export const decide = {
  register(s: AccountState, c: { accountId: string; email: string; passwordHash: string | null }): AccountEvent[] {
    if (s.exists) return []; // a retried registration after a crash: already done
    return [accountRegistered({ accountId: c.accountId, email: c.email, passwordHash: c.passwordHash, tier: 'free' })];
  },

  issueKey(
    s: AccountState,
    c: { keyId: string; name: string; hash: string; prefix: string; last4: string },
  ): AccountEvent[] {
    if (!s.exists) throw new AccountError('NO_ACCOUNT', 'no such account');
    const active = [...s.keys.values()].filter((k) => !k.revoked).length;
    if (active >= MAX_ACTIVE_KEYS)
      throw new AccountError('TOO_MANY_KEYS', `an account may hold ${MAX_ACTIVE_KEYS} active keys; revoke one first`);
    return [apiKeyIssued(c)];
  },

  /** Revoking a revoked key appends nothing (idempotent); someone else's key is unknown. */
  revokeKey(s: AccountState, c: { keyId: string }): AccountEvent[] {
    const k = s.keys.get(c.keyId);
    if (!s.exists || !k) throw new AccountError('UNKNOWN_KEY', `no key '${c.keyId}' on this account`);
    return k.revoked ? [] : [apiKeyRevoked({ keyId: k.keyId, hash: k.hash })];
  },

  changeTier(s: AccountState, c: { tier: Tier }): AccountEvent[] {
    if (!s.exists) throw new AccountError('NO_ACCOUNT', 'no such account');
    return s.tier === c.tier ? [] : [tierChanged({ from: s.tier, tier: c.tier })];
  },

  issueSignInLink(s: AccountState, c: { linkId: string; tokenHash: string; now: Date }): AccountEvent[] {
    if (!s.exists) throw new AccountError('NO_ACCOUNT', 'no such account');
    return [
      signInLinkIssued({
        linkId: c.linkId,
        tokenHash: c.tokenHash,
        expiresAt: new Date(c.now.getTime() + SIGN_IN_LINK_TTL_MS).toISOString(),
      }),
    ];
  },

  useSignInLink(s: AccountState, c: { tokenHash: string; now: Date }): AccountEvent[] {
    const link = [...s.links.values()].find((l) => l.tokenHash === c.tokenHash);
    if (!s.exists || !link) throw new AccountError('LINK_INVALID', 'this sign-in link is not valid');
    if (link.used) throw new AccountError('LINK_USED', 'this sign-in link has already been used');
    if (c.now.getTime() > Date.parse(link.expiresAt))
      throw new AccountError('LINK_EXPIRED', 'this sign-in link has expired');
    const used = signInLinkUsed({ linkId: link.linkId });
    if (s.verified) return [used];
    // First proof of the e-mail: nothing done under an unproven registration survives (pre-hijacking)
    const revoked = [...s.keys.values()]
      .filter((k) => !k.revoked)
      .map((k) => apiKeyRevoked({ keyId: k.keyId, hash: k.hash }));
    return [used, ...revoked, emailVerified({ at: c.now.toISOString(), passwordRemoved: s.passwordHash !== null })];
  },
};
