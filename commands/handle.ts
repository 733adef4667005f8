import {
  WrongExpectedRevision,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
} from './eventStore/port.ts';
import type { Event } from './events.ts';

/**
 * The one generic command handler: read the stream, fold it, decide, append with the expected
 * revision. Retries a bounded number of times when another writer got there first.
 */
export async function handleCommand<S, E extends Event<string, unknown>>(
  store: EventStore,
  stream: string,
  fold: { initial: () => S; evolve: (state: S, e: RecordedEvent) => S },
  decide: (state: S) => E[],
  metadata: EventMetadata,
  attempts = 3,
): Promise<{ events: E[]; state: S }> {
  for (let attempt = 1; ; attempt++) {
    let state = fold.initial();
    let revision: ExpectedRevision = 'no_stream';
    for await (const e of store.readStream(stream)) {
      state = fold.evolve(state, e);
      revision = e.revision;
    }
    const events = decide(state);
    if (events.length === 0) return { events, state };
    try {
      await store.append(
        stream,
        events.map((e) => ({ type: e.type, data: e.data, metadata })),
        revision,
      );
      return { events, state };
    } catch (err) {
      if (!(err instanceof WrongExpectedRevision) || attempt >= attempts) throw err;
    }
  }
}
