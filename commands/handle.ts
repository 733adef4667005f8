import {
  WrongExpectedRevision,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedRevision,
} from './eventStore/port.ts';
import { isEventOf, type Command, type Decider } from './decider.ts';
import type { Event } from './events.ts';

/** The decided events, the state they were decided on, and the stream's revision and position after them. */
export interface HandleResult<S, E> extends AppendResult {
  events: E[];
  state: S;
}

/**
 * The one generic command handler: read the stream, fold its events of the decider's types,
 * decide the command, append with the expected revision. Retries a bounded number of times when
 * another writer got there first. Returns the append's result; when nothing was decided, the
 * stream's own revision and position as read (0n for both when the stream does not exist), never
 * the log's global head.
 */
export async function handleCommand<S, C extends Command<string, unknown>, E extends Event<string, unknown>>(
  store: EventStore,
  stream: string,
  decider: Decider<S, C, E>,
  command: C,
  metadata: EventMetadata,
  attempts = 3,
): Promise<HandleResult<S, E>> {
  for (let attempt = 1; ; attempt++) {
    let state = decider.initialState();
    let revision: ExpectedRevision = 'no_stream';
    let lastPosition = 0n;
    for await (const e of store.readStream(stream)) {
      if (isEventOf<E>(decider.eventTypes, e)) state = decider.evolve(state, e);
      revision = e.revision;
      lastPosition = e.position;
    }
    const events = decider.decide(command, state);
    if (events.length === 0)
      return { events, state, nextRevision: revision === 'no_stream' ? 0n : revision + 1n, lastPosition };
    try {
      const appended = await store.append(
        stream,
        events.map((e) => ({ type: e.type, data: e.data, metadata })),
        revision,
      );
      return { events, state, ...appended };
    } catch (err) {
      if (!(err instanceof WrongExpectedRevision) || attempt >= attempts) throw err;
    }
  }
}
