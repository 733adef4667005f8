/**
 * The normalized records every source adapter produces and every ingestion consumes.
 * They mirror the bundle format of ../shared/corpus (see its README): one shape for
 * bundles and for official files alike.
 */
export interface SystemRecord {
  id: string; // lower-case [a-z0-9_], e.g. naics_2022
  name: string;
  full_name: string | null;
  region: string | null;
  version: string | null;
  authority: string | null;
  url: string | null;
  source_url: string | null;
  license: string | null;
  provenance: string | null; // official_download | structural_derivation | expert_curated | manual_transcription | null
  source_date: string | null;
  country_codes: string[];
  kind?: 'standard' | 'domain'; // derived from the id when absent (domain_* are domain vocabularies)
}

export interface NodeRecord {
  code: string;
  title: string;
  description: string | null;
  parent: string | null; // code of the parent in the same system; null for roots
  level: number; // 1 = root
  /** The publisher's explanatory notes as separate fields, where its file has them (absent otherwise). */
  notes?: NodeNotes;
}

/** Explanatory notes of a code, each as the publisher wrote it (null when the file has none for it). */
export interface NodeNotes {
  introduction: string | null;
  includes: string | null;
  includes_also: string | null;
  excludes: string | null;
  implementation_rule: string | null;
}
export const NOTE_FIELDS = ['introduction', 'includes', 'includes_also', 'excludes', 'implementation_rule'] as const;

/**
 * Labels of a system's codes in one language (a BCP 47 tag, lower case: `de`, `fr`, `pt`), from one
 * file: `official` when the publisher's own file, `derived` when a third party's copy or a rule made it
 * (`note` says how, e.g. a reduced copy).
 */
export interface LabelSet {
  system: string;
  lang: string;
  source: string;
  provenance: 'official' | 'derived';
  note: string | null;
  labels: [code: string, label: string][];
}

export type MatchType = 'exact' | 'partial' | 'broad' | 'narrow';

/**
 * Where an edge comes from: the file or bundle it was read from, whether the publisher states it
 * (`official`), a compiled bundle does (`curated`), or it was derived by a rule (`derived`, with the
 * rule and the codes it went through, e.g. the older edition's code).
 */
export interface EdgeProvenance {
  kind: 'official' | 'curated' | 'derived';
  source: string;
  rule?: string;
  path?: string[];
  /** What the publisher states beside the link (e.g. the common content of a partial link). */
  note?: string;
}

export interface EdgeRecord {
  source_system: string;
  source_code: string;
  target_system: string;
  target_code: string;
  match_type: MatchType;
  provenance?: EdgeProvenance; // absent on edges recorded before provenance existed
}

export interface CountryLink {
  system: string;
  relevance: string;
  derivation: string;
}
export interface CountryRecord {
  country: string;
  name: string | null;
  links: CountryLink[];
}

/**
 * What kind of official coding aid a phrase comes from: a NAICS index item, a SOC direct-match title,
 * an O*NET alternate title, an ESCO occupation's preferred or alternative label.
 */
export type AidKind = 'index_item' | 'direct_match_title' | 'alternate_title' | 'preferred_label' | 'alternative_label';

/** One labelled phrase of an official coding aid: the publisher assigns `phrase` to `code` of `system`. */
export interface AidPhraseRecord {
  system: string;
  code: string;
  phrase: string;
  kind: AidKind;
  /** The entry of the aid the phrase is a label of, where the aid has entries: an ESCO occupation's preferred label. */
  concept?: string;
}

/** An official coding aid as an ingester hands it over: every labelled phrase of its files. */
export interface CodingAid {
  id: string; // lower-case [a-z0-9_], e.g. naics_2022_index
  title: string;
  phrases: AidPhraseRecord[];
}

/** One system release as an ingester hands it over: metadata plus every node, parents first. */
export interface SystemRelease {
  system: SystemRecord;
  nodes: NodeRecord[];
}

export function systemKind(id: string): 'standard' | 'domain' {
  return id.startsWith('domain_') ? 'domain' : 'standard';
}
