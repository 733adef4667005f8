import { Type, type Static } from 'typebox';
import { Bool, Int, NStr, Str, choice } from '../vocabulary/schema.ts';
import { CHANGE_KINDS } from './kinds.ts';

const Opt = Type.Optional;

/** One change of the catalog (GET /api/v1/changes), its kind-specific fields present where they apply. */
export const Change = Type.Object({
  cursor: Type.String({ description: 'Where this change is in the feed: pass it as `since` to read what came after' }),
  kind: choice(CHANGE_KINDS, {
    description:
      'release_imported, system_changed (metadata), code_added, code_retitled (its title, or with `lang` its label in that language), ' +
      'code_redescribed, code_moved, code_retired, code_split (retired for several new codes), code_merged (retired with others into one new code), code_notes_changed (the explanatory notes: includes, excludes, ...), ' +
      "labels_imported (a system's labels in one language), " +
      'crosswalk_imported (a system pair), edge_added, edge_removed, edge_retyped (another match type)',
  }),
  at: Type.String({ description: 'When the change was recorded (ISO 8601, UTC)' }),
  system: Type.String({ description: "The code's system; an edge's source system; a crosswalk's first system" }),
  code: NStr,
  target_system: Type.Union([Str, Type.Null()], {
    description: "An edge's target system; a crosswalk's second system",
  }),
  target_code: Type.Union([Str, Type.Null()], { description: "An edge's target code" }),
  title: Opt(NStr),
  previous_title: Opt(
    Type.Union([Str, Type.Null()], { description: 'code_retitled: the title (or label) before; null: it had none' }),
  ),
  lang: Opt(
    Type.String({
      description:
        "code_retitled, labels_imported: the language of the label (BCP 47); absent when the code's own title changed",
    }),
  ),
  parent: Opt(NStr),
  previous_parent: Opt(Type.Union([Str, Type.Null()], { description: 'code_moved: the parent before' })),
  successors: Opt(
    Type.Array(Str, {
      description:
        'code_retired, code_split, code_merged: the codes the same release added in its place (the same title: renumbered)',
    }),
  ),
  merged_with: Opt(Type.Array(Str, { description: 'code_merged: the other codes merged into the same new code' })),
  match_type: Opt(NStr),
  previous_match_type: Opt(Type.Union([Str, Type.Null()], { description: 'edge_retyped: the match type before' })),
  release: Opt(Type.Union([Str, Type.Null()], { description: 'release_imported: the version label of the source' })),
  counts: Opt(
    Type.Record(Type.String(), Int, {
      description: 'release_imported, crosswalk_imported, labels_imported: what the import counted',
    }),
  ),
  first: Opt(
    Type.Boolean({
      description: "The system's or pair's first import: its codes or edges are not listed one by one",
    }),
  ),
  fields: Opt(Type.Array(Str, { description: 'system_changed: the metadata fields that changed' })),
});
export type Change = Static<typeof Change>;

export const ChangePage = Type.Object({
  items: Type.Array(Change),
  next_cursor: Type.String({
    description: "Pass as `since` for the next page (the last item's cursor, or `since` itself when nothing came)",
  }),
  has_more: Bool,
  limit: Int,
});
export type ChangePage = Static<typeof ChangePage>;
