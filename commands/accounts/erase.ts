import type { EventMetadata, EventStore } from '../eventStore/port.ts';
import { foldStream } from '../decider.ts';
import { accountStream } from '../streams.ts';
import { accountDecider } from './decide.ts';
import { AccountError } from './errors.ts';
import { eraseAccountCommand } from './commands.ts';
import { releaseEmail, runAccountCommand } from './handlers.ts';
import type { AccountVault } from './vault.ts';

export interface Erasure {
  accountId: string;
  erasedAt: Date;
  /** Keys revoked by this erasure (0 when repeated). */
  revokedKeys: number;
  /** The account was already erased (a repeated request completes what a failed one left). */
  repeated: boolean;
  /** The data key existed and is now destroyed. */
  keyDestroyed: boolean;
  /** The key cache could not be told (Redis down): keys, sessions and tokens are refused once the projector applies the erasure. */
  refusalPending: boolean;
  position: bigint;
}

/**
 * Erases an account (`taxonomy forget`, DELETE /api/v1/auth/account): appends the revocation of every
 * active key and AccountErased (no personal data in either); has every instance refuse the account's keys,
 * sessions and tokens now (`refuseNow`: the key cache, as the key revocation route does); destroys the
 * account's data key, so its sealed e-mail and password hash are unreadable wherever the log is replayed;
 * and releases its e-mail's reservation. Repeating it completes a run cut short (idempotent).
 */
export async function eraseAccount(
  store: EventStore,
  vault: AccountVault,
  accountId: string,
  opts: {
    email?: string;
    refuseNow: (keyHashes: string[], since: number) => Promise<void>;
    now?: Date;
    /** When the session or token asking was issued (DELETE /auth/account); the decider checks it on the stream. */
    signedInAt?: number;
  },
  meta: EventMetadata = {},
): Promise<Erasure> {
  const before = await foldStream(store, accountStream(accountId), accountDecider);
  if (!before.exists) throw new AccountError('NO_ACCOUNT', 'no such account');
  // the address, to release its reservation: read before the key goes (or given by the caller)
  const p = before.personal;
  const email = opts.email ?? (p && ('sealed' in p ? (await vault.open(accountId, p.sealed))?.email : p.email));
  const r = await runAccountCommand(
    store,
    accountId,
    eraseAccountCommand({ now: opts.now ?? new Date(), signedInAt: opts.signedInAt }),
    {
      actor: accountId,
      ...meta,
    },
  );
  // r.state is the state the erasure was decided on: the new AccountErased, or the earlier one
  const erasedEvent = r.events.find((e) => e.type === 'AccountErased');
  const erasedAt = new Date(erasedEvent?.type === 'AccountErased' ? erasedEvent.data.at : r.state.erasedAt!);
  let refusalPending = false;
  try {
    await opts.refuseNow(
      [...r.state.keys.values()].map((k) => k.hash),
      erasedAt.getTime(),
    );
  } catch {
    refusalPending = true;
  }
  const keyDestroyed = await vault.destroy(accountId);
  if (email) await releaseEmail(store, vault, email, accountId, meta);
  return {
    accountId,
    erasedAt,
    revokedKeys: r.events.filter((e) => e.type === 'ApiKeyRevoked').length,
    repeated: r.events.length === 0,
    keyDestroyed,
    refusalPending,
    position: r.position,
  };
}
