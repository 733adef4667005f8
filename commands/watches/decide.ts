import type { Command, Decider } from '../decider.ts';
import { unknownCommand } from '../decider.ts';
import type { RecordedEvent } from '../eventStore/port.ts';
import type { Sealed } from '../accounts/sealing.ts';
import { WATCH_EVENT_TYPES, watchAdded, watchRemoved, type WatchEvent, type WatchTarget } from './events.ts';

/** Watches one account may hold: keeps GET /watches and the webhook fan-out of one change bounded. */
export const MAX_WATCHES = 200;

export type AddWatch = Command<'AddWatch', { watchId: string; target: WatchTarget; webhook: Sealed | null }>;
export type RemoveWatch = Command<'RemoveWatch', { watchId: string }>;
export type WatchCommand = AddWatch | RemoveWatch;

/** An account's watches: target key → watch id (a target is watched once). */
export interface WatchState {
  watches: Map<string, { watchId: string; key: string }>;
}

export class WatchError extends Error {
  constructor(
    readonly code: 'ALREADY_WATCHED' | 'TOO_MANY_WATCHES' | 'UNKNOWN_WATCH',
    message: string,
  ) {
    super(message);
    this.name = 'WatchError';
  }
}

/** One string per target, so a target is watched at most once per account. */
export const targetKey = (t: WatchTarget): string =>
  t.kind === 'code'
    ? `code:${t.system}:${t.code}`
    : t.kind === 'system'
      ? `system:${t.system}`
      : `pair:${[...t.systems].sort().join('~')}`;

function evolve(s: WatchState, e: WatchEvent | RecordedEvent<WatchEvent>): WatchState {
  const watches = new Map(s.watches);
  switch (e.type) {
    case 'WatchAdded':
      watches.set(e.data.watchId, { watchId: e.data.watchId, key: targetKey(e.data.target) });
      break;
    case 'WatchRemoved':
      watches.delete(e.data.watchId);
      break;
  }
  return { watches };
}

function decide(c: WatchCommand, s: WatchState): WatchEvent[] {
  switch (c.type) {
    case 'AddWatch': {
      const key = targetKey(c.data.target);
      const same = [...s.watches.values()].find((w) => w.key === key);
      if (same) throw new WatchError('ALREADY_WATCHED', `this account already watches it (watch ${same.watchId})`);
      if (s.watches.size >= MAX_WATCHES)
        throw new WatchError('TOO_MANY_WATCHES', `an account may hold ${MAX_WATCHES} watches; remove one first`);
      return [watchAdded(c.data)];
    }
    case 'RemoveWatch':
      if (!s.watches.has(c.data.watchId))
        throw new WatchError('UNKNOWN_WATCH', `no watch '${c.data.watchId}' on this account`);
      return [watchRemoved({ watchId: c.data.watchId })];
    default:
      return unknownCommand(c);
  }
}

/** The watch streams' decider (`watch-{accountId}`). */
export const watchDecider: Decider<WatchState, WatchCommand, WatchEvent> = {
  eventTypes: WATCH_EVENT_TYPES,
  initialState: () => ({ watches: new Map() }),
  evolve,
  decide,
};
