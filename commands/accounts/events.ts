import type { Event } from '../events.ts';
import type { Sealed } from './sealing.ts';

export type Tier = 'free' | 'pro' | 'enterprise';
export const TIERS: readonly Tier[] = ['free', 'pro', 'enterprise'];

// ── account-{id} ────────────────────────────────────────────────────────────────────────────
/**
 * `personal` is the account's e-mail and password hash (a salted scrypt hash, secrets.ts; null for an
 * account created by a sign-in link) sealed with the account's data key (vault.ts); `hasPassword` says
 * whether it holds a hash. Events written before sealing carry both in the clear (`LegacyRegistration`):
 * they still replay, and `forget` cannot remove them from the log (SECURITY.md).
 */
export type AccountRegistered = Event<'AccountRegistered', SealedRegistration | LegacyRegistration>;
export interface SealedRegistration {
  accountId: string;
  personal: Sealed;
  hasPassword: boolean;
  tier: Tier;
  /**
   * Registered with a password from a client address: the random id every account registered from that
   * address that day shares (query-api/auth/registrationBudget.ts), its rate budget until the e-mail is
   * proven. Absent for accounts created by a followed sign-in link (proven at once) and before issue 33.
   */
  budget?: string;
}
export interface LegacyRegistration {
  accountId: string;
  email: string;
  passwordHash: string | null;
  tier: Tier;
}
export const isSealedRegistration = (d: AccountRegistered['data']): d is SealedRegistration => 'personal' in d;
/**
 * Only the sha256 of the key is recorded; prefix and last4 let the owner recognise it. Its name (the
 * owner's free text) is sealed with the account's data key (`sealedName`); in the clear (`name`) for
 * accounts registered before sealing.
 */
export type ApiKeyIssued = Event<'ApiKeyIssued', KeyIssue>;
export type KeyIssue = { keyId: string; hash: string; prefix: string; last4: string } & (
  { name: string } | { sealedName: Sealed }
);
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
/**
 * The account was erased (`taxonomy forget`, DELETE /auth/account): its keys were revoked (ApiKeyRevoked
 * before it), every session and token issued before `at` is refused, and its data key is destroyed, so
 * its sealed personal fields replay as nothing. No personal data here.
 */
export type AccountErased = Event<'AccountErased', { at: string }>;
export type AccountEvent =
  | AccountRegistered
  | ApiKeyIssued
  | ApiKeyRevoked
  | TierChanged
  | SignInLinkIssued
  | SignInLinkUsed
  | EmailVerified
  | AccountErased;

// ── email-{HMAC(lower(email))} (before sealing: sha256(lower(email))) ─────────────────────────
/** Appended with the stream's expected revision: the event log itself enforces one account per e-mail. */
export type EmailReserved = Event<'EmailReserved', { accountId: string }>;
/** The account holding the address was erased: the address may register again. */
export type EmailReleased = Event<'EmailReleased', Record<string, never>>;
export type EmailEvent = EmailReserved | EmailReleased;

export const EMAIL_EVENT_TYPES: ReadonlySet<EmailEvent['type']> = new Set(['EmailReserved', 'EmailReleased']);
export const ACCOUNT_EVENT_TYPES: ReadonlySet<AccountEvent['type']> = new Set([
  'AccountRegistered',
  'ApiKeyIssued',
  'ApiKeyRevoked',
  'TierChanged',
  'SignInLinkIssued',
  'SignInLinkUsed',
  'EmailVerified',
  'AccountErased',
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
export const accountErased = (data: AccountErased['data']): AccountErased => ({ type: 'AccountErased', data });
export const emailReserved = (data: EmailReserved['data']): EmailReserved => ({ type: 'EmailReserved', data });
export const emailReleased = (): EmailReleased => ({ type: 'EmailReleased', data: {} });
