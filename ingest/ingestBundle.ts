import type { EventStore } from '../commands/eventStore/port.ts';
import { systemStream } from '../commands/streams.ts';
import { createProgress } from '../platform/progress.ts';
import { readCountries, readEdgeEnds, readEdges, readNodesBySystem, readSystems } from './bundle.ts';
import {
  applyCountries,
  applyEdges,
  applyLabels,
  applyRelease,
  recordedIngestion,
  type IngestionCounts,
} from './apply.ts';
import { applyAids, officialCore, officialEdges, readOfficialSources, type OfficialRead } from './officialSources.ts';
import { indexNodes, type CodeIndex } from './crosswalks/codeIndex.ts';
import type { Repair } from './crosswalks/repairs.ts';
import { withCurrentEditions } from './currentEditions.ts';

export interface BundleOptions {
  actor?: string;
  quiet?: boolean;
  /** Apply the official files found in these folders after the bundle (`ingest <bundle> --official`). */
  official?: { dirs: string[]; log?: (m: string) => void };
}

/** A system the log already holds (a release is appended whole, so its stream ends with one): read from the end, no bodies of nodes. */
async function systemRecorded(store: EventStore, id: string): Promise<boolean> {
  return (await store.readLastOfType(systemStream(id), 'SystemReleaseImported')) !== undefined;
}

/** Systems whose codes the crosswalk repair looks at: the official ones and every system linked to them. */
function systemsToIndex(official: OfficialRead, edges: { source_system: string; target_system: string }[]) {
  const core = officialCore(official);
  const out = new Set(core);
  for (const e of edges) {
    if (core.has(e.source_system)) out.add(e.target_system);
    if (core.has(e.target_system)) out.add(e.source_system);
  }
  return out;
}

/** A system's codes, all of them or (`only`) those of `only` it holds. */
function codesOf(nodes: { code: string }[], only: Set<string> | undefined): Set<string> {
  if (!only) return new Set(nodes.map((n) => n.code));
  const out = new Set<string>();
  for (const n of nodes) if (only.has(n.code)) out.add(n.code);
  return out;
}

/**
 * Ingests a whole bundle directory: every system release (each atomic), then the crosswalks, then
 * the country profiles. Unchanged releases append nothing; a re-run after a crash completes the work.
 * With `official`, each official system file found becomes a new release of its system (a system the
 * log already holds is not set back to the bundle's version first), and the crosswalks are repaired and
 * reconciled with the official tables (officialSources.ts); `repairs` lists what changed.
 */
export async function ingestBundle(
  store: EventStore,
  dir: string,
  opts: BundleOptions = {},
): Promise<{ ingestionId: string; counts: IngestionCounts; repairs: Repair[] }> {
  const systems = new Map(readSystems(dir).map((s) => [s.id, s]));
  return recordedIngestion({ store, source: dir, kind: 'bundle', actor: opts.actor }, async (ctx, counts) => {
    const official = opts.official ? await readOfficialSources(opts.official.dirs, opts.official.log) : undefined;
    const officialIds = new Set(official?.releases.map((r) => r.system.id));
    // without official files the edges are read after the nodes (their ends, checked, before): a large bundle's
    // edges held through the node loop made its collections slower
    let edges = official ? await readEdges(dir) : [];
    const indexed = official ? systemsToIndex(official, edges) : new Set<string>();
    const index: CodeIndex = new Map();
    const total = [...systems.values()].reduce((n, s: any) => n + (s.node_count ?? 0), 0);
    const bar = opts.quiet ? undefined : createProgress('ingest nodes', total, 'nodes');
    // The codes `exists` answers for. Without official files only the edges read it, so only the codes some edge
    // names are kept (155,142 of the corpus's 892,728): the whole graph's codes held through the node loop made
    // every collection of a large bundle slower (the garbage collector 2.4 -> 41 s of the append's CPU at 10x).
    const named = official ? undefined : await readEdgeEnds(dir);
    const codes = new Map<string, Set<string>>();
    // One release in flight while the next system's lines are read and parsed: the database
    // appends while this process parses (two cores, two kinds of work).
    let inFlight: Promise<void> = Promise.resolve();
    for await (const group of readNodesBySystem(dir)) {
      const system = systems.get(group.system);
      if (!system)
        throw new Error(`${group.file}:${group.firstLine}: system '${group.system}' is not in systems.jsonl`);
      await inFlight;
      const replaced = officialIds.has(group.system) && (await systemRecorded(store, group.system));
      inFlight = replaced
        ? Promise.resolve(bar?.tick(group.nodes.length))
        : applyRelease(ctx, { system, nodes: group.nodes }, counts).then(
            () => bar?.tick(group.nodes.length),
            (err) => {
              throw new Error(`${group.file}:${group.firstLine}: ${(err as Error).message}`);
            },
          );
      inFlight.catch(() => {}); // observed when awaited above or below
      codes.set(group.system, codesOf(group.nodes, named?.get(group.system) ?? (named ? new Set() : undefined)));
      if (indexed.has(group.system)) index.set(group.system, indexNodes(group.nodes));
    }
    await inFlight;
    if (!official) edges = await readEdges(dir);
    bar?.done(
      `${counts.systems} systems, ${counts.nodesAdded} nodes added, ${counts.nodesChanged} changed, ${counts.nodesRemoved} removed`,
    );
    const log = opts.official?.log ?? (() => {});
    let repairs: Repair[] = [];
    if (official) {
      log('bundle systems appended');
      for (const release of official.releases) {
        await applyRelease(ctx, release, counts);
        codes.set(release.system.id, new Set(release.nodes.map((n) => n.code)));
        index.set(release.system.id, indexNodes(release.nodes));
      }
      log('official releases appended');
      ({ edges, repairs } = officialEdges(edges, official, index));
      log(`crosswalks repaired and reconciled: ${edges.length} edges, ${repairs.length} repairs`);
    }
    const exists = (s: string, c: string) => codes.get(s)?.has(c) ?? false;
    await applyEdges(ctx, edges, exists, counts);
    log('crosswalks appended');
    if (official) await applyAids(ctx, official.aids, log);
    for (const set of official?.labels ?? []) {
      const kept = await applyLabels(ctx, set, exists);
      log(`labels ${set.system} (${set.lang}): ${kept} of ${set.labels.length}`);
    }
    const countries = await readCountries(dir);
    if (countries)
      await applyCountries(
        ctx,
        withCurrentEditions(countries, (s) => officialIds.has(s)),
      );
    return { repairs };
  });
}
