import { Type, type Static } from 'typebox';
import { Int, NStr, Str } from '../../projections/vocabulary/schema.ts';

/** One repair `ingest --official` made to a curated edge (DATA_DIR/repairs.tsv). */
export const RecordedRepair = Type.Object({
  rule: Type.String({ description: 'lost_leading_zero, accidental_end or contradicted_by_official' }),
  edge: Type.String({ description: 'The edge as the bundle had it: `system:code -> system:code`' }),
  now: Type.Union([Type.String(), Type.Null()], { description: 'The edge served instead (null: dropped)' }),
});
export type RecordedRepair = Static<typeof RecordedRepair>;

const Side = Type.Object({
  system: Str,
  name: NStr,
  leaves: Type.Integer({ description: 'Leaf codes of this system' }),
  mapped_leaves: Type.Integer({ description: 'Leaves with at least one edge to the other system' }),
  unmapped_leaves: Int,
  coverage: Type.Number({ description: 'mapped_leaves / leaves (0 to 1)' }),
  unmapped: Type.Array(Type.Object({ code: Str, title: Str }), {
    description: 'The first unmapped leaves (at most 20); unmapped_link pages through all of them',
  }),
  unmapped_link: Type.String({ description: 'GET /diff for this pair: every unmapped leaf, paginated' }),
  groups_through_hierarchy: Type.Integer({
    description:
      "Group codes with no edge of their own to the other system whose descendants' edges reach it (translated through the hierarchy)",
  }),
});

export const CrosswalkQuality = Type.Object({
  a: Side,
  b: Side,
  edges: Type.Integer({ description: 'Edges between the two systems, either direction' }),
  provenance: Type.Object(
    {
      official: Int,
      curated: Int,
      derived: Int,
      hierarchy: Type.Integer({
        description: 'Groups of either side translated through their descendants (not edges)',
      }),
    },
    { description: 'Edges by where they come from; hierarchy counts the groups reached through the hierarchy' },
  ),
  sources: Type.Array(Type.Object({ source: Str, kind: Str, edges: Int }), {
    description: 'Each source file set or bundle with its edges, largest first',
  }),
  match_types: Type.Object(
    { exact: Int, close: Int, broad: Int, narrow: Int, partial: Int, related: Int },
    { description: 'Edges per SKOS type read from a' },
  ),
  repairs: Type.Object({
    total: Int,
    by_rule: Type.Object({ lost_leading_zero: Int, accidental_end: Int }),
    items: Type.Array(RecordedRepair, { description: 'The first 20' }),
  }),
  contradictions: Type.Object({
    total: Int,
    items: Type.Array(RecordedRepair, {
      description: 'Curated edges of this pair an official table contradicted, dropped (the first 20)',
    }),
  }),
  unrelated_sections: Type.Object({
    total: Int,
    items: Type.Array(Type.Object({ a_code: Str, b_code: Str, a_group: Str, b_group: Str }), {
      description:
        'Edges joining top-level groups the rest of the pair never joins, while the group of a has at least 20 edges elsewhere (the first 20)',
    }),
  }),
  last_change: Type.Union([Str, Type.Null()], {
    description: 'When the pair last changed (its last crosswalk event)',
  }),
  downloads: Type.Object({ sssom: Str, turtle: Str, csv: Str }, { description: 'The pair as files' }),
});
export type CrosswalkQuality = Static<typeof CrosswalkQuality>;
