/**
 * The event-store port: every adapter (PostgreSQL, EventStoreDB) implements this contract,
 * and test/contracts/eventStore.ts holds the one suite they all must pass.
 *
 * Positions are global and strictly increasing; revisions count from 0 within a stream.
 * `after` arguments are exclusive: readAll(10n) yields the events at positions 11, 12, ...
 */
export type ExpectedRevision = 'any' | 'no_stream' | bigint;

export interface EventMetadata {
  correlationId?: string; // the ingestion or request that caused the event
  actor?: string; // 'cli', 'api', an account id ...
  schemaVersion?: number;
  [key: string]: unknown; // never secrets: keys and tokens are hashed before they get here
}

export interface NewEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
  metadata?: EventMetadata;
}

/** What the store adds to an event when it records it. */
export interface Recorded {
  id: string;
  stream: string;
  revision: bigint;
  position: bigint;
  metadata: EventMetadata;
  created: Date;
}

/**
 * An event as read back from the store. The store itself knows no event types (`data` untyped);
 * `RecordedEvent<E>` over a union of domain events (commands/domainEvents.ts) is a union again,
 * one member per event type, so a switch on `type` narrows `data`.
 */
export type RecordedEvent<E extends { type: string; data: unknown } = { type: string; data: any }> = E extends unknown
  ? Recorded & { type: E['type']; data: E['data'] }
  : never;

export interface AppendResult {
  nextRevision: bigint;
  lastPosition: bigint;
}

export class WrongExpectedRevision extends Error {
  constructor(
    readonly stream: string,
    readonly expected: ExpectedRevision,
    readonly actual: bigint | 'no_stream',
  ) {
    super(`stream ${stream}: expected revision ${String(expected)}, found ${String(actual)}`);
    this.name = 'WrongExpectedRevision';
  }
}

export interface EventStore {
  readonly name: string;
  /** Appends atomically: all of the events or none. */
  append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult>;
  /** Events of one stream in revision order, from revision `from` (inclusive, default 0). Empty when the stream does not exist. */
  readStream(stream: string, from?: bigint): AsyncIterable<RecordedEvent>;
  /**
   * The stream's newest event of type `type` (undefined when the stream holds none, or does not exist),
   * read from the end: a re-ingest finds a stream's last release without folding the whole stream.
   */
  readLastOfType(stream: string, type: string): Promise<RecordedEvent | undefined>;
  /** Every event in global order, after position `after` (exclusive, default: from the start). */
  readAll(after?: bigint, pageSize?: number): AsyncIterable<RecordedEvent>;
  /** Catch-up, then live: never skips an event, never yields one twice. Ends when the signal aborts. */
  subscribeToAll(after?: bigint, signal?: AbortSignal): AsyncIterable<RecordedEvent>;
  /** Resolves when events after `after` may exist (a wake-up), or after `timeoutMs`, or on abort. */
  waitForEvents(after: bigint, timeoutMs: number, signal?: AbortSignal): Promise<void>;
  /** Position of the newest event (0n when the log is empty). */
  headPosition(): Promise<bigint>;
  close(): Promise<void>;
}
