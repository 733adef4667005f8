import { WrongExpectedRevision, type EventMetadata, type EventStore } from '../eventStore/port.ts';
import { foldStream } from '../decider.ts';
import { handleCommand } from '../handle.ts';
export { findAccountIdByEmail, releaseEmail } from './emailReservations.ts';
import { accountStream } from '../streams.ts';
import type { AccountState } from './account.ts';
import {
  changeTierCommand,
  issueApiKeyCommand,
  issueSignInLinkCommand,
  registerAccountCommand,
  revokeApiKeyCommand,
  useSignInLinkCommand,
  type AccountCommand,
} from './commands.ts';
import { accountDecider } from './decide.ts';
import { AccountError } from './errors.ts';
import { emailReserved, type AccountEvent, type Tier } from './events.ts';
import { reservation, reservationStreams } from './emailReservations.ts';
import { newAccountId } from './secrets.ts';
import type { AccountVault, PersonalData } from './vault.ts';

/**
 * Several requests may write one account at once (key issuance, revocations); each conflict
 * re-reads and re-decides after a short random pause, so contenders spread out instead of
 * colliding again.
 */
const ROUNDS = 8;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface CommandResult {
  events: AccountEvent[];
  state: AccountState;
  position: bigint;
}

/** Runs one command on an account stream (retrying contended writes). */
export async function runAccountCommand(
  store: EventStore,
  accountId: string,
  command: AccountCommand,
  meta: EventMetadata,
): Promise<CommandResult> {
  for (let round = 1; ; round++) {
    try {
      const { events, state, lastPosition } = await handleCommand(
        store,
        accountStream(accountId),
        accountDecider,
        command,
        { schemaVersion: 1, ...meta },
        3,
      );
      return { events, state, position: lastPosition };
    } catch (err) {
      if (!(err instanceof WrongExpectedRevision) || round >= ROUNDS) throw err;
      await sleep(Math.random() * 10 * round);
    }
  }
}

/** The account's personal fields as the log and its data key have them now (undefined once erased). */
export async function personalData(
  vault: AccountVault,
  accountId: string,
  state: AccountState,
): Promise<PersonalData | undefined> {
  if (!state.personal || state.erased) return undefined;
  return 'sealed' in state.personal ? vault.open(accountId, state.personal.sealed) : state.personal;
}

/** The account's password hash as the event log has it now (null once the e-mail's owner proved it, or erased). */
export async function currentPasswordHash(
  store: EventStore,
  vault: AccountVault,
  accountId: string,
): Promise<string | null> {
  const state = await foldStream(store, accountStream(accountId), accountDecider);
  if (!state.hasPassword) return null;
  return (await personalData(vault, accountId, state))?.passwordHash ?? null;
}

/**
 * Registers an account: reserve the e-mail (at the reservation stream's revision, so one account per
 * address, case-insensitive), create the account's data key, then the account stream with its
 * personal fields sealed. A reservation left without its account (a crash between the appends) is
 * completed by the next registration.
 */
export async function registerAccount(
  store: EventStore,
  vault: AccountVault,
  c: { email: string; passwordHash: string | null; budget?: string },
  meta: EventMetadata = {},
): Promise<{ accountId: string; position: bigint }> {
  const streams = reservationStreams(vault, c.email);
  const hasAccount = async (id: string | undefined) =>
    id !== undefined && (await foldStream(store, accountStream(id), accountDecider)).exists;
  const taken = () => new AccountError('EMAIL_TAKEN', 'an account with this e-mail already exists');
  if (await hasAccount((await reservation(store, streams.legacy)).accountId)) throw taken();
  let accountId = newAccountId();
  const held = await reservation(store, streams.current);
  if (held.accountId) {
    if (await hasAccount(held.accountId)) throw taken();
    accountId = held.accountId;
  } else {
    try {
      await store.append(
        streams.current,
        [{ ...emailReserved({ accountId }), metadata: { schemaVersion: 1, ...meta } }],
        held.revision,
      );
    } catch (err) {
      if (err instanceof WrongExpectedRevision) throw taken();
      throw err;
    }
  }
  const personal = await vault.sealNew(accountId, { email: c.email.trim(), passwordHash: c.passwordHash });
  const r = await runAccountCommand(
    store,
    accountId,
    registerAccountCommand({ accountId, personal, hasPassword: c.passwordHash !== null, budget: c.budget }),
    { actor: accountId, ...meta },
  );
  return { accountId, position: r.position };
}

/** Issues a key; its name is sealed with the account's data key (in the clear for an account registered before sealing). */
export async function issueApiKey(
  store: EventStore,
  vault: AccountVault,
  accountId: string,
  c: { keyId: string; name: string; hash: string; prefix: string; last4: string; signedInAt?: number },
  meta: EventMetadata = {},
): Promise<CommandResult> {
  const { name, ...rest } = c;
  const sealedName = await vault.seal(accountId, name);
  return runAccountCommand(store, accountId, issueApiKeyCommand(sealedName ? { ...rest, sealedName } : c), {
    actor: accountId,
    ...meta,
  });
}

/** `signedInAt`: when the session or token asking was issued (the decider refuses one from before the e-mail's proof). */
export const revokeApiKey = (
  store: EventStore,
  accountId: string,
  keyId: string,
  meta: EventMetadata = {},
  signedInAt?: number,
) => runAccountCommand(store, accountId, revokeApiKeyCommand({ keyId, signedInAt }), { actor: accountId, ...meta });

export const changeTier = (store: EventStore, accountId: string, tier: Tier, meta: EventMetadata = {}) =>
  runAccountCommand(store, accountId, changeTierCommand({ tier }), { actor: 'admin', ...meta });

export const issueSignInLink = (
  store: EventStore,
  accountId: string,
  c: { linkId: string; tokenHash: string; now?: Date },
  meta: EventMetadata = {},
) =>
  runAccountCommand(store, accountId, issueSignInLinkCommand({ ...c, now: c.now ?? new Date() }), {
    actor: accountId,
    ...meta,
  });

export const useSignInLink = (
  store: EventStore,
  accountId: string,
  c: { tokenHash: string; now?: Date; issued?: { linkId: string; expiresAt: string } },
  meta: EventMetadata = {},
) =>
  runAccountCommand(store, accountId, useSignInLinkCommand({ ...c, now: c.now ?? new Date() }), {
    actor: accountId,
    ...meta,
  });
