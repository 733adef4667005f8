import { Type, type Static } from 'typebox';
import { Int, Str, choice } from '../vocabulary/schema.ts';
import { LISTED_LANGUAGE, NodeBrief } from '../catalog/nodeShapes.ts';
import { GROUPED_TOTAL_CAP, TOTAL_CAP } from './port.ts';
import { WIDEN_CAP } from './pgSearchSql.ts';

/** The shapes of search answers, as every door sends them (REST /search, the MCP search tools). */

export const CONTEXT_CHILDREN = 10;

const TierField = Type.Integer({
  minimum: 1,
  maximum: 4,
  description:
    "The system's authority tier: 1 international statistical standards and their official editions, 2 official national adaptations, 3 regulatory and domain vocabularies, 4 lexical and web vocabularies",
});

export const Hit = Type.Object({
  system: Str,
  system_name: Str,
  code: Str,
  title: Str,
  level: Int,
  leaf: Type.Boolean(),
  child_count: Int,
  score: Type.Number({
    description:
      "Relevance: higher is better; code matches (10–10.6 exact, 5–6.3 prefix) above title matches (< 3), each weighted by its system's authority tier. Comparable within one response.",
  }),
  tier: TierField,
  also_in: Type.Integer({
    description:
      'Other systems holding a code of the same title (national copies of a standard, other editions): folded into this hit',
  }),
  match: choice(['code', 'code_prefix', 'title', 'aid', 'name'] as const, {
    description:
      "What matched: the code, a code starting with the query, the title, an official coding aid's phrase for the code (a NAICS index item, a SOC direct-match or O*NET alternate title, an ESCO label) saying the query's words, or another name of the country (common or its people's: Vietnam, Vietnamese)",
  }),
  ...LISTED_LANGUAGE,
  ancestors: Type.Optional(Type.Array(NodeBrief, { description: 'With context: ancestors, root first' })),
  children: Type.Optional(
    Type.Array(NodeBrief, { description: `With context: the first ${CONTEXT_CHILDREN} children` }),
  ),
});
export type Hit = Static<typeof Hit>;

const n = (x: number) => x.toLocaleString('en-US');
const widened = `a query widened to all its words but one: up to ${n(WIDEN_CAP)} of those matches`;

/** The fields of both answers; `total` says how far each counts. */
const common = (total: string) => ({
  query: Str,
  corrected: Type.Optional(
    Type.String({ description: 'The query as searched after spelling correction, when a word was corrected' }),
  ),
  total: Type.Integer({ description: total }),
  total_capped: Type.Boolean({
    description: 'True when the count stopped at one of those bounds: there are more hits than total says',
  }),
  limit: Int,
  offset: Int,
});

export const SearchPage = Type.Object({
  ...common(
    `Hits the filters allow, counted exactly up to ${n(TOTAL_CAP)} title matches (${widened}), beyond them at least that many; see total_capped`,
  ),
  items: Type.Array(Hit),
});
export type SearchPage = Static<typeof SearchPage>;

export const SearchGroups = Type.Object({
  ...common(
    `Hits the filters allow across all groups, counted up to ${n(GROUPED_TOTAL_CAP)} title matches (${widened}); see total_capped`,
  ),
  group_count: Type.Integer({ description: 'Systems with at least one hit (limit/offset page through the groups)' }),
  groups: Type.Array(
    Type.Object({
      system: Str,
      system_name: Str,
      total: Type.Integer({ description: 'Hits in this system' }),
      tier: TierField,
      also_in: Type.Integer({
        description: 'National copies of this system with hits too: folded into this group, not groups of their own',
      }),
      items: Type.Array(Hit),
    }),
  ),
});
export type SearchGroups = Static<typeof SearchGroups>;
