import type { EdgeRecord } from './records.ts';
import { batchBySize } from './batching.ts';
import { keyedSetDiff, keyedSetHash } from './keyedSet.ts';
import {
  CROSSWALK_EVENT_TYPES,
  crosswalkImported,
  equivalencesAdded,
  equivalencesRemoved,
  type CrosswalkEvent,
} from './events.ts';
import { unhandled } from './domainEvents.ts';
import type { Command, Decider } from './decider.ts';

/** Import the full set of edges between two systems (sorted pair), with the hash of the source they came from. */
export type ImportCrosswalk = Command<
  'ImportCrosswalk',
  { systems: [string, string]; edges: EdgeRecord[]; ingestionId: string; sourceHash: string }
>;
export const importCrosswalk = (data: ImportCrosswalk['data']): ImportCrosswalk => ({ type: 'ImportCrosswalk', data });

/** The edges between one pair of systems (both directions), keyed source|code|target|code. */
export interface CrosswalkState {
  edges: Map<string, EdgeRecord>;
  sourceHash?: string;
}

export const edgeKey = (e: Omit<EdgeRecord, 'match_type'>) =>
  `${e.source_system}\u001f${e.source_code}\u001f${e.target_system}\u001f${e.target_code}`;
export const initialCrosswalkState = (): CrosswalkState => ({ edges: new Map() });

export function evolveCrosswalk(state: CrosswalkState, ev: CrosswalkEvent): CrosswalkState {
  switch (ev.type) {
    case 'EquivalencesAdded':
      for (const edge of ev.data.edges) state.edges.set(edgeKey(edge), edge);
      return state;
    case 'EquivalencesRemoved':
      for (const edge of ev.data.edges) state.edges.delete(edgeKey(edge));
      return state;
    case 'CrosswalkImported':
      state.sourceHash = ev.data.sourceHash;
      return state;
    default:
      return unhandled(ev);
  }
}

/** What an edge says besides its ends: its type and its provenance (a change of either is a new edge event). */
const edgeValue = (e: EdgeRecord) => {
  const p = e.provenance; // field by field: a JSONB round trip reorders an object's keys
  return [e.match_type, p?.kind ?? '', p?.source ?? '', p?.rule ?? '', (p?.path ?? []).join('\u001e')].join('\u001f');
};

/** A content hash of a pair's edges (order-free). */
export const crosswalkHash = (edges: EdgeRecord[]): string => keyedSetHash(edges, edgeKey, edgeValue);

/**
 * Decides the events for the full set of edges between two systems: additions (new edges or a
 * changed match type or provenance) and removals (edges no longer published).
 */
export function decideCrosswalk({ data }: ImportCrosswalk, state: CrosswalkState): CrosswalkEvent[] {
  const { systems, edges, ingestionId, sourceHash } = data;
  if (state.sourceHash === sourceHash) return [];
  const diff = keyedSetDiff(state.edges, edges, edgeKey, edgeValue);
  const added = diff.added;
  const removed = diff.removed.map((e) => ({
    source_system: e.source_system,
    source_code: e.source_code,
    target_system: e.target_system,
    target_code: e.target_code,
  }));
  const out: CrosswalkEvent[] = [];
  for (const b of batchBySize(removed)) out.push(equivalencesRemoved({ edges: b }));
  for (const b of batchBySize(added)) out.push(equivalencesAdded({ edges: b }));
  out.push(
    crosswalkImported({
      systems,
      ingestionId,
      sourceHash,
      counts: { edges: edges.length, added: added.length, removed: removed.length },
    }),
  );
  return out;
}

/** The crosswalk streams' decider (`crosswalk-{a}~{b}`). */
export const crosswalkDecider: Decider<CrosswalkState, ImportCrosswalk, CrosswalkEvent> = {
  eventTypes: CROSSWALK_EVENT_TYPES,
  initialState: initialCrosswalkState,
  evolve: evolveCrosswalk,
  decide: decideCrosswalk,
};
