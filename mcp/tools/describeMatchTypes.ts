import { Type } from 'typebox';
import { Str } from '../../projections/vocabulary/schema.ts';
import { defineTool } from '../tool.ts';
import { matchTypeCounts } from '../queries.ts';
import { composeMatch } from '../../projections/equivalences/matchTypes.ts';

export const MATCH_TYPES = [
  {
    match_type: 'exact',
    meaning: 'Same concept and scope in both systems: the codes can replace each other.',
    example: 'isic_rev4 0111 ↔ nace_rev2 01.11',
  },
  {
    match_type: 'partial',
    meaning: 'The concepts overlap but neither contains the other: part of one corresponds to part of the other.',
    example: 'naics_2022 484110 → isic_rev4 4923',
  },
  {
    match_type: 'broad',
    meaning: 'The target is broader than the source: the source is one part of the target.',
    example: 'hts_us 01 → hs_2022 01; domain_truck_cargo dtc_com → naics_2022 484',
  },
  {
    match_type: 'narrow',
    meaning: 'The target is narrower than the source: the target is one part of the source.',
    example: 'isced_2011 ISCED3a → isco_08 3',
  },
] as const;

/** Chains through an intermediate system, each said as `composeMatch` computes it (one step, then the next). */
const CHAINS: [string, string][] = [
  ['exact', 'partial'],
  ['broad', 'broad'],
  ['narrow', 'narrow'],
  ['broad', 'narrow'],
  ['narrow', 'broad'],
  ['broad', 'partial'],
];

/** How types compose along a chain, written from `composeMatch` so that it says what translations do. */
export const CHAINS_TEXT =
  'Through an intermediate system a chain is never stronger than its weakest step: ' +
  CHAINS.map(([a, b]) => `${a} + ${b} = ${composeMatch(a, b)}`).join('; ') +
  '. A chain that goes broader on one step and narrower on the other links codes that only share a broader or a narrower one: translations call it related (no stored edge has that type).';

export const describeMatchTypes = defineTool({
  name: 'describe_match_types',
  title: 'What match types mean',
  description:
    'Explains the crosswalk match types (exact, partial, broad, narrow), how they combine along a chain through an intermediate system, and how many edges of each type the corpus holds. No input.',
  input: Type.Object({}),
  output: Type.Object({
    match_types: Type.Array(
      Type.Object({
        match_type: Str,
        meaning: Str,
        example: Str,
        edges: Type.Integer({ description: 'Edges of this type in the corpus' }),
      }),
    ),
    chains: Type.String({ description: 'How types compose through an intermediate system' }),
    guide: Type.String({ description: 'Resource with more detail' }),
  }),
  async handler(_args, { db }) {
    const counts = await matchTypeCounts(db);
    const match_types = MATCH_TYPES.map((m) => ({ ...m, edges: counts[m.match_type] }));
    const chains = CHAINS_TEXT;
    const guide = 'taxonomy://wiki/crosswalks-and-match-types';
    const text = `${match_types.map((m) => `${m.match_type} (${m.edges} edges): ${m.meaning} e.g. ${m.example}`).join('\n')}\n${chains}\nMore: ${guide}`;
    return { data: { match_types, chains, guide }, text };
  },
});
