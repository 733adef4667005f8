import { Type, type Static } from 'typebox';
import { Int, NStr, Str, choice, page } from '../../projections/vocabulary/schema.ts';

/** The shapes of release listings and release diffs (REST /systems/{id}/releases...). */

export const Release = Type.Object({
  id: Type.String({ description: 'Release id: its position in the event log (use it in /diff/{a}/{b})' }),
  release: Type.Union([Str, Type.Null()], { description: 'The version label the source gave, if any' }),
  source: Type.Union([Str, Type.Null()], {
    description:
      'The bundle or file set it came from, by name (`bundle:sample`, an official source id); never a server path',
  }),
  label: Type.String({ description: 'Edition, which release of the system it is, and when: tells two releases apart' }),
  sequence: Type.Integer({ description: 'Which release of the system it is, from 1 (oldest first)' }),
  ingestion_id: Str,
  source_hash: Str,
  counts: Type.Object({ nodes: Int, added: Int, changed: Int, removed: Int }),
  at: Str,
});
export type Release = Static<typeof Release>;
export const ReleaseList = page(Release, { system: Str });
export type ReleaseList = Static<typeof ReleaseList>;

export const DIFF_KINDS = ['added', 'removed', 'retitled', 'moved'] as const;
export type DiffKind = (typeof DIFF_KINDS)[number];

export const DiffEntry = Type.Object({
  code: Str,
  change: choice(['added', 'removed', 'changed'] as const),
  retitled: Type.Boolean(),
  moved: Type.Boolean({ description: 'True when the parent changed' }),
  title: NStr,
  previous_title: Type.Union([Str, Type.Null()], { description: 'Title in release a (removed, retitled)' }),
  parent: NStr,
  previous_parent: Type.Union([Str, Type.Null()], { description: 'Parent in release a (removed, moved)' }),
  fields: Type.Array(Str, { description: 'Fields that changed (changed codes)' }),
  changes: Type.Array(
    Type.Object({
      field: Str,
      before: Type.Union([Str, Type.Null()]),
      after: Type.Union([Str, Type.Null()]),
    }),
    {
      description:
        'What changed, field by field (title, description, parent), before → after; values null where not recorded or absent',
    },
  ),
});
export type DiffEntry = Static<typeof DiffEntry>;

export const ReleaseDiff = page(DiffEntry, {
  system: Str,
  from: Str,
  to: Str,
  totals: Type.Object({
    added: Int,
    removed: Int,
    changed: Int,
    retitled: Int,
    moved: Int,
    described: Type.Integer({ description: 'Changed codes whose description changed' }),
  }),
});
export type ReleaseDiff = Static<typeof ReleaseDiff>;
