import type { Event } from '../events.ts';
import type { Sealed } from '../accounts/sealing.ts';

/** What a watch follows: one code, a whole system, or the crosswalk of a system pair. */
export type WatchTarget =
  | { kind: 'code'; system: string; code: string }
  | { kind: 'system'; system: string }
  | { kind: 'pair'; systems: [string, string] };

// ── watch-{accountId} ───────────────────────────────────────────────────────────────────────
/**
 * A signed-in account watches a target. `webhook` is the delivery URL and its signing secret
 * (`whsec_…`), sealed with the account's data key (commands/accounts/vault.ts): a URL may carry a
 * token, and the secret must never be in the log in the clear; erasing the account unseals neither.
 */
export type WatchAdded = Event<'WatchAdded', { watchId: string; target: WatchTarget; webhook: Sealed | null }>;
export type WatchRemoved = Event<'WatchRemoved', { watchId: string }>;
export type WatchEvent = WatchAdded | WatchRemoved;

export const WATCH_EVENT_TYPES: ReadonlySet<WatchEvent['type']> = new Set(['WatchAdded', 'WatchRemoved']);
export const watchAdded = (data: WatchAdded['data']): WatchAdded => ({ type: 'WatchAdded', data });
export const watchRemoved = (data: WatchRemoved['data']): WatchRemoved => ({ type: 'WatchRemoved', data });
