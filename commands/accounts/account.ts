import { unhandled } from '../domainEvents.ts';
import { isSealedRegistration, type AccountEvent, type Tier } from './events.ts';
import type { Sealed } from './sealing.ts';

export interface KeyState {
  keyId: string;
  hash: string;
  revoked: boolean;
}
export interface LinkState {
  linkId: string;
  tokenHash: string;
  expiresAt: string;
  used: boolean;
}

/** The state of one account stream, folded from its events. */
export interface AccountState {
  exists: boolean;
  /** AccountErased: the account is gone (its keys revoked, its data key destroyed); it takes no command. */
  erased: boolean;
  erasedAt?: string;
  accountId?: string;
  /** The personal fields as AccountRegistered recorded them: sealed (vault.ts), or in the clear (legacy). */
  personal?: { sealed: Sealed } | { email: string; passwordHash: string | null };
  /** The account has a password (false once the e-mail's owner proved it, or after erasure). */
  hasPassword: boolean;
  /** The e-mail was proven by a followed sign-in link (EmailVerified). */
  verified: boolean;
  /** When it was first proven: sessions and tokens issued before are refused (SECURITY.md, pre-hijacking). */
  verifiedAt?: string;
  tier: Tier;
  keys: Map<string, KeyState>;
  links: Map<string, LinkState>;
}

export const initialAccount = (): AccountState => ({
  exists: false,
  erased: false,
  hasPassword: false,
  verified: false,
  tier: 'free',
  keys: new Map(),
  links: new Map(),
});

/** Folds one account event (the handler passes only the account stream's own event types). */
export function evolveAccount(s: AccountState, e: AccountEvent): AccountState {
  switch (e.type) {
    case 'AccountRegistered': {
      const d = e.data;
      return isSealedRegistration(d)
        ? {
            ...s,
            exists: true,
            accountId: d.accountId,
            personal: { sealed: d.personal },
            hasPassword: d.hasPassword,
            tier: d.tier,
          }
        : {
            ...s,
            exists: true,
            accountId: d.accountId,
            personal: { email: d.email, passwordHash: d.passwordHash },
            hasPassword: d.passwordHash !== null,
            tier: d.tier,
          };
    }
    case 'ApiKeyIssued':
      s.keys.set(e.data.keyId, { keyId: e.data.keyId, hash: e.data.hash, revoked: false });
      return s;
    case 'ApiKeyRevoked': {
      const k = s.keys.get(e.data.keyId);
      if (k) k.revoked = true;
      return s;
    }
    case 'TierChanged':
      return { ...s, tier: e.data.tier };
    case 'SignInLinkIssued':
      s.links.set(e.data.linkId, { ...e.data, used: false });
      return s;
    case 'SignInLinkUsed': {
      const l = s.links.get(e.data.linkId);
      if (l) l.used = true;
      return s;
    }
    case 'EmailVerified':
      return { ...s, verified: true, verifiedAt: e.data.at, hasPassword: false };
    case 'AccountErased':
      return { ...s, erased: true, erasedAt: e.data.at, hasPassword: false };
    default:
      return unhandled(e);
  }
}
