import { handleCommand } from '../commands/handle.ts';
import { importRelease, releaseHash, systemDecider, validateRelease } from '../commands/systemRelease.ts';
import { crosswalkDecider, crosswalkHash, importCrosswalk } from '../commands/crosswalk.ts';
import { countriesDecider, setCountryProfiles } from '../commands/countries.ts';
import {
  aidStream,
  countriesStream,
  crosswalkStream,
  ingestionStream,
  labelsStream,
  systemStream,
} from '../commands/streams.ts';
import { importLabels, labelSetHash, labelsDecider, validateLabelSet } from '../commands/labels.ts';
import { codingAidDecider, codingAidHash, importCodingAid } from '../commands/codingAid.ts';
import {
  ingestionCompleted,
  ingestionFailed,
  ingestionStarted,
  type IngestionCompleted,
  type IngestionEvent,
} from '../commands/events.ts';
import type { EventStore } from '../commands/eventStore/port.ts';
import { lastSourceHash } from '../commands/lastImport.ts';
import type { CodingAid, CountryRecord, EdgeRecord, LabelSet, SystemRelease } from '../commands/records.ts';

/** The ingestion being recorded: every event it appends carries its id as correlation id. */
export interface IngestionContext {
  store: EventStore;
  ingestionId: string;
  source: string;
  actor: string;
}

export type IngestionCounts = IngestionCompleted['data']['counts'];
export const emptyCounts = (): IngestionCounts => ({
  systems: 0,
  systemsChanged: 0,
  nodesAdded: 0,
  nodesChanged: 0,
  nodesRemoved: 0,
  edgesAdded: 0,
  edgesRemoved: 0,
  edgesSkipped: 0,
});

export const newIngestionId = () =>
  `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}_${Math.random().toString(36).slice(2, 8)}`;

const meta = (ctx: IngestionContext) => ({ correlationId: ctx.ingestionId, actor: ctx.actor, schemaVersion: 1 });

async function record(ctx: IngestionContext, e: IngestionEvent, expected: 'no_stream' | 'any'): Promise<void> {
  await ctx.store.append(ingestionStream(ctx.ingestionId), [{ ...e, metadata: meta(ctx) }], expected);
}

/**
 * Runs one ingestion and records it in its own stream: IngestionStarted before `work`, then IngestionCompleted
 * with the counts `work` filled in, or IngestionFailed with its error (which is thrown on). Every event `work`
 * appends through `ctx` carries the ingestion's id. Answers what `work` answers, with the id and the counts.
 */
export async function recordedIngestion<T extends object>(
  opts: { store: EventStore; source: string; kind: 'bundle' | 'official'; actor?: string },
  work: (ctx: IngestionContext, counts: IngestionCounts) => Promise<T>,
): Promise<T & { ingestionId: string; counts: IngestionCounts }> {
  const { store, source, kind } = opts;
  const ctx: IngestionContext = { store, source, ingestionId: newIngestionId(), actor: opts.actor ?? 'cli' };
  const counts = emptyCounts();
  await record(ctx, ingestionStarted({ ingestionId: ctx.ingestionId, source, kind }), 'no_stream');
  try {
    const result = await work(ctx, counts);
    await record(ctx, ingestionCompleted({ ingestionId: ctx.ingestionId, source, counts }), 'any');
    return { ...result, ingestionId: ctx.ingestionId, counts };
  } catch (err) {
    const error = (err as Error).message;
    await record(ctx, ingestionFailed({ ingestionId: ctx.ingestionId, source, error }), 'any').catch(() => {});
    throw err;
  }
}

/**
 * One system release: validated, diffed against the system's stream, appended atomically (or nothing).
 * A release whose hash is the stream's last one is skipped before the stream is folded (nothing to append).
 */
export async function applyRelease(
  ctx: IngestionContext,
  release: SystemRelease,
  counts: IngestionCounts,
): Promise<void> {
  validateRelease(release);
  const hash = releaseHash(release);
  const stream = systemStream(release.system.id);
  if ((await lastSourceHash(ctx.store, stream, 'SystemReleaseImported')) === hash) {
    counts.systems++;
    return;
  }
  const { events } = await handleCommand(
    ctx.store,
    stream,
    systemDecider,
    importRelease({ release, ingestionId: ctx.ingestionId, sourceHash: hash }),
    meta(ctx),
  );
  counts.systems++;
  if (events.length) counts.systemsChanged++;
  for (const e of events) {
    if (e.type === 'NodesAdded') counts.nodesAdded += e.data.nodes.length;
    if (e.type === 'NodesChanged') counts.nodesChanged += e.data.nodes.length;
    if (e.type === 'NodesRemoved') counts.nodesRemoved += e.data.codes.length;
  }
}

/**
 * Edges grouped by system pair; each pair's full set replaces the previous one. Edges whose ends
 * are not known codes are skipped and counted (`exists` answers for system + code).
 */
export async function applyEdges(
  ctx: IngestionContext,
  edges: EdgeRecord[],
  exists: (system: string, code: string) => boolean,
  counts: IngestionCounts,
): Promise<void> {
  const pairs = new Map<string, { systems: [string, string]; edges: EdgeRecord[] }>();
  for (const e of edges) {
    if (
      e.source_system === e.target_system ||
      !exists(e.source_system, e.source_code) ||
      !exists(e.target_system, e.target_code)
    ) {
      counts.edgesSkipped++;
      continue;
    }
    const systems = [e.source_system, e.target_system].sort() as [string, string];
    const key = systems.join('~');
    const entry = pairs.get(key) ?? { systems, edges: [] };
    entry.edges.push(e);
    pairs.set(key, entry);
  }
  for (const { systems, edges: list } of pairs.values()) {
    const hash = crosswalkHash(list);
    const stream = crosswalkStream(...systems);
    if ((await lastSourceHash(ctx.store, stream, 'CrosswalkImported')) === hash) continue; // unchanged
    const { events } = await handleCommand(
      ctx.store,
      stream,
      crosswalkDecider,
      importCrosswalk({ systems, edges: list, ingestionId: ctx.ingestionId, sourceHash: hash }),
      meta(ctx),
    );
    for (const e of events) {
      if (e.type === 'EquivalencesAdded') counts.edgesAdded += e.data.edges.length;
      if (e.type === 'EquivalencesRemoved') counts.edgesRemoved += e.data.edges.length;
    }
  }
}

/**
 * One official coding aid: its full set of labelled phrases replaces the previous one (only the
 * difference is appended; an aid whose hash is its stream's last import is skipped unread).
 * Returns the phrases added and removed.
 */
export async function applyCodingAid(
  ctx: IngestionContext,
  aid: CodingAid,
): Promise<{ added: number; removed: number }> {
  const hash = codingAidHash(aid.phrases);
  const stream = aidStream(aid.id);
  if ((await lastSourceHash(ctx.store, stream, 'CodingAidImported')) === hash) return { added: 0, removed: 0 };
  const { events } = await handleCommand(
    ctx.store,
    stream,
    codingAidDecider,
    importCodingAid({
      aid: aid.id,
      title: aid.title,
      phrases: aid.phrases,
      ingestionId: ctx.ingestionId,
      sourceHash: hash,
    }),
    meta(ctx),
  );
  let added = 0,
    removed = 0;
  for (const e of events) {
    if (e.type === 'AidPhrasesAdded') added += e.data.phrases.length;
    if (e.type === 'AidPhrasesRemoved') removed += e.data.phrases.length;
  }
  return { added, removed };
}

export async function applyCountries(ctx: IngestionContext, countries: CountryRecord[]): Promise<number> {
  const { events } = await handleCommand(
    ctx.store,
    countriesStream(),
    countriesDecider,
    setCountryProfiles({ countries, replace: true }),
    meta(ctx),
  );
  return events.length;
}

/**
 * One label set: its labels of codes the system does not hold dropped (`exists`), validated, appended as a
 * whole replacement of the language's previous set, or nothing when unchanged. Returns the labels kept.
 */
export async function applyLabels(
  ctx: IngestionContext,
  set: LabelSet,
  exists: (system: string, code: string) => boolean,
): Promise<number> {
  const kept: LabelSet = { ...set, labels: set.labels.filter(([code]) => exists(set.system, code)) };
  if (!kept.labels.length) return 0;
  validateLabelSet(kept);
  const hash = labelSetHash(kept);
  const stream = labelsStream(set.system, set.lang);
  if ((await lastSourceHash(ctx.store, stream, 'LabelsImported')) === hash) return kept.labels.length;
  await handleCommand(
    ctx.store,
    stream,
    labelsDecider,
    importLabels({ set: kept, ingestionId: ctx.ingestionId, sourceHash: hash }),
    meta(ctx),
  );
  return kept.labels.length;
}
