import type { EventStore } from '../commands/eventStore/port.ts';
import { foldStream } from '../commands/decider.ts';
import { systemDecider, initialSystemState } from '../commands/systemRelease.ts';
import { crosswalkDecider } from '../commands/crosswalk.ts';
import { crosswalkStream, isValidSystemId, systemStream } from '../commands/streams.ts';
import type { EdgeRecord } from '../commands/records.ts';
import { applyEdges, applyLabels, applyRelease, recordedIngestion, type IngestionCounts } from './apply.ts';
import { applyAids, officialCore, officialEdges, readOfficialSources } from './officialSources.ts';
import { indexNodes, type CodeIndex } from './crosswalks/codeIndex.ts';
import type { Repair } from './crosswalks/repairs.ts';

async function foldNodes(store: EventStore, id: string) {
  if (!isValidSystemId(id)) return initialSystemState().nodes;
  return (await foldStream(store, systemStream(id), systemDecider)).nodes;
}

/**
 * `taxonomy ingest --official`: every official source found in `dirs` (no download), each system
 * file as a new release of its system, then the crosswalks of every system pair touching an official
 * system (`pairs`: the pairs the service holds, from the caller) reconciled with the official tables:
 * the edges already recorded (curated) are repaired, official and derived edges added. Running it
 * again on unchanged files appends nothing but the ingestion record.
 */
export async function ingestAllOfficial(
  store: EventStore,
  dirs: string[],
  pairs: [string, string][],
  log: (m: string) => void = () => {},
): Promise<{ ingestionId: string; counts: IngestionCounts; repairs: Repair[] }> {
  return recordedIngestion({ store, source: 'official', kind: 'official' }, async (ctx, counts) => {
    const official = await readOfficialSources(dirs, log);
    const index: CodeIndex = new Map();
    for (const release of official.releases) {
      await applyRelease(ctx, release, counts);
      index.set(release.system.id, indexNodes(release.nodes));
    }
    const core = officialCore(official);
    const touched = new Map<string, [string, string]>();
    for (const [a, b] of pairs) if (core.has(a) || core.has(b)) touched.set([a, b].sort().join('~'), [a, b]);
    const curated: EdgeRecord[] = [];
    for (const [a, b] of touched.values()) {
      const state = await foldStream(store, crosswalkStream(...([a, b].sort() as [string, string])), crosswalkDecider);
      for (const e of state.edges.values()) if (!e.provenance || e.provenance.kind === 'curated') curated.push(e);
    }
    const systems = new Set([...core, ...[...touched.values()].flat()]);
    for (const s of systems) if (!index.has(s)) index.set(s, indexNodes((await foldNodes(store, s)).values()));
    const { edges, repairs } = officialEdges(curated, official, index);
    // every touched pair is restated in full (a pair left without edges is emptied)
    const restated = new Set(edges.map((e) => [e.source_system, e.target_system].sort().join('~')));
    await applyEdges(ctx, edges, (s, c) => index.get(s)?.has(c) ?? false, counts);
    for (const set of official.labels) {
      if (!index.has(set.system)) index.set(set.system, indexNodes((await foldNodes(store, set.system)).values()));
      const kept = await applyLabels(ctx, set, (s, c) => index.get(s)?.has(c) ?? false);
      log(`labels ${set.system} (${set.lang}): ${kept} of ${set.labels.length}`);
    }
    for (const key of touched.keys()) if (!restated.has(key)) log(`crosswalk ${key}: no edge left after reconciling`);
    await applyAids(ctx, official.aids, log);
    return { repairs };
  });
}
