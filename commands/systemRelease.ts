import { createHash } from 'node:crypto';
import type { NodeRecord, SystemRelease, SystemRecord } from './records.ts';
import { systemKind } from './records.ts';
import { batchBySize } from './batching.ts';
import {
  SYSTEM_EVENT_TYPES,
  nodesAdded,
  nodesChanged,
  nodesRemoved,
  systemMetadataChanged,
  systemRegistered,
  systemReleaseImported,
  type SystemEvent,
} from './events.ts';
import { unhandled } from './domainEvents.ts';
import type { Command, Decider } from './decider.ts';

/** Import one release of a system: its metadata and every node, with the hash of the source it came from. */
export type ImportRelease = Command<
  'ImportRelease',
  { release: SystemRelease; ingestionId: string; sourceHash: string }
>;
export const importRelease = (data: ImportRelease['data']): ImportRelease => ({ type: 'ImportRelease', data });

/** What the write side knows of one system: folded from its stream. */
export interface SystemState {
  system?: SystemRecord & { kind: 'standard' | 'domain' };
  nodes: Map<string, NodeRecord>;
  sourceHash?: string;
}

export const initialSystemState = (): SystemState => ({ nodes: new Map() });

export function evolveSystem(state: SystemState, ev: SystemEvent): SystemState {
  switch (ev.type) {
    case 'SystemRegistered':
    case 'SystemMetadataChanged':
      state.system = ev.data.system;
      return state;
    case 'NodesAdded':
      for (const n of ev.data.nodes) state.nodes.set(n.code, n);
      return state;
    case 'NodesChanged':
      for (const { changed: _changed, ...n } of ev.data.nodes) state.nodes.set(n.code, n);
      return state;
    case 'NodesRemoved':
      for (const c of ev.data.codes) state.nodes.delete(c);
      return state;
    case 'SystemReleaseImported':
      state.sourceHash = ev.data.sourceHash;
      return state;
    default:
      return unhandled(ev);
  }
}

/** A stable hash of a release's content: metadata and nodes in order. */
export function releaseHash(release: SystemRelease): string {
  const h = createHash('sha256');
  h.update(JSON.stringify(normalizeSystem(release.system)));
  for (const n of release.nodes) {
    const fields: unknown[] = [n.code, n.title, n.description, n.parent, n.level];
    if (n.notes) fields.push(n.notes); // only systems with notes hash them: the others' hashes stay as they were
    h.update('\n' + JSON.stringify(fields));
  }
  return h.digest('hex');
}

const META_FIELDS = [
  'name',
  'full_name',
  'region',
  'version',
  'authority',
  'url',
  'source_url',
  'license',
  'provenance',
  'source_date',
  'country_codes',
  'kind',
] as const;
const NODE_FIELDS = ['title', 'description', 'parent', 'level'] as const;

export function normalizeSystem(s: SystemRecord): SystemRecord & { kind: 'standard' | 'domain' } {
  return {
    id: s.id,
    name: s.name,
    full_name: s.full_name ?? null,
    region: s.region ?? null,
    version: s.version ?? null,
    authority: s.authority ?? null,
    url: s.url ?? null,
    source_url: s.source_url ?? null,
    license: s.license ?? null,
    provenance: s.provenance ?? null,
    source_date: s.source_date ?? null,
    country_codes: [...(s.country_codes ?? [])].sort(),
    kind: s.kind ?? systemKind(s.id),
  };
}

/** Checks a release before anything is written: unique codes, parents present and before children, levels. */
export function validateRelease(release: SystemRelease): void {
  const seen = new Map<string, number>();
  release.nodes.forEach((n, i) => {
    const where = `system ${release.system.id}, node ${i + 1} (code '${n.code}')`;
    if (typeof n.code !== 'string' || n.code === '') throw new Error(`${where}: empty code`);
    if (typeof n.title !== 'string' || n.title === '') throw new Error(`${where}: empty title`);
    if (seen.has(n.code)) throw new Error(`${where}: duplicate code`);
    if (n.parent !== null) {
      const pl = seen.get(n.parent);
      if (pl === undefined) throw new Error(`${where}: parent '${n.parent}' is not an earlier code of the system`);
      if (n.level !== pl + 1) throw new Error(`${where}: level ${n.level} is not parent level ${pl} + 1`);
    } else if (n.level !== 1) throw new Error(`${where}: a root must have level 1`);
    seen.set(n.code, n.level);
  });
}

/** Decides the events for a release given the current state: only the difference. */
export function decideRelease({ data }: ImportRelease, state: SystemState): SystemEvent[] {
  const { release, ingestionId, sourceHash } = data;
  if (state.sourceHash === sourceHash) return [];
  const id = release.system.id;
  const meta = normalizeSystem(release.system);
  const events: SystemEvent[] = [];
  if (!state.system) events.push(systemRegistered({ system: meta }));
  else {
    const changed = META_FIELDS.filter((f) => JSON.stringify(state.system![f]) !== JSON.stringify(meta[f]));
    if (changed.length) events.push(systemMetadataChanged({ system: meta, changed }));
  }
  const added: NodeRecord[] = [];
  const changedNodes: (NodeRecord & { changed: string[] })[] = [];
  const incoming = new Set<string>();
  for (const n of release.nodes) {
    const node: NodeRecord = {
      code: n.code,
      title: n.title,
      description: n.description ?? null,
      parent: n.parent ?? null,
      level: n.level,
      ...(n.notes && { notes: n.notes }),
    };
    incoming.add(node.code);
    const old = state.nodes.get(node.code);
    if (!old) {
      added.push(node);
      continue;
    }
    const changed: string[] = NODE_FIELDS.filter((f) => old[f] !== node[f]);
    if (JSON.stringify(old.notes ?? null) !== JSON.stringify(node.notes ?? null)) changed.push('notes');
    if (changed.length) changedNodes.push({ ...node, changed });
  }
  const removed = [...state.nodes.keys()].filter((c) => !incoming.has(c));
  // Removals first (deepest first is not needed: the projection removes whole codes), then additions
  // in release order (parents before children), then changes (which may move a node under a new parent).
  for (const codes of batchBySize(removed)) events.push(nodesRemoved({ system: id, codes }));
  for (const nodes of batchBySize(added)) events.push(nodesAdded({ system: id, nodes }));
  for (const nodes of batchBySize(changedNodes)) events.push(nodesChanged({ system: id, nodes }));
  events.push(
    systemReleaseImported({
      system: id,
      ingestionId,
      release: meta.version,
      sourceHash,
      counts: {
        nodes: release.nodes.length,
        added: added.length,
        changed: changedNodes.length,
        removed: removed.length,
      },
    }),
  );
  return events;
}

/** The system streams' decider (`system-{id}`). */
export const systemDecider: Decider<SystemState, ImportRelease, SystemEvent> = {
  eventTypes: SYSTEM_EVENT_TYPES,
  initialState: initialSystemState,
  evolve: evolveSystem,
  decide: decideRelease,
};
