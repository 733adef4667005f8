import type { AidPhraseRecord, CountryRecord, EdgeRecord, LabelSet, NodeRecord, SystemRecord } from './records.ts';

/** An event as the write side creates it: a past-tense fact with typed data. */
export interface Event<T extends string, D> {
  type: T;
  data: D;
}

// ── system-{id} ──────────────────────────────────────────────────────────────────────────────
export type SystemRegistered = Event<'SystemRegistered', { system: SystemRecord & { kind: 'standard' | 'domain' } }>;
export type SystemMetadataChanged = Event<
  'SystemMetadataChanged',
  { system: SystemRecord & { kind: 'standard' | 'domain' }; changed: string[] }
>;
export type NodesAdded = Event<'NodesAdded', { system: string; nodes: NodeRecord[] }>;
/** Full new values of each changed node, with the fields that changed. */
export type NodesChanged = Event<'NodesChanged', { system: string; nodes: (NodeRecord & { changed: string[] })[] }>;
export type NodesRemoved = Event<'NodesRemoved', { system: string; codes: string[] }>;
export type SystemReleaseImported = Event<
  'SystemReleaseImported',
  {
    system: string;
    ingestionId: string;
    release: string | null;
    sourceHash: string;
    counts: { nodes: number; added: number; changed: number; removed: number };
  }
>;
export type SystemEvent =
  SystemRegistered | SystemMetadataChanged | NodesAdded | NodesChanged | NodesRemoved | SystemReleaseImported;

// ── crosswalk-{a}~{b} ────────────────────────────────────────────────────────────────────────
export type EquivalencesAdded = Event<'EquivalencesAdded', { edges: EdgeRecord[] }>;
export type EquivalencesRemoved = Event<'EquivalencesRemoved', { edges: Omit<EdgeRecord, 'match_type'>[] }>;
export type CrosswalkImported = Event<
  'CrosswalkImported',
  {
    systems: [string, string];
    ingestionId: string;
    sourceHash: string;
    counts: { edges: number; added: number; removed: number };
  }
>;
export type CrosswalkEvent = EquivalencesAdded | EquivalencesRemoved | CrosswalkImported;

// ── labels-{system}~{lang} ───────────────────────────────────────────────────────────────────
/** One batch of a label set that replaces the previous one (`first`: the batch that clears the old labels). */
export type LabelsReplaced = Event<
  'LabelsReplaced',
  Omit<LabelSet, 'labels'> & { first: boolean; labels: LabelSet['labels'] }
>;
export type LabelsImported = Event<
  'LabelsImported',
  { system: string; lang: string; ingestionId: string; sourceHash: string; count: number }
>;
export type LabelEvent = LabelsReplaced | LabelsImported;

// ── aid-{id} ────────────────────────────────────────────────────────────────────────────────
/** Labelled phrases of an official coding aid (NAICS index, SOC direct-match titles, ...), new or with a new kind. */
export type AidPhrasesAdded = Event<'AidPhrasesAdded', { aid: string; phrases: AidPhraseRecord[] }>;
export type AidPhrasesRemoved = Event<'AidPhrasesRemoved', { aid: string; phrases: Omit<AidPhraseRecord, 'kind'>[] }>;
export type CodingAidImported = Event<
  'CodingAidImported',
  {
    aid: string;
    title: string;
    ingestionId: string;
    sourceHash: string;
    counts: { phrases: number; added: number; removed: number };
  }
>;
export type AidEvent = AidPhrasesAdded | AidPhrasesRemoved | CodingAidImported;

// ── countries-all ───────────────────────────────────────────────────────────────────────────
export type CountryProfilesSet = Event<'CountryProfilesSet', { countries: CountryRecord[] }>;
export type CountryProfilesRemoved = Event<'CountryProfilesRemoved', { countries: string[] }>;
export type CountryEvent = CountryProfilesSet | CountryProfilesRemoved;

// ── ingestion-{id} ──────────────────────────────────────────────────────────────────────────
export type IngestionStarted = Event<
  'IngestionStarted',
  { ingestionId: string; source: string; kind: 'bundle' | 'official' }
>;
export type IngestionCompleted = Event<
  'IngestionCompleted',
  {
    ingestionId: string;
    source: string;
    counts: {
      systems: number;
      systemsChanged: number;
      nodesAdded: number;
      nodesChanged: number;
      nodesRemoved: number;
      edgesAdded: number;
      edgesRemoved: number;
      edgesSkipped: number;
    };
  }
>;
export type IngestionFailed = Event<'IngestionFailed', { ingestionId: string; source: string; error: string }>;
export type IngestionEvent = IngestionStarted | IngestionCompleted | IngestionFailed;

/** Event types that belong inside one release append: a projection batch never ends on one of them. */
export const RELEASE_BODY_TYPES = new Set([
  'SystemRegistered',
  'SystemMetadataChanged',
  'NodesAdded',
  'NodesChanged',
  'NodesRemoved',
  'EquivalencesAdded',
  'EquivalencesRemoved',
  'CountryProfilesSet',
  'CountryProfilesRemoved',
  'LabelsReplaced',
  'AidPhrasesAdded',
  'AidPhrasesRemoved',
]);

/** The event types of each stream category: what its decider folds. */
export const SYSTEM_EVENT_TYPES: ReadonlySet<SystemEvent['type']> = new Set([
  'SystemRegistered',
  'SystemMetadataChanged',
  'NodesAdded',
  'NodesChanged',
  'NodesRemoved',
  'SystemReleaseImported',
]);
export const CROSSWALK_EVENT_TYPES: ReadonlySet<CrosswalkEvent['type']> = new Set([
  'EquivalencesAdded',
  'EquivalencesRemoved',
  'CrosswalkImported',
]);
export const LABEL_EVENT_TYPES: ReadonlySet<LabelEvent['type']> = new Set(['LabelsReplaced', 'LabelsImported']);
export const AID_EVENT_TYPES: ReadonlySet<AidEvent['type']> = new Set([
  'AidPhrasesAdded',
  'AidPhrasesRemoved',
  'CodingAidImported',
]);
export const COUNTRY_EVENT_TYPES: ReadonlySet<CountryEvent['type']> = new Set([
  'CountryProfilesSet',
  'CountryProfilesRemoved',
]);

// ── factories: one per event type, so an event's data is checked where it is made ──────────────
export const systemRegistered = (data: SystemRegistered['data']): SystemRegistered => ({
  type: 'SystemRegistered',
  data,
});
export const systemMetadataChanged = (data: SystemMetadataChanged['data']): SystemMetadataChanged => ({
  type: 'SystemMetadataChanged',
  data,
});
export const nodesAdded = (data: NodesAdded['data']): NodesAdded => ({ type: 'NodesAdded', data });
export const nodesChanged = (data: NodesChanged['data']): NodesChanged => ({ type: 'NodesChanged', data });
export const nodesRemoved = (data: NodesRemoved['data']): NodesRemoved => ({ type: 'NodesRemoved', data });
export const systemReleaseImported = (data: SystemReleaseImported['data']): SystemReleaseImported => ({
  type: 'SystemReleaseImported',
  data,
});
export const equivalencesAdded = (data: EquivalencesAdded['data']): EquivalencesAdded => ({
  type: 'EquivalencesAdded',
  data,
});
export const equivalencesRemoved = (data: EquivalencesRemoved['data']): EquivalencesRemoved => ({
  type: 'EquivalencesRemoved',
  data,
});
export const crosswalkImported = (data: CrosswalkImported['data']): CrosswalkImported => ({
  type: 'CrosswalkImported',
  data,
});
export const aidPhrasesAdded = (data: AidPhrasesAdded['data']): AidPhrasesAdded => ({ type: 'AidPhrasesAdded', data });
export const aidPhrasesRemoved = (data: AidPhrasesRemoved['data']): AidPhrasesRemoved => ({
  type: 'AidPhrasesRemoved',
  data,
});
export const codingAidImported = (data: CodingAidImported['data']): CodingAidImported => ({
  type: 'CodingAidImported',
  data,
});
export const countryProfilesSet = (data: CountryProfilesSet['data']): CountryProfilesSet => ({
  type: 'CountryProfilesSet',
  data,
});
export const countryProfilesRemoved = (data: CountryProfilesRemoved['data']): CountryProfilesRemoved => ({
  type: 'CountryProfilesRemoved',
  data,
});
export const ingestionStarted = (data: IngestionStarted['data']): IngestionStarted => ({
  type: 'IngestionStarted',
  data,
});
export const ingestionCompleted = (data: IngestionCompleted['data']): IngestionCompleted => ({
  type: 'IngestionCompleted',
  data,
});
export const ingestionFailed = (data: IngestionFailed['data']): IngestionFailed => ({ type: 'IngestionFailed', data });
export const labelsReplaced = (data: LabelsReplaced['data']): LabelsReplaced => ({ type: 'LabelsReplaced', data });
export const labelsImported = (data: LabelsImported['data']): LabelsImported => ({ type: 'LabelsImported', data });
