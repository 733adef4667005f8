import { randomBytes } from 'node:crypto';
import { WrongExpectedRevision, type EventMetadata, type EventStore } from '../eventStore/port.ts';
import { handleCommand } from '../handle.ts';
import { watchStream } from '../streams.ts';
import type { AccountVault } from '../accounts/vault.ts';
import { watchDecider, type WatchCommand } from './decide.ts';
import type { WatchTarget } from './events.ts';

/** A webhook's delivery address and signing secret, as sealed in WatchAdded. */
export interface Webhook {
  url: string;
  secret: string;
}

/** A Standard Webhooks secret: `whsec_` and the base64 of 24 random bytes (the HMAC key is those bytes). */
export const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64')}`;
export const newWatchId = () => `wat_${randomBytes(8).toString('hex')}`;

/** Runs a command on the account's watch stream (a contended write is re-decided a few times). */
async function run(store: EventStore, accountId: string, command: WatchCommand, meta: EventMetadata) {
  for (let round = 1; ; round++) {
    try {
      return await handleCommand(store, watchStream(accountId), watchDecider, command, { schemaVersion: 1, ...meta });
    } catch (err) {
      if (!(err instanceof WrongExpectedRevision) || round >= 5) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 10 * round));
    }
  }
}

/**
 * Adds a watch; with `webhookUrl`, a webhook whose new secret is sealed with the account's data key
 * (the caller shows the secret once). Returns the watch's id, the secret, and the event's position.
 */
export async function addWatch(
  store: EventStore,
  vault: AccountVault,
  accountId: string,
  { target, webhookUrl }: { target: WatchTarget; webhookUrl?: string },
  meta: EventMetadata,
): Promise<{ watchId: string; secret: string | null; position: bigint }> {
  const watchId = newWatchId();
  const secret = webhookUrl ? newWebhookSecret() : null;
  const webhook = webhookUrl
    ? await vault.seal(accountId, { url: webhookUrl, secret: secret! } satisfies Webhook)
    : null;
  if (webhookUrl && !webhook) throw new Error('the account has no data key: sign in again');
  const r = await run(
    store,
    accountId,
    { type: 'AddWatch', data: { watchId, target, webhook: webhook ?? null } },
    meta,
  );
  return { watchId, secret, position: r.lastPosition };
}

export async function removeWatch(
  store: EventStore,
  accountId: string,
  watchId: string,
  meta: EventMetadata,
): Promise<{ position: bigint }> {
  const r = await run(store, accountId, { type: 'RemoveWatch', data: { watchId } }, meta);
  return { position: r.lastPosition };
}
