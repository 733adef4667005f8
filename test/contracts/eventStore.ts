import type { Test } from 'tap';
import { WrongExpectedRevision, type EventStore, type RecordedEvent } from '../../commands/eventStore/port.ts';

/**
 * The contract every event-store adapter passes. `makeStore` returns a store on an empty log
 * (or one where the suite's random stream names cannot collide with earlier runs).
 */
export function eventStoreContract(t: Test, makeStore: () => Promise<EventStore>): void {
  const uid = () => Math.random().toString(36).slice(2, 10);
  const collect = async (it: AsyncIterable<RecordedEvent>) => {
    const out: RecordedEvent[] = [];
    for await (const e of it) out.push(e);
    return out;
  };

  t.test('append then read a stream in revision order', async (t) => {
    const store = await makeStore();
    const s = `contract-${uid()}`;
    const r = await store.append(
      s,
      [
        { type: 'A', data: { n: 1 } },
        { type: 'B', data: { n: 2 }, metadata: { actor: 't' } },
      ],
      'no_stream',
    );
    t.equal(r.nextRevision, 2n, 'next revision counts the events');
    const events = await collect(store.readStream(s));
    t.same(
      events.map((e) => [e.type, e.revision, e.data.n]),
      [
        ['A', 0n, 1],
        ['B', 1n, 2],
      ],
    );
    t.equal(events[1].metadata.actor, 't', 'metadata kept');
    t.ok(events[0].position < events[1].position, 'positions increase');
    t.same(await collect(store.readStream(s, 1n)).then((x) => x.map((e) => e.type)), ['B'], 'read from a revision');
    t.same(await collect(store.readStream(`missing-${uid()}`)), [], 'a missing stream reads empty');
  });

  t.test("readLastOfType: a stream's newest event of a type, read from the end", async (t) => {
    const store = await makeStore();
    const s = `contract-${uid()}`;
    t.equal(await store.readLastOfType(`missing-${uid()}`, 'Release'), undefined, 'a missing stream: none');
    await store.append(
      s,
      [
        { type: 'Nodes', data: { n: 1 } },
        { type: 'Release', data: { hash: 'a' } },
      ],
      'no_stream',
    );
    await store.append(
      s,
      [
        { type: 'Nodes', data: { n: 2 } },
        { type: 'Release', data: { hash: 'b' }, metadata: { actor: 't' } },
        { type: 'Note', data: {} },
      ],
      1n,
    );
    const last = await store.readLastOfType(s, 'Release');
    t.same(
      [last?.type, last?.revision, last?.data.hash, last?.metadata.actor],
      ['Release', 3n, 'b', 't'],
      'the newest one',
    );
    const all = await collect(store.readStream(s));
    t.equal(last?.position, all[3].position, 'the same event as a forward read sees');
    t.equal((await store.readLastOfType(s, 'Nodes'))?.data.n, 2, 'any type, past newer events of other types');
    t.equal(await store.readLastOfType(s, 'Missing'), undefined, 'a type the stream does not hold: none');
  });

  t.test('optimistic concurrency: no_stream, exact revision, any', async (t) => {
    const store = await makeStore();
    const s = `contract-${uid()}`;
    await store.append(s, [{ type: 'A', data: {} }], 'no_stream');
    await t.rejects(
      store.append(s, [{ type: 'A', data: {} }], 'no_stream'),
      WrongExpectedRevision,
      'no_stream on an existing stream fails',
    );
    await t.rejects(store.append(s, [{ type: 'A', data: {} }], 5n), WrongExpectedRevision, 'a wrong revision fails');
    await store.append(s, [{ type: 'B', data: {} }], 0n);
    await store.append(s, [{ type: 'C', data: {} }], 'any');
    t.same(
      (await collect(store.readStream(s))).map((e) => e.type),
      ['A', 'B', 'C'],
    );
    await t.rejects(
      store.append(`contract-${uid()}`, [{ type: 'A', data: {} }], 0n),
      WrongExpectedRevision,
      'an exact revision on a missing stream fails',
    );
  });

  t.test('two writers racing on one revision: exactly one wins', async (t) => {
    const store = await makeStore();
    const s = `contract-${uid()}`;
    await store.append(s, [{ type: 'A', data: {} }], 'no_stream');
    const results = await Promise.allSettled(
      [0, 1, 2, 3].map((i) => store.append(s, [{ type: 'W', data: { i } }], 0n)),
    );
    t.equal(results.filter((r) => r.status === 'fulfilled').length, 1, 'one append succeeds');
    t.equal((await collect(store.readStream(s))).length, 2);
  });

  t.test('readAll yields global order after an exclusive position', async (t) => {
    const store = await makeStore();
    const a = `contract-${uid()}`,
      b = `contract-${uid()}`;
    const first = await store.append(a, [{ type: 'A', data: {} }], 'any');
    await store.append(b, [{ type: 'B', data: {} }], 'any');
    await store.append(a, [{ type: 'C', data: {} }], 'any');
    const mine = (await collect(store.readAll(first.lastPosition - 1n))).filter(
      (e) => e.stream === a || e.stream === b,
    );
    t.same(
      mine.map((e) => e.type),
      ['A', 'B', 'C'],
    );
    const after = (await collect(store.readAll(first.lastPosition))).filter((e) => e.stream === a || e.stream === b);
    t.same(
      after.map((e) => e.type),
      ['B', 'C'],
      'the position given is excluded',
    );
    t.ok((await store.headPosition()) >= mine[2].position, 'head is at least the last append');
  });

  t.test('8 concurrent writers, 4,000 events, one live subscriber: every event once, in order', async (t) => {
    const store = await makeStore();
    const start = await store.headPosition();
    const writers = 8,
      perWriter = 500,
      batch = 5;
    const total = writers * perWriter;
    const ac = new AbortController();
    const seen: bigint[] = [];
    const tag = uid();
    const sub = (async () => {
      for await (const e of store.subscribeToAll(start, ac.signal)) {
        if (e.metadata.correlationId !== tag) continue;
        seen.push(e.position);
        if (seen.length === total) break;
      }
    })();
    await Promise.all(
      Array.from({ length: writers }, async (_, w) => {
        for (let i = 0; i < perWriter; i += batch) {
          const events = Array.from({ length: batch }, (_, k) => ({
            type: 'Tick',
            data: { w, i: i + k },
            metadata: { correlationId: tag },
          }));
          await store.append(`contract-${tag}-${w}`, events, 'any');
        }
      }),
    );
    const timer = setTimeout(() => ac.abort(), 30_000);
    await sub;
    clearTimeout(timer);
    ac.abort();
    t.equal(seen.length, total, `the subscriber received all ${total} events`);
    t.equal(new Set(seen.map(String)).size, total, 'no event twice');
    t.ok(
      seen.every((p, i) => i === 0 || p > seen[i - 1]),
      'global positions strictly increase',
    );
  });
}
