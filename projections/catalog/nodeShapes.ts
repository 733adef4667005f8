import { Type, type Static } from 'typebox';
import { Bool, Int, NStr, Str, choice, nullable, page } from '../vocabulary/schema.ts';

/**
 * The shapes of a code and its neighbourhood, as every door sends them (REST bodies, MCP structured
 * content, the web app's generated types). Declared once here; the TypeScript types derive from them.
 */

/** A listed code's title language, when a language was asked for (`lang`; texts/localize.ts `localizeListed`). */
export const LISTED_LANGUAGE = {
  lang: Type.Optional(
    Type.String({
      description:
        'With a language asked for: the language of `title` (BCP 47), `en` where no label in it exists (fallback)',
    }),
  ),
  title_en: Type.Optional(Type.String({ description: 'The English title, when `title` is in another language' })),
};

/** A code as it appears in a list (children, ancestors, roots, siblings). */
export const NodeBrief = Type.Object({
  code: Str,
  title: Str,
  level: Type.Integer({ description: 'Depth in the hierarchy, 1 = top level' }),
  parent: nullable<string>('string', { description: 'Parent code; null for a top-level code' }),
  leaf: Type.Boolean({ description: 'True when the code has no children' }),
  child_count: Int,
  ...LISTED_LANGUAGE,
});
export type NodeBrief = Static<typeof NodeBrief>;

/** A code with everything known about it in its system. */
export const NodeDetail = Type.Object({
  system: Str,
  system_name: Str,
  code: Str,
  title: Str,
  description: NStr,
  parent: NodeBrief.properties.parent,
  parent_title: NStr,
  level: NodeBrief.properties.level,
  leaf: NodeBrief.properties.leaf,
  child_count: Int,
  subtree_size: Type.Integer({ description: 'Codes under this one, itself included' }),
  authority_url: nullable<string>('string', { description: "The authority's page for this code, where known" }),
  disclaimer: Str,
});
export type NodeDetail = Static<typeof NodeDetail>;

/** The first items of a list and how many there are in all. */
const FirstItems = Type.Object({ items: Type.Array(NodeBrief), total: Int });

/** A code with the neighbours asked for (`include=ancestors,children,siblings`). */
export const CodeView = Type.Object({
  ...NodeDetail.properties,
  ancestors: Type.Optional(Type.Array(NodeBrief, { description: 'Root first, the code itself excluded' })),
  children: Type.Optional(FirstItems),
  siblings: Type.Optional(FirstItems),
});
export type CodeView = Static<typeof CodeView>;
export const INCLUDES = ['ancestors', 'children', 'siblings'] as const;
export type Include = (typeof INCLUDES)[number];

/** Children or siblings of a code, one page. */
export const Neighbours = page(NodeBrief, { system: Str, code: Str });
export type Neighbours = Static<typeof Neighbours>;

export const Ancestors = Type.Object({
  system: Str,
  code: Str,
  items: Type.Array(NodeBrief, { description: 'Root first, the code itself excluded' }),
  total: Int,
});
export type Ancestors = Static<typeof Ancestors>;

export const LevelCount = Type.Object({ level: Int, count: Int });
export type LevelCount = Static<typeof LevelCount>;

export const Subtree = Type.Object({
  system: Str,
  code: Str,
  node_count: Type.Integer({ description: 'Codes in the subtree, the code itself included' }),
  leaf_count: Int,
  depth: Type.Integer({ description: 'Levels in the subtree, the node included (1 for a leaf)' }),
  levels: Type.Array(LevelCount),
});
export type Subtree = Static<typeof Subtree>;

export const HistoryEntry = Type.Object({
  position: Int,
  release: NStr,
  ingestion_id: NStr,
  change: choice(['added', 'changed', 'removed'] as const),
  fields: nullable<string[]>('array', { items: { type: 'string' }, description: 'For "changed": which fields' }),
  title: nullable<string>('string', { description: 'Title after the change (before it, for "removed")' }),
  at: Str,
});
export type HistoryEntry = Static<typeof HistoryEntry>;

export const History = page(HistoryEntry, {
  system: Str,
  code: Str,
  current: Type.Boolean({ description: 'True when the code is in the current release' }),
  first_release: Type.Union(
    [
      Type.Object({
        id: Type.String({ description: 'Release id (GET /systems/{id}/releases)' }),
        release: NStr,
        at: Str,
      }),
      Type.Null(),
    ],
    {
      description:
        "The system's first release, when the code has been in the data since it (null: a later release added it); not an item: loading the system is no change of the code",
    },
  ),
});
export type History = Static<typeof History>;

/** The same code in one system, when looking a bare code up across systems. */
export const CodeOccurrence = Type.Object({
  system: Str,
  system_name: Str,
  code: Str,
  title: Str,
  level: Int,
  parent: NStr,
  leaf: Bool,
});
export type CodeOccurrence = Static<typeof CodeOccurrence>;
export const Occurrences = page(CodeOccurrence, { code: Str, disclaimer: Str });
export type Occurrences = Static<typeof Occurrences>;

/** A code named by its system. */
export const CodeRef = Type.Object({ system: Str, code: Str, title: Str });
export type CodeRef = Static<typeof CodeRef>;

/** What to try instead of an unknown system or code. */
export const DidYouMean = Type.Object({
  systems: Type.Array(Str, { description: 'System ids that look like the unknown one' }),
  codes: Type.Array(CodeRef, {
    description: 'The closest codes in that system, then the systems that do have this code',
  }),
});
export type DidYouMean = Static<typeof DidYouMean>;
