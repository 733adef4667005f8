import { Type, type Static } from 'typebox';
import { Int, NStr, Str, choice } from '../vocabulary/schema.ts';
import { LIMITS } from '../vocabulary/limits.ts';
import { codeParam, systemIdParam } from '../vocabulary/params.ts';
import { LISTED_LANGUAGE } from '../catalog/nodeShapes.ts';

/** The shapes of moving codes from an edition to its successor (REST /migrate, MCP migrate_codes, the code page). */

export const Successor = Type.Object({
  code: Str,
  title: NStr,
  match_type: Type.String({
    description:
      'exact (same content), narrow (the new code takes part of the old one: a split), broad (the new code also takes other old codes: a merge) or partial',
  }),
  common_content: NStr,
  also_from: Type.Array(Str, {
    description: 'Other codes of the older edition that flow into this one (what it merges)',
  }),
  ...LISTED_LANGUAGE,
});
export type Successor = Static<typeof Successor>;

export const Migration = Type.Object({
  code: Str,
  title: NStr,
  to: Type.String({ description: 'The edition the successors are in (e.g. nace_rev21)' }),
  status: choice(['one_to_one', 'one_to_many', 'no_successor', 'unknown_code'] as const, {
    description:
      'one_to_one: `successor` is the answer; one_to_many: the content is split, choose among `candidates` (with their common content); no_successor: the table links it nowhere; unknown_code: not a code of the older edition',
  }),
  successor: Type.Optional(Successor),
  candidates: Type.Optional(Type.Array(Successor)),
  explanation: Str,
});
export type Migration = Static<typeof Migration>;

export const MigrateBody = Type.Object({
  from: Type.Optional(systemIdParam('The older edition (default nace_rev2)')),
  to: Type.Optional(systemIdParam('Its successor (default nace_rev21)')),
  codes: Type.Array(codeParam('A code of the older edition'), {
    minItems: 1,
    maxItems: LIMITS.batchMax,
    description: `Up to ${LIMITS.batchMax} codes`,
  }),
});
export type MigrateBody = Static<typeof MigrateBody>;

export const MigrateResult = Type.Object({
  from: Str,
  to: Str,
  total: Int,
  one_to_one: Int,
  one_to_many: Int,
  not_migrated: Type.Integer({ description: 'Codes with no successor or unknown' }),
  items: Type.Array(Migration),
});
export type MigrateResult = Static<typeof MigrateResult>;
