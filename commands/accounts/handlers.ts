import { WrongExpectedRevision, type EventMetadata, type EventStore } from '../eventStore/port.ts';
import { foldStream, readTyped } from '../decider.ts';
import { handleCommand } from '../handle.ts';
import { accountStream, emailStream } from '../streams.ts';
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
import {
  EMAIL_EVENT_TYPES,
  emailReleased,
  emailReserved,
  type AccountEvent,
  type EmailEvent,
  type Tier,
} from './events.ts';
import { emailHash, newAccountId } from './secrets.ts';
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

/** An e-mail's reservation stream: its account (none when never reserved, or released) and revision. */
async function reservation(
  store: EventStore,
  stream: string,
): Promise<{ accountId?: string; revision: bigint | 'no_stream' }> {
  let accountId: string | undefined;
  let revision: bigint | 'no_stream' = 'no_stream';
  for await (const e of readTyped<EmailEvent>(store, stream, EMAIL_EVENT_TYPES)) {
    accountId = e.type === 'EmailReserved' ? e.data.accountId : undefined;
    revision = e.revision;
  }
  return { accountId, revision };
}

/**
 * The e-mail's reservation streams: `email-{HMAC}` (vault.emailId), and `email-{sha256}` written by
 * code before sealing (legacy; never written again, read so such an account keeps its address).
 */
const reservationStreams = (vault: AccountVault, email: string) => ({
  current: emailStream(vault.emailId(email)),
  legacy: emailStream(emailHash(email)),
});

/** The account that holds this e-mail, read from the write side (no projection lag). */
export async function findAccountIdByEmail(
  store: EventStore,
  vault: AccountVault,
  email: string,
): Promise<string | undefined> {
  const streams = reservationStreams(vault, email);
  return (await reservation(store, streams.current)).accountId ?? (await reservation(store, streams.legacy)).accountId;
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
  c: { email: string; passwordHash: string | null },
  meta: EventMetadata = {},
): Promise<{ accountId: string; position: bigint }> {
  const streams = reservationStreams(vault, c.email);
  if ((await reservation(store, streams.legacy)).accountId)
    throw new AccountError('EMAIL_TAKEN', 'an account with this e-mail already exists');
  let accountId = newAccountId();
  const held = await reservation(store, streams.current);
  if (held.accountId) {
    const exists = (await foldStream(store, accountStream(held.accountId), accountDecider)).exists;
    if (exists) throw new AccountError('EMAIL_TAKEN', 'an account with this e-mail already exists');
    accountId = held.accountId;
  } else {
    try {
      await store.append(
        streams.current,
        [{ ...emailReserved({ accountId }), metadata: { schemaVersion: 1, ...meta } }],
        held.revision,
      );
    } catch (err) {
      if (err instanceof WrongExpectedRevision)
        throw new AccountError('EMAIL_TAKEN', 'an account with this e-mail already exists');
      throw err;
    }
  }
  const personal = await vault.sealNew(accountId, { email: c.email.trim(), passwordHash: c.passwordHash });
  const r = await runAccountCommand(
    store,
    accountId,
    registerAccountCommand({ accountId, personal, hasPassword: c.passwordHash !== null }),
    { actor: accountId, ...meta },
  );
  return { accountId, position: r.position };
}

/**
 * After erasure (erase.ts): the e-mail's reservation is released, so the address may register again.
 * Nothing to do when it is not held by this account.
 */
export async function releaseEmail(
  store: EventStore,
  vault: AccountVault,
  email: string,
  accountId: string,
  meta: EventMetadata = {},
): Promise<void> {
  const streams = reservationStreams(vault, email);
  for (const stream of [streams.current, streams.legacy]) {
    const held = await reservation(store, stream);
    if (held.accountId !== accountId || held.revision === 'no_stream') continue;
    await store.append(stream, [{ ...emailReleased(), metadata: { schemaVersion: 1, ...meta } }], held.revision);
  }
}

/** Issues a key; its name is sealed with the account's data key (in the clear for an account registered before sealing). */
export async function issueApiKey(
  store: EventStore,
  vault: AccountVault,
  accountId: string,
  c: { keyId: string; name: string; hash: string; prefix: string; last4: string },
  meta: EventMetadata = {},
): Promise<CommandResult> {
  const { name, ...rest } = c;
  const sealedName = await vault.seal(accountId, name);
  return runAccountCommand(store, accountId, issueApiKeyCommand(sealedName ? { ...rest, sealedName } : c), {
    actor: accountId,
    ...meta,
  });
}

export const revokeApiKey = (store: EventStore, accountId: string, keyId: string, meta: EventMetadata = {}) =>
  runAccountCommand(store, accountId, revokeApiKeyCommand({ keyId }), { actor: accountId, ...meta });

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
  c: { tokenHash: string; now?: Date },
  meta: EventMetadata = {},
) =>
  runAccountCommand(store, accountId, useSignInLinkCommand({ ...c, now: c.now ?? new Date() }), {
    actor: accountId,
    ...meta,
  });
