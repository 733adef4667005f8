import {
  ANY,
  END,
  KurrentDBClient,
  FORWARDS,
  BACKWARDS,
  NO_STREAM,
  START,
  StreamNotFoundError,
  WrongExpectedVersionError,
  excludeSystemEvents,
  jsonEvent,
  type ResolvedEvent,
  type AllStreamResolvedEvent,
} from '@kurrent/kurrentdb-client';
import {
  WrongExpectedRevision,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type NewEvent,
  type RecordedEvent,
} from './port.ts';

/**
 * The client's URL for EVENTSTORE_URL: `kurrentdb://` (and `kurrent://`, `kdb://`, `+discover` forms) as
 * given; the deprecated `esdb://` and `esdb+discover://` become their `kurrentdb` twins, which mean the
 * same (the client would otherwise print a deprecation warning on stdout, where MCP's stdio speaks).
 */
export function kurrentConnectionString(url: string): string {
  return url
    .trim()
    .replace(/^esdb(\+discover)?:\/\//i, (_m, discover: string | undefined) => `kurrentdb${discover ?? ''}://`);
}

/**
 * KurrentDB (formerly EventStoreDB) adapter over `@kurrent/kurrentdb-client`, selected by EVENTSTORE_URL
 * (kurrentdb://host:2113?tls=false; esdb:// URLs still work).
 * Global positions are ESDB commit positions (not dense, but strictly increasing).
 * Note: ESDB refuses one append larger than its MaxAppendSize (1 MB by default); a release of a
 * large system is one atomic append, so deployments raise EVENTSTORE_MAX_APPEND_SIZE (deploy/README.md).
 */
export function createEsdbEventStore(connectionString: string): EventStore {
  const client = KurrentDBClient.connectionString(kurrentConnectionString(connectionString));

  const toEvent = (r: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | undefined => {
    const e = r.event;
    if (!e || e.type.startsWith('$')) return undefined;
    const position = (e as { position?: { commit: bigint } }).position?.commit ?? (r as any).commitPosition ?? 0n;
    return {
      id: e.id,
      stream: e.streamId,
      revision: e.revision,
      position: BigInt(position),
      type: e.type,
      data: e.data,
      metadata: (e.metadata ?? {}) as RecordedEvent['metadata'],
      created: new Date(e.created),
    };
  };

  async function append(stream: string, events: NewEvent[], expected: ExpectedRevision): Promise<AppendResult> {
    const expectedRevision = expected === 'any' ? ANY : expected === 'no_stream' ? NO_STREAM : expected;
    try {
      const res = await client.appendToStream(
        stream,
        events.map((e) => jsonEvent({ type: e.type, data: e.data as any, metadata: (e.metadata ?? {}) as any })),
        { streamState: expectedRevision },
      );
      return { nextRevision: res.nextExpectedRevision + 1n, lastPosition: res.position?.commit ?? 0n };
    } catch (err) {
      if (err instanceof WrongExpectedVersionError) {
        const actual = typeof err.actualState === 'bigint' ? err.actualState : 'no_stream';
        throw new WrongExpectedRevision(stream, expected, actual);
      }
      throw err;
    }
  }

  async function* readStream(stream: string, from = 0n): AsyncIterable<RecordedEvent> {
    try {
      for await (const r of client.readStream(stream, {
        fromRevision: from === 0n ? START : from,
        direction: FORWARDS,
      })) {
        const e = toEvent(r);
        if (e) yield e;
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return;
      throw err;
    }
  }

  async function readLastOfType(stream: string, type: string): Promise<RecordedEvent | undefined> {
    try {
      // from the end, one page at a time; leaving the loop early cancels the read
      for await (const r of client.readStream(stream, { fromRevision: END, direction: BACKWARDS })) {
        const e = toEvent(r);
        if (e?.type === type) return e;
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return undefined;
      throw err;
    }
    return undefined;
  }

  async function* readAll(after = 0n): AsyncIterable<RecordedEvent> {
    const fromPosition = after === 0n ? START : { commit: after, prepare: after };
    for await (const r of client.readAll({ fromPosition, direction: FORWARDS })) {
      const e = toEvent(r);
      if (e && e.position > after) yield e;
    }
  }

  async function* subscribeToAll(after = 0n, signal?: AbortSignal): AsyncIterable<RecordedEvent> {
    const fromPosition = after === 0n ? START : { commit: after, prepare: after };
    const sub = client.subscribeToAll({ fromPosition, filter: excludeSystemEvents() });
    const stop = () => {
      void sub.unsubscribe();
    };
    signal?.addEventListener('abort', stop, { once: true });
    try {
      for await (const r of sub) {
        if (signal?.aborted) return;
        const e = toEvent(r);
        if (e && e.position > after) yield e;
      }
    } finally {
      signal?.removeEventListener('abort', stop);
      await sub.unsubscribe().catch(() => {});
    }
  }

  async function headPosition(): Promise<bigint> {
    for await (const r of client.readAll({ fromPosition: END, direction: 'backwards', maxCount: 20 })) {
      const e = toEvent(r);
      if (e) return e.position;
    }
    return 0n;
  }

  async function waitForEvents(after: bigint, timeoutMs: number, signal?: AbortSignal): Promise<void> {
    const deadline = Date.now() + timeoutMs; // ESDB has no cheap wake-up here: poll the head
    while (!signal?.aborted && Date.now() < deadline) {
      if ((await headPosition()) > after) return;
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  return {
    name: 'eventstoredb',
    append,
    readStream,
    readLastOfType,
    readAll,
    subscribeToAll,
    headPosition,
    waitForEvents,
    close: () => client.dispose(),
  };
}
