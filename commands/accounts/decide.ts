import type { Decider } from '../decider.ts';
import { unknownCommand } from '../decider.ts';
import { evolveAccount, initialAccount, type AccountState } from './account.ts';
import type {
  AccountCommand,
  ChangeTier,
  EraseAccount,
  IssueApiKey,
  IssueSignInLink,
  RegisterAccount,
  RevokeApiKey,
  SignedIn,
  UseSignInLink,
} from './commands.ts';
import { AccountError } from './errors.ts';
import {
  ACCOUNT_EVENT_TYPES,
  accountErased,
  accountRegistered,
  apiKeyIssued,
  apiKeyRevoked,
  emailVerified,
  signInLinkIssued,
  signInLinkUsed,
  tierChanged,
  type AccountEvent,
} from './events.ts';

/** Active keys one account may hold: keeps GET /auth/keys and the key cache bounded. */
export const MAX_ACTIVE_KEYS = 100;
export const SIGN_IN_LINK_TTL_MS = 15 * 60_000;

/** Pure: given a command and the folded state, the events to append (or a domain error). */
export function decideAccount(c: AccountCommand, s: AccountState): AccountEvent[] {
  switch (c.type) {
    case 'RegisterAccount':
      return register(c, s);
    case 'IssueApiKey':
      return issueKey(c, s);
    case 'RevokeApiKey':
      return revokeKey(c, s);
    case 'ChangeTier':
      return changeTier(c, s);
    case 'IssueSignInLink':
      return issueSignInLink(c, s);
    case 'UseSignInLink':
      return useSignInLink(c, s);
    case 'EraseAccount':
      return erase(c, s);
    default:
      return unknownCommand(c);
  }
}

/** The account streams' decider (`account-{id}`). */
export const accountDecider: Decider<AccountState, AccountCommand, AccountEvent> = {
  eventTypes: ACCOUNT_EVENT_TYPES,
  initialState: initialAccount,
  evolve: evolveAccount,
  decide: decideAccount,
};

/** The e-mail's reservation (handlers.ts) came first; an account stream that already exists took the address. */
function register({ data: c }: RegisterAccount, s: AccountState): AccountEvent[] {
  if (s.exists) throw new AccountError('EMAIL_TAKEN', 'an account with this e-mail already exists');
  return [
    accountRegistered({
      accountId: c.accountId,
      personal: c.personal,
      hasPassword: c.hasPassword,
      tier: 'free',
      ...(c.budget ? { budget: c.budget } : {}),
    }),
  ];
}

/** An erased account is gone: every command but a repeated erasure meets "no such account". */
const live = (s: AccountState) => s.exists && !s.erased;

/**
 * A session or token issued before the e-mail's owner proved the address commands nothing, checked
 * here on the account's own stream (the read side's check uses the Redis key cache, which may be down,
 * paused or replaying: the write side never depends on it).
 */
function requireCurrentCredential({ signedInAt }: SignedIn, s: AccountState): void {
  if (signedInAt === undefined || s.verifiedAt === undefined) return;
  if (signedInAt < Date.parse(s.verifiedAt))
    throw new AccountError(
      'CREDENTIAL_SUPERSEDED',
      "signed out: the e-mail's owner proved the address, which ended every session and token issued before; sign in again",
    );
}

function issueKey({ data: c }: IssueApiKey, s: AccountState): AccountEvent[] {
  if (!live(s)) throw new AccountError('NO_ACCOUNT', 'no such account');
  requireCurrentCredential(c, s);
  const active = [...s.keys.values()].filter((k) => !k.revoked).length;
  if (active >= MAX_ACTIVE_KEYS)
    throw new AccountError('TOO_MANY_KEYS', `an account may hold ${MAX_ACTIVE_KEYS} active keys; revoke one first`);
  const { signedInAt: _by, ...issue } = c;
  return [apiKeyIssued(issue)];
}

/** Revoking a revoked key appends nothing (idempotent); someone else's key is unknown. */
function revokeKey({ data: c }: RevokeApiKey, s: AccountState): AccountEvent[] {
  const k = s.keys.get(c.keyId);
  if (!s.exists || !k) throw new AccountError('UNKNOWN_KEY', `no key '${c.keyId}' on this account`);
  requireCurrentCredential(c, s);
  return k.revoked ? [] : [apiKeyRevoked({ keyId: k.keyId, hash: k.hash })];
}

function changeTier({ data: c }: ChangeTier, s: AccountState): AccountEvent[] {
  if (!live(s)) throw new AccountError('NO_ACCOUNT', 'no such account');
  return s.tier === c.tier ? [] : [tierChanged({ from: s.tier, tier: c.tier })];
}

function issueSignInLink({ data: c }: IssueSignInLink, s: AccountState): AccountEvent[] {
  if (!live(s)) throw new AccountError('NO_ACCOUNT', 'no such account');
  return [
    signInLinkIssued({
      linkId: c.linkId,
      tokenHash: c.tokenHash,
      expiresAt: new Date(c.now.getTime() + SIGN_IN_LINK_TTL_MS).toISOString(),
    }),
  ];
}

function useSignInLink({ data: c }: UseSignInLink, s: AccountState): AccountEvent[] {
  const recorded = [...s.links.values()].find((l) => l.tokenHash === c.tokenHash);
  // a new account's link (pendingLinks.ts) is recorded with its first use
  const link = recorded ?? (c.issued && { ...c.issued, tokenHash: c.tokenHash, used: false });
  if (!live(s) || !link) throw new AccountError('LINK_INVALID', 'this sign-in link is not valid');
  if (link.used) throw new AccountError('LINK_USED', 'this sign-in link has already been used');
  if (c.now.getTime() > Date.parse(link.expiresAt))
    throw new AccountError('LINK_EXPIRED', 'this sign-in link has expired');
  const issued = recorded
    ? []
    : [signInLinkIssued({ linkId: link.linkId, tokenHash: link.tokenHash, expiresAt: link.expiresAt })];
  const used = signInLinkUsed({ linkId: link.linkId });
  if (s.verified) return [...issued, used];
  // First proof of the e-mail: nothing done under an unproven registration survives (pre-hijacking)
  const revoked = [...s.keys.values()]
    .filter((k) => !k.revoked)
    .map((k) => apiKeyRevoked({ keyId: k.keyId, hash: k.hash }));
  return [...issued, used, ...revoked, emailVerified({ at: c.now.toISOString(), passwordRemoved: s.hasPassword })];
}

/** Revokes every active key, then AccountErased; erasing an erased account appends nothing (idempotent). */
function erase({ data: c }: EraseAccount, s: AccountState): AccountEvent[] {
  if (!s.exists) throw new AccountError('NO_ACCOUNT', 'no such account');
  requireCurrentCredential(c, s);
  if (s.erased) return [];
  const revoked = [...s.keys.values()]
    .filter((k) => !k.revoked)
    .map((k) => apiKeyRevoked({ keyId: k.keyId, hash: k.hash }));
  return [...revoked, accountErased({ at: c.now.toISOString() })];
}
