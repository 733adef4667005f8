import { Type, type Static } from 'typebox';
import { Int, NStr, Str, nullable } from '../../projections/vocabulary/schema.ts';

/** The shapes of the totals and the provenance audit, as every door sends them. */

export const Stats = Type.Object({
  systems: Int,
  nodes: Int,
  leaves: Int,
  equivalences: Type.Integer({ description: 'Crosswalk edges as ingested (directed)' }),
  countries: Int,
  events: Type.Integer({ description: 'Position in the event log the read models reflect' }),
  last_ingestion: Type.Union([
    Type.Object({
      id: Str,
      source: Str,
      kind: Str,
      status: Str,
      started_at: Str,
      finished_at: NStr,
      counts: nullable<Record<string, unknown>>('object'),
    }),
    Type.Null(),
  ]),
});
export type Stats = Static<typeof Stats>;

export const Audit = Type.Object({
  totals: Type.Object({ systems: Int, nodes: Int, equivalences: Int }),
  tiers: Type.Array(
    Type.Object({
      provenance: Str,
      meaning: Type.String({ description: 'What the provenance tier says about the data' }),
      systems: Int,
      nodes: Int,
    }),
    { description: 'Systems and codes per provenance tier, most codes first' },
  ),
  licenses: Type.Array(Type.Object({ license: Str, systems: Int, nodes: Int }), {
    description: 'At most 500, most codes first',
  }),
  kinds: Type.Array(Type.Object({ kind: Str, systems: Int, nodes: Int })),
  disclaimer: Str,
});
export type Audit = Static<typeof Audit>;
