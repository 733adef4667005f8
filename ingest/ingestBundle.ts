import type { EventStore } from '../commands/eventStore/port.ts';
import { createProgress } from '../platform/progress.ts';
import { readCountries, readEdges, readNodesBySystem, readSystems } from './bundle.ts';
import {
  applyCountries,
  applyEdges,
  applyRelease,
  emptyCounts,
  newIngestionId,
  recordEnd,
  recordStart,
  type IngestionContext,
  type IngestionCounts,
} from './apply.ts';

/**
 * Ingests a whole bundle directory: every system release (each atomic), then the crosswalks, then
 * the country profiles. Unchanged releases append nothing; a re-run after a crash completes the work.
 */
export async function ingestBundle(
  store: EventStore,
  dir: string,
  opts: { actor?: string; quiet?: boolean } = {},
): Promise<{ ingestionId: string; counts: IngestionCounts }> {
  const ctx: IngestionContext = { store, ingestionId: newIngestionId(), source: dir, actor: opts.actor ?? 'cli' };
  const systems = new Map(readSystems(dir).map((s) => [s.id, s]));
  const counts = emptyCounts();
  await recordStart(ctx, 'bundle');
  try {
    const total = [...systems.values()].reduce((n, s: any) => n + (s.node_count ?? 0), 0);
    const bar = opts.quiet ? undefined : createProgress('ingest nodes', total, 'nodes');
    const codes = new Map<string, Set<string>>();
    // One release in flight while the next system's lines are read and parsed: the database
    // appends while this process parses (two cores, two kinds of work).
    let inFlight: Promise<void> = Promise.resolve();
    for await (const group of readNodesBySystem(dir)) {
      const system = systems.get(group.system);
      if (!system)
        throw new Error(`${group.file}:${group.firstLine}: system '${group.system}' is not in systems.jsonl`);
      await inFlight;
      inFlight = applyRelease(ctx, { system, nodes: group.nodes }, counts).then(
        () => bar?.tick(group.nodes.length),
        (err) => {
          throw new Error(`${group.file}:${group.firstLine}: ${(err as Error).message}`);
        },
      );
      inFlight.catch(() => {}); // observed when awaited above or below
      codes.set(group.system, new Set(group.nodes.map((n) => n.code)));
    }
    await inFlight;
    bar?.done(
      `${counts.systems} systems, ${counts.nodesAdded} nodes added, ${counts.nodesChanged} changed, ${counts.nodesRemoved} removed`,
    );
    const edges = await readEdges(dir);
    await applyEdges(ctx, edges, (s, c) => codes.get(s)?.has(c) ?? false, counts);
    const countries = await readCountries(dir);
    if (countries) await applyCountries(ctx, countries);
    await recordEnd(ctx, { counts });
    return { ingestionId: ctx.ingestionId, counts };
  } catch (err) {
    await recordEnd(ctx, { error: (err as Error).message }).catch(() => {});
    throw err;
  }
}
