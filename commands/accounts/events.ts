import type { Event } from '../events.ts';

export type Tier = 'free' | 'pro' | 'enterprise';
export const TIERS: readonly Tier[] = ['free', 'pro', 'enterprise'];

// ── account-{id} ────────────────────────────────────────────────────────────────────────────
/** passwordHash is a salted scrypt hash (secrets.ts), null for an account created by a sign-in link. */
export type AccountRegistered = Event<
  'AccountRegistered',
  { accountId: string; email: string; passwordHash: string | null; tier: Tier }
>;
/** Only the sha256 of the key is recorded; prefix and last4 let the owner recognise it. */
export type ApiKeyIssued = Event<
  'ApiKeyIssued',
  { keyId: string; name: string; hash: string; prefix: string; last4: string }
>;
export type ApiKeyRevoked = Event<'ApiKeyRevoked', { keyId: string; hash: string }>;
export type TierChanged = Event<'TierChanged', { from: Tier; tier: Tier }>;
/** tokenHash is the sha256 of the one-time token sent by e-mail. */
export type SignInLinkIssued = Event<'SignInLinkIssued', { linkId: string; tokenHash: string; expiresAt: string }>;
export type SignInLinkUsed = Event<'SignInLinkUsed', { linkId: string }>;
/**
 * The e-mail's owner proved it (followed a sign-in link) for the first time. Every credential issued
 * before `at` (sessions, tokens) is refused from then on, and the password, if the account had one
 * (set by whoever registered, unproven), is removed; the keys are revoked by ApiKeyRevoked events.
 */
export type EmailVerified = Event<'EmailVerified', { at: string; passwordRemoved: boolean }>;
export type AccountEvent =
  AccountRegistered | ApiKeyIssued | ApiKeyRevoked | TierChanged | SignInLinkIssued | SignInLinkUsed | EmailVerified;

// ── email-{sha256(lower(email))} ────────────────────────────────────────────────────────────
/** Appended with expected revision 'no_stream': the event log itself enforces one account per e-mail. */
export type EmailReserved = Event<'EmailReserved', { accountId: string }>;

export const EMAIL_EVENT_TYPES: ReadonlySet<EmailReserved['type']> = new Set(['EmailReserved']);
export const ACCOUNT_EVENT_TYPES: ReadonlySet<AccountEvent['type']> = new Set([
  'AccountRegistered',
  'ApiKeyIssued',
  'ApiKeyRevoked',
  'TierChanged',
  'SignInLinkIssued',
  'SignInLinkUsed',
  'EmailVerified',
]);

export const accountRegistered = (data: AccountRegistered['data']): AccountRegistered => ({
  type: 'AccountRegistered',
  data,
});
export const apiKeyIssued = (data: ApiKeyIssued['data']): ApiKeyIssued => ({ type: 'ApiKeyIssued', data });
export const apiKeyRevoked = (data: ApiKeyRevoked['data']): ApiKeyRevoked => ({ type: 'ApiKeyRevoked', data });
export const tierChanged = (data: TierChanged['data']): TierChanged => ({ type: 'TierChanged', data });
export const signInLinkIssued = (data: SignInLinkIssued['data']): SignInLinkIssued => ({
  type: 'SignInLinkIssued',
  data,
});
export const signInLinkUsed = (data: SignInLinkUsed['data']): SignInLinkUsed => ({ type: 'SignInLinkUsed', data });
export const emailVerified = (data: EmailVerified['data']): EmailVerified => ({ type: 'EmailVerified', data });
export const emailReserved = (data: EmailReserved['data']): EmailReserved => ({ type: 'EmailReserved', data });
