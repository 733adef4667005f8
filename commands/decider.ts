import type { EventStore, RecordedEvent } from './eventStore/port.ts';
import type { Event } from './events.ts';

/** A command as a caller states it: an imperative name with typed data (`IssueApiKey`, `ImportRelease`). */
export interface Command<T extends string, D> {
  type: T;
  data: D;
}

/**
 * The one shape of the write side's deciders (emmett's `Decider`): the state of a stream starts at
 * `initialState()`, each recorded event `evolve`s it, and `decide` answers a command on that state
 * with the events to append (none when there is nothing to do) or throws a domain error.
 * `eventTypes` lists the event types the stream holds: the handler folds only those, typed.
 */
export interface Decider<S, C extends Command<string, unknown>, E extends Event<string, unknown>> {
  eventTypes: ReadonlySet<E['type']>;
  initialState: () => S;
  /** Takes an event as recorded, or as just decided (a test's given events). */
  evolve: (state: S, event: E | RecordedEvent<E>) => S;
  decide: (command: C, state: S) => E[];
}

/**
 * The one place where an event read from the store becomes a typed event: its type is one of
 * `types` (the appender wrote it with that type's factory, so its data has that type's shape).
 */
export function isEventOf<E extends Event<string, unknown>>(
  types: ReadonlySet<E['type']>,
  e: RecordedEvent,
): e is RecordedEvent<E> {
  return (types as ReadonlySet<string>).has(e.type);
}

/** A stream's events of the decider's types, typed, in revision order. */
export async function* readTyped<E extends Event<string, unknown>>(
  store: EventStore,
  stream: string,
  types: ReadonlySet<E['type']>,
): AsyncIterable<RecordedEvent<E>> {
  for await (const e of store.readStream(stream)) if (isEventOf<E>(types, e)) yield e;
}

/** A stream's current state as the decider folds it (its initial state when the stream does not exist). */
export async function foldStream<S, E extends Event<string, unknown>>(
  store: EventStore,
  stream: string,
  decider: Pick<Decider<S, never, E>, 'eventTypes' | 'initialState' | 'evolve'>,
): Promise<S> {
  let state = decider.initialState();
  for await (const e of readTyped<E>(store, stream, decider.eventTypes)) state = decider.evolve(state, e);
  return state;
}

/** For the default branch of an exhaustive switch over commands: compiles only when every type was handled. */
export function unknownCommand(c: never): never {
  throw new Error(`unknown command ${(c as { type?: string }).type}`);
}
