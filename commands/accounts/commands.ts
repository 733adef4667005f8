import type { Command } from '../decider.ts';
import type { KeyIssue, Tier } from './events.ts';
import type { Sealed } from './sealing.ts';

// ── what may be asked of an account-{id} stream ─────────────────────────────────────────────
/**
 * The e-mail's reservation is appended first (handlers.ts); this creates the account stream. The
 * personal fields arrive sealed with the account's new data key (vault.ts).
 */
export type RegisterAccount = Command<
  'RegisterAccount',
  { accountId: string; personal: Sealed; hasPassword: boolean; budget?: string }
>;
/**
 * Who asks, for commands a signed-in account gives itself: when its session or token was issued (ms
 * since the epoch). The decider refuses it when the account's own stream says the e-mail's owner proved
 * the address after that (EmailVerified), whatever the key cache in Redis says or cannot say. Absent
 * for the operator's commands (`taxonomy forget`, tests).
 */
export interface SignedIn {
  signedInAt?: number;
}
/** The key itself never reaches the write side: only its sha256 and what lets its owner recognise it. */
export type IssueApiKey = Command<'IssueApiKey', KeyIssue & SignedIn>;
export type RevokeApiKey = Command<'RevokeApiKey', { keyId: string } & SignedIn>;
export type ChangeTier = Command<'ChangeTier', { tier: Tier }>;
export type IssueSignInLink = Command<'IssueSignInLink', { linkId: string; tokenHash: string; now: Date }>;
/**
 * `issued`: a link for a new account (pendingLinks.ts) is recorded only when it is used: the link it
 * stands for, issued with that expiry (SignInLinkIssued is appended with its use).
 */
export type UseSignInLink = Command<
  'UseSignInLink',
  { tokenHash: string; now: Date; issued?: { linkId: string; expiresAt: string } }
>;
/** Revoke every key, refuse every credential issued before `now`, and mark the account erased. */
export type EraseAccount = Command<'EraseAccount', { now: Date } & SignedIn>;
export type AccountCommand =
  RegisterAccount | IssueApiKey | RevokeApiKey | ChangeTier | IssueSignInLink | UseSignInLink | EraseAccount;

export const registerAccountCommand = (data: RegisterAccount['data']): RegisterAccount => ({
  type: 'RegisterAccount',
  data,
});
export const issueApiKeyCommand = (data: IssueApiKey['data']): IssueApiKey => ({ type: 'IssueApiKey', data });
export const revokeApiKeyCommand = (data: RevokeApiKey['data']): RevokeApiKey => ({ type: 'RevokeApiKey', data });
export const changeTierCommand = (data: ChangeTier['data']): ChangeTier => ({ type: 'ChangeTier', data });
export const issueSignInLinkCommand = (data: IssueSignInLink['data']): IssueSignInLink => ({
  type: 'IssueSignInLink',
  data,
});
export const useSignInLinkCommand = (data: UseSignInLink['data']): UseSignInLink => ({
  type: 'UseSignInLink',
  data,
});
export const eraseAccountCommand = (data: EraseAccount['data']): EraseAccount => ({ type: 'EraseAccount', data });
