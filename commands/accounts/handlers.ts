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
  type IssueApiKey,
} from './commands.ts';
import { accountDecider } from './decide.ts';
import { AccountError } from './errors.ts';
import { EMAIL_EVENT_TYPES, emailReserved, type AccountEvent, type EmailReserved, type Tier } from './events.ts';
import { emailHash, newAccountId } from './secrets.ts';

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

async function run(
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

/** The account that reserved this e-mail, read from the write side (no projection lag). */
export async function findAccountIdByEmail(store: EventStore, email: string): Promise<string | undefined> {
  const reservations = readTyped<EmailReserved>(store, emailStream(emailHash(email)), EMAIL_EVENT_TYPES);
  for await (const e of reservations) return e.data.accountId;
  return undefined;
}

/** The account's password hash as the event log has it now (null once the e-mail's owner proved it). */
export async function currentPasswordHash(store: EventStore, accountId: string): Promise<string | null> {
  return (await foldStream(store, accountStream(accountId), accountDecider)).passwordHash;
}

/**
 * Registers an account: reserve the e-mail (expected revision 'no_stream', so one account per
 * address, case-insensitive), then create the account stream. A reservation left without its
 * account (a crash between the two appends) is completed by the next registration.
 */
export async function registerAccount(
  store: EventStore,
  c: { email: string; passwordHash: string | null },
  meta: EventMetadata = {},
): Promise<{ accountId: string; position: bigint }> {
  let accountId = newAccountId();
  try {
    await store.append(
      emailStream(emailHash(c.email)),
      [{ ...emailReserved({ accountId }), metadata: { schemaVersion: 1, ...meta } }],
      'no_stream',
    );
  } catch (err) {
    if (!(err instanceof WrongExpectedRevision)) throw err;
    const existing = await findAccountIdByEmail(store, c.email);
    if (!existing) throw err;
    let exists = false;
    for await (const _ of store.readStream(accountStream(existing))) {
      exists = true;
      break;
    }
    if (exists) throw new AccountError('EMAIL_TAKEN', 'an account with this e-mail already exists');
    accountId = existing;
  }
  const r = await run(
    store,
    accountId,
    registerAccountCommand({ accountId, email: c.email.trim(), passwordHash: c.passwordHash }),
    { actor: accountId, ...meta },
  );
  return { accountId, position: r.position };
}

export const issueApiKey = (store: EventStore, accountId: string, c: IssueApiKey['data'], meta: EventMetadata = {}) =>
  run(store, accountId, issueApiKeyCommand(c), { actor: accountId, ...meta });

export const revokeApiKey = (store: EventStore, accountId: string, keyId: string, meta: EventMetadata = {}) =>
  run(store, accountId, revokeApiKeyCommand({ keyId }), { actor: accountId, ...meta });

export const changeTier = (store: EventStore, accountId: string, tier: Tier, meta: EventMetadata = {}) =>
  run(store, accountId, changeTierCommand({ tier }), { actor: 'admin', ...meta });

export const issueSignInLink = (
  store: EventStore,
  accountId: string,
  c: { linkId: string; tokenHash: string; now?: Date },
  meta: EventMetadata = {},
) =>
  run(store, accountId, issueSignInLinkCommand({ ...c, now: c.now ?? new Date() }), {
    actor: accountId,
    ...meta,
  });

export const useSignInLink = (
  store: EventStore,
  accountId: string,
  c: { tokenHash: string; now?: Date },
  meta: EventMetadata = {},
) =>
  run(store, accountId, useSignInLinkCommand({ ...c, now: c.now ?? new Date() }), {
    actor: accountId,
    ...meta,
  });
