import { Type, type Static } from 'typebox';
import { Int, NInt, NStr, Str, choice, page } from '../vocabulary/schema.ts';
import { CodeRef } from '../catalog/nodeShapes.ts';
import { Migration } from '../editions/shapes.ts';

/**
 * The shapes of crosswalk answers (equivalences, translations, system pairs), as every door sends
 * them; the read functions (edgeQueries.ts, translations.ts, crosswalkQueries.ts) answer with their types.
 */

export const MatchType = Type.String({
  description:
    'SKOS mapping type read from the code asked about: exact, close, broad (the other code is broader), narrow, related; partial (corpus overlap)',
});

export const Provenance = Type.Object(
  {
    kind: choice(['official', 'curated', 'derived'] as const, {
      description: 'official: stated by the authority; curated: from a compiled bundle; derived: by a rule',
    }),
    source: Type.String({ description: 'The source file set (`official:<source id>`) or bundle (`bundle:<name>`)' }),
    rule: Type.Optional(Type.String({ description: 'For derived edges: the rule that derived it' })),
    path: Type.Optional(
      Type.Array(Str, { description: 'For derived edges: the codes it went through (`system:code`)' }),
    ),
  },
  { description: 'Where the edge comes from' },
);
/** Where an edge comes from (commands/records.ts EdgeProvenance, as the read model keeps it). */
export type Provenance = Static<typeof Provenance>;

export const Equivalence = Type.Object({
  system: Str,
  system_name: NStr,
  code: Str,
  title: NStr,
  match_type: MatchType,
  direction: choice(['out', 'in', 'both'] as const, {
    description: 'Edge ingested from this code (out), to it (in), or both',
  }),
  provenance: Provenance,
});
/**
 * One crosswalk neighbour of a code: `direction` says whether the edge was ingested from it (out),
 * to it (in) or both; `match_type` reads from this code (an incoming broad is narrow here).
 */
export type Equivalence = Static<typeof Equivalence>;
export const EquivalenceList = page(Equivalence, { source: CodeRef });
export type EquivalenceList = Static<typeof EquivalenceList>;

export const PathStep = Type.Object({ system: Str, code: Str });
export type PathStep = Static<typeof PathStep>;
export const Coverage = Type.Object(
  {
    source_leaves: Type.Integer({ description: "How many of the source's leaves reach this code" }),
    source_leaves_total: Type.Integer({ description: "The source's leaves (1 for a leaf)" }),
    summary: Type.String({ description: 'In words: "covers 6 of 6 leaves of naics_2022 484"' }),
  },
  { description: 'For a match through the hierarchy: how much of the source reaches it' },
);
export const TranslationMatch = Type.Object({
  code: Str,
  title: NStr,
  match_type: MatchType,
  path: Type.Array(PathStep, { description: 'From the source code to this one' }),
  provenance: Provenance,
  derived: Type.Optional(
    choice(['hierarchy'] as const, {
      description:
        "Reached through the hierarchy: a group's descendants' links combined, or a target group every child of which is reached",
    }),
  ),
  coverage: Type.Optional(Coverage),
});
export type TranslationMatch = Static<typeof TranslationMatch>;
export const TranslationSystem = Type.Object({
  system: Str,
  name: NStr,
  direct: Type.Boolean({ description: 'True when an edge joins the source code to this system directly' }),
  hops: Int,
  via: Type.Array(Str, {
    description: 'Intermediate codes of the first match as `system:code`, in order (empty when direct)',
  }),
  match_count: Int,
  truncated: Type.Boolean({ description: 'True when more matches exist than are listed' }),
  matches: Type.Array(TranslationMatch),
});
/** One reachable system: `direct` when an edge joins the source code to it, else `via` names the codes in between. */
export type TranslationSystem = Static<typeof TranslationSystem>;

export const Translations = Type.Object({
  source: CodeRef,
  max_hops: Int,
  systems: Type.Array(TranslationSystem),
  total_systems: Int,
  truncated: Type.Boolean({ description: 'True when a bound cut the answer' }),
  /** For a code of an edition that was replaced (NACE Rev. 2): its successor(s) over the official correspondence, a split explained. */
  successors: Type.Optional(Migration),
});
export type Translations = Static<typeof Translations>;

const MatchCounts = Type.Object({ exact: Int, partial: Int, broad: Int, narrow: Int });
export const PairStat = Type.Object({ source_system: Str, target_system: Str, edges: Int, ...MatchCounts.properties });
export type PairStat = Static<typeof PairStat>;
export const EquivalenceStats = page(PairStat, { total_edges: Int, by_match_type: MatchCounts });
export type EquivalenceStats = Static<typeof EquivalenceStats>;

export const GroupRef = Type.Object({ code: Str, title: NStr, edges: Int });
export const CompareGroup = Type.Object({
  ...GroupRef.properties,
  targets: Type.Array(GroupRef, { description: 'Top-level groups of b, most edges first' }),
});
export const Comparison = page(CompareGroup, {
  a: Str,
  b: Str,
  total_edges: Type.Integer({ description: 'Distinct code pairs linked between a and b, either direction' }),
});
export type Comparison = Static<typeof Comparison>;

export const Section = Type.Object({ a_group: Str, a_title: NStr, b_group: Str, b_title: NStr, edges: Int });
export const Sections = page(Section, { a: Str, b: Str, total_edges: Int });
export type Sections = Static<typeof Sections>;

export const UnmappedCode = Type.Object({ code: Str, title: Str, level: Int, leaf: Type.Boolean() });
export type UnmappedCode = Static<typeof UnmappedCode>;
const Unmapped = Type.Object({
  items: Type.Array(UnmappedCode),
  total: Type.Integer({ description: 'Codes (leaves unless level=all) without any edge to the other system' }),
});
export const DiffLevel = choice(['leaves', 'all'] as const, {
  description: 'leaves (default): unmapped leaf codes only; all: every unmapped code, parents included',
});
export const Diff = Type.Object({
  a: Str,
  b: Str,
  level: DiffLevel,
  limit: Int,
  offset: Int,
  a_unmapped: Unmapped,
  b_unmapped: Unmapped,
});
export type Diff = Static<typeof Diff>;

export const CrosswalkGraph = Type.Object({
  a: Str,
  b: Str,
  limit: Int,
  total_edges: Int,
  truncated: Type.Boolean(),
  nodes: Type.Array(Type.Object({ id: Str, system: Str, code: Str, title: NStr, level: NInt })),
  edges: Type.Array(Type.Object({ source: Str, target: Str, match_type: MatchType })),
});
export type CrosswalkGraph = Static<typeof CrosswalkGraph>;
