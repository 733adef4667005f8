import type { EventMetadata, EventStore } from '../eventStore/port.ts';
import { readTyped } from '../decider.ts';
import { emailStream } from '../streams.ts';
import { EMAIL_EVENT_TYPES, emailReleased, type EmailEvent } from './events.ts';
import { emailHash } from './secrets.ts';
import type { AccountVault } from './vault.ts';

/*
 * The `email-*` streams: one account per address. Each holds EmailReserved (an account took the
 * address) and EmailReleased (that account was erased); its id is the address's HMAC (vault.emailId).
 */

/** An e-mail's reservation stream: its account (none when never reserved, or released) and revision. */
export async function reservation(
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
export const reservationStreams = (vault: AccountVault, email: string) => ({
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
