import { unhandled } from '../domainEvents.ts';
import type { AccountEvent, Tier } from './events.ts';

export interface KeyState {
  keyId: string;
  hash: string;
  name: string;
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
  accountId?: string;
  email?: string;
  passwordHash: string | null;
  /** The e-mail was proven by a followed sign-in link (EmailVerified). */
  verified: boolean;
  tier: Tier;
  keys: Map<string, KeyState>;
  links: Map<string, LinkState>;
}

export const initialAccount = (): AccountState => ({
  exists: false,
  passwordHash: null,
  verified: false,
  tier: 'free',
  keys: new Map(),
  links: new Map(),
});

/** Folds one account event (the handler passes only the account stream's own event types). */
export function evolveAccount(s: AccountState, e: AccountEvent): AccountState {
  switch (e.type) {
    case 'AccountRegistered':
      return {
        ...s,
        exists: true,
        accountId: e.data.accountId,
        email: e.data.email,
        passwordHash: e.data.passwordHash,
        tier: e.data.tier,
      };
    case 'ApiKeyIssued':
      s.keys.set(e.data.keyId, { keyId: e.data.keyId, hash: e.data.hash, name: e.data.name, revoked: false });
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
      return { ...s, verified: true, passwordHash: null };
    default:
      return unhandled(e);
  }
}
