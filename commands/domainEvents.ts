import type { RecordedEvent } from './eventStore/port.ts';
import type { AidEvent, CountryEvent, CrosswalkEvent, IngestionEvent, LabelEvent, SystemEvent } from './events.ts';
import type { AccountEvent, EmailEvent } from './accounts/events.ts';
import type { WatchEvent } from './watches/events.ts';

/** Every event the write side appends: the union the read side switches over. */
export type DomainEvent =
  | SystemEvent
  | CrosswalkEvent
  | AidEvent
  | LabelEvent
  | CountryEvent
  | IngestionEvent
  | AccountEvent
  | EmailEvent
  | WatchEvent;
export type DomainEventType = DomainEvent['type'];
/** The events of the given types, as recorded. */
export type RecordedOf<T extends DomainEventType> = RecordedEvent<Extract<DomainEvent, { type: T }>>;

/**
 * The one place where an event read from the store becomes a typed domain event: its type is one
 * of `types` (the appender wrote it with that type's factory, so its data has that type's shape).
 */
export function isOneOf<T extends DomainEventType>(types: ReadonlySet<T>, e: RecordedEvent): e is RecordedOf<T> {
  return (types as ReadonlySet<string>).has(e.type);
}

/** For the default branch of an exhaustive switch: compiles only when every type was handled. */
export function unhandled(e: never): never {
  throw new Error(`unhandled event ${(e as { type?: string }).type}`);
}
