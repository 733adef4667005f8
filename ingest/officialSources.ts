import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { CodingAid, EdgeRecord, LabelSet, SystemRelease } from '../commands/records.ts';
import { aidAdapters } from './sources/aids/index.ts';
import { sourceAdapters, type SourceAdapter } from './sources/index.ts';
import type { StatedTitles } from './sources/edges.ts';
import type { CodeIndex } from './crosswalks/codeIndex.ts';
import { repairEdges } from './crosswalks/repair.ts';
import { CURRENT_EDITION, deriveEdges } from './crosswalks/editions.ts';
import { reconcileEdges } from './crosswalks/reconcile.ts';
import { coincidingEdges } from './crosswalks/coinciding.ts';
import type { Repair } from './crosswalks/repairs.ts';
import { applyCodingAid, type IngestionContext } from './apply.ts';

/** The official files read from the first folder holding all of a source's files. */
export interface OfficialRead {
  releases: SystemRelease[];
  crosswalks: { id: string; edges: EdgeRecord[]; titles?: StatedTitles }[];
  /** Labels in other languages, one set per system and language. */
  labels: LabelSet[];
  /** The official coding aids found (NAICS index, SOC direct-match titles, O*NET and ESCO titles). */
  aids: CodingAid[];
}

/** Each known source whose files are all present in one of `dirs` (first wins), with that folder. */
export function findOfficialSources(dirs: string[]): { adapter: SourceAdapter; dir: string }[] {
  const out: { adapter: SourceAdapter; dir: string }[] = [];
  for (const adapter of sourceAdapters) {
    const dir = dirs
      .map((d) => join(d, adapter.folder))
      .find((d) => adapter.files.every((f) => existsSync(join(d, f.name))));
    if (dir) out.push({ adapter, dir });
  }
  return out;
}

export async function readOfficialSources(dirs: string[], log: (m: string) => void = () => {}): Promise<OfficialRead> {
  const read: OfficialRead = { releases: [], crosswalks: [], labels: [], aids: [] };
  for (const { adapter, dir } of findOfficialSources(dirs)) {
    const { release, edges, titles, labels } = await adapter.read(dir);
    log(`official ${adapter.id}: ${dir}`);
    if (release) read.releases.push(release);
    if (labels) read.labels.push(...labels);
    if (edges?.length) read.crosswalks.push({ id: adapter.id, edges, titles });
  }
  read.crosswalks.push(...coincidingEdges(read.releases));
  for (const adapter of aidAdapters) {
    const dir = dirs
      .map((d) => join(d, adapter.folder))
      .find((d) => adapter.files.every((f) => existsSync(join(d, f.name))));
    if (!dir) continue;
    read.aids.push(await adapter.read(dir));
    log(`official coding aid ${adapter.id}: ${dir}`);
  }
  return read;
}

/** The systems the official files speak of: each official system, and every system an official crosswalk names (at its current edition). */
export function officialCore(official: OfficialRead): Set<string> {
  const core = new Set(official.releases.map((r) => r.system.id));
  for (const c of official.crosswalks)
    for (const e of c.edges) for (const s of [e.source_system, e.target_system]) core.add(CURRENT_EDITION[s] ?? s);
  return core;
}

/**
 * The edges to serve once official files apply: the bundle's (curated) edges repaired (lost
 * zeros, accidental ends), the official tables' edges, edges derived from older editions through
 * unchanged codes, and the curated edges a table contradicts dropped. Every edge carries provenance.
 */
export function officialEdges(
  curated: EdgeRecord[],
  official: OfficialRead,
  index: CodeIndex,
): { edges: EdgeRecord[]; repairs: Repair[] } {
  const authoritative = authoritativeEdges(official, index);
  const repaired = repairEdges(curated, index, authoritative);
  const reconciled = reconcileEdges(repaired.edges, authoritative);
  return { edges: reconciled.edges, repairs: [...repaired.repairs, ...reconciled.repairs] };
}

/** What the official tables state: their edges (official) and those carried to current editions through unchanged codes (derived). */
export function authoritativeEdges(official: OfficialRead, index: CodeIndex): EdgeRecord[] {
  const out: EdgeRecord[] = [];
  for (const c of official.crosswalks) {
    const source = `official:${c.id}`;
    for (const e of c.edges) out.push({ ...e, provenance: e.provenance ?? { kind: 'official', source } });
    if (c.titles) out.push(...deriveEdges(c.edges, c.titles, index, source));
  }
  return out;
}

/** Every coding aid read, each appended as its own stream (after the systems whose codes it labels). */
export async function applyAids(ctx: IngestionContext, aids: CodingAid[], log: (m: string) => void): Promise<void> {
  for (const aid of aids) {
    const { added, removed } = await applyCodingAid(ctx, aid);
    log(`coding aid ${aid.id}: ${aid.phrases.length} phrases, ${added} added, ${removed} removed`);
  }
}
