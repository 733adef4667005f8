import { Type, type Static } from 'typebox';
import { Int, NStr, Str, choice, page } from '../vocabulary/schema.ts';
import { limitParam, offsetParam, systemIdParam } from '../vocabulary/params.ts';

/** The shapes of the diff between an edition and its successor (REST /editions/{from}/{to}/diff, MCP get_edition_diff, the web page). */

export const EDITION_CHANGES = [
  'unchanged',
  'retitled',
  'renumbered',
  'split',
  'merged',
  'regrouped',
  'added',
  'removed',
] as const;
export type EditionChange = (typeof EDITION_CHANGES)[number];

/** What `change` may filter on: a kind, or `changed` for every kind but unchanged. */
export const EDITION_FILTERS = [...EDITION_CHANGES, 'changed'] as const;
export type EditionFilter = (typeof EDITION_FILTERS)[number];

export const EDITION_CHANGE_WORDS =
  'unchanged (one code to the same code, same title), retitled (one to the same code, another title), renumbered ' +
  '(one to one under another code), split (one old code over several new ones), merged (several old codes into one), ' +
  'regrouped (several old codes over several new ones), added (a new code no old code leads to), removed (an old ' +
  'code that leads nowhere)';

export const EditionCode = Type.Object({
  code: Str,
  title: NStr,
  also_in_other: Type.Boolean({
    description:
      'Whether the same code exists in the other edition (false: a new code number, or one that is gone); a code that exists in both may mean other content',
  }),
});
export type EditionCode = Static<typeof EditionCode>;

export const EditionLink = Type.Object({
  from: Str,
  to: Str,
  match_type: Type.String({
    description: 'exact, narrow (a part of the old code), broad (the new code takes more) or partial',
  }),
  common_content: NStr,
});
export type EditionLink = Static<typeof EditionLink>;

export const EditionDiffEntry = Type.Object({
  change: choice(EDITION_CHANGES, { description: EDITION_CHANGE_WORDS }),
  level: Int,
  from: Type.Array(EditionCode, { description: 'The codes of the older edition in this change' }),
  to: Type.Array(EditionCode, { description: 'The codes of the newer edition in this change' }),
  links: Type.Array(EditionLink, { description: 'The official correspondence rows between them' }),
  explanation: Str,
});
export type EditionDiffEntry = Static<typeof EditionDiffEntry>;

export const EditionDiffTotals = Type.Object({
  ...Object.fromEntries(EDITION_CHANGES.map((c) => [c, Int])),
  new_codes: Type.Integer({ description: 'Codes of the newer edition whose number the older one does not have' }),
  dropped_codes: Type.Integer({ description: 'Codes of the older edition whose number the newer one does not have' }),
} as Record<EditionChange | 'new_codes' | 'dropped_codes', typeof Int>);

export const EditionDiff = page(EditionDiffEntry, {
  from: Str,
  to: Str,
  name: Str,
  source: Type.String({ description: 'Where the links come from: the official correspondence table' }),
  missing: Type.Array(Str, {
    description:
      'Editions of the pair not loaded here (ingest the official files): while one is missing, nothing is listed and every total is 0',
  }),
  totals: EditionDiffTotals,
});
export type EditionDiff = Static<typeof EditionDiff>;

export const EditionDiffQuery = {
  level: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: 10,
      description: 'Only this level (NACE: 1 section … 4 class)',
    }),
  ),
  change: Type.Optional(
    choice(EDITION_FILTERS, {
      description: `Only this kind (changed: every kind but unchanged): ${EDITION_CHANGE_WORDS}`,
    }),
  ),
  limit: limitParam('changes'),
  offset: offsetParam(),
};

export const EditionDiffArgs = Type.Object({
  from: systemIdParam('Older edition, e.g. nace_rev2'),
  to: systemIdParam('Its successor, e.g. nace_rev21'),
  level: EditionDiffQuery.level,
  // the MCP door's words are shorter (tools/list size): the kinds are named in the tool's description
  change: Type.Optional(choice(EDITION_FILTERS, { description: 'Only this kind (changed: all but unchanged)' })),
  limit: EditionDiffQuery.limit,
  offset: EditionDiffQuery.offset,
});
export type EditionDiffArgs = Static<typeof EditionDiffArgs>;

export const Succession = Type.Object({
  from: Type.String({ description: 'The older edition (a system id)' }),
  to: Type.String({ description: 'Its successor (a system id)' }),
  name: Str,
  diff_url: Type.String({ description: 'What changed from one to the other: GET /api/v1/editions/{from}/{to}/diff' }),
});
export type Succession = Static<typeof Succession>;
export const SuccessionList = Type.Object({ items: Type.Array(Succession), total: Int });
export type SuccessionList = Static<typeof SuccessionList>;
