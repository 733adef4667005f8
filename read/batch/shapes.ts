import { Type, type Static } from 'typebox';
import { Int, NStr, Str } from '../../projections/vocabulary/schema.ts';
import { codeParam, maxMatchesParam, systemIdParam, systemListParam } from '../../projections/vocabulary/params.ts';
import { LIMITS } from '../../projections/vocabulary/limits.ts';
import { ClassifyFields, Match } from '../../projections/classify/shapes.ts';
import { NodeDetail } from '../../projections/catalog/nodeShapes.ts';
import { MatchType, Provenance, TranslationMatch } from '../../projections/equivalences/shapes.ts';
import { LIMIT_MAX, TEXT_MAX } from '../../projections/classify/classify.ts';

/** The shapes of the batch answers (REST POST /batch/*, MCP batch_*): one item per item asked, in order. */

/** Why one item has no answer; the rest of the batch is unaffected. */
export const ItemError = Type.Object({
  status: Type.Integer({ description: 'The HTTP status the single call would have answered (404, 400)' }),
  title: Str,
  detail: Str,
});
export type ItemError = Static<typeof ItemError>;

export const CodeItem = Type.Object({ system: systemIdParam(), code: codeParam() }, { additionalProperties: false });
export type CodeItem = Static<typeof CodeItem>;

/** The inputs, the same on both doors (REST bodies, MCP arguments). */
const items = Type.Array(CodeItem, {
  minItems: 1,
  maxItems: LIMITS.batchMax,
  description: `{system, code} pairs (at most ${LIMITS.batchMax})`,
});
export const LookupBody = Type.Object({ items }, { additionalProperties: false });
export const TranslateBody = Type.Object(
  {
    items,
    targets: systemListParam(`Target system ids (at most ${LIMITS.systemsMax})`),
    max_matches: maxMatchesParam(20),
  },
  { additionalProperties: false },
);
const { min_confidence: _m, ...classifyFields } = ClassifyFields;
export const ClassifyBody = Type.Object(
  {
    texts: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: TEXT_MAX }), {
        minItems: 1,
        maxItems: LIMITS.batchClassifyMax,
        description: `Texts to classify (at most ${LIMITS.batchClassifyMax}, each up to ${TEXT_MAX} characters); or \`items\``,
      }),
    ),
    items: Type.Optional(
      Type.Array(Type.Object(classifyFields, { additionalProperties: false }), {
        minItems: 1,
        maxItems: LIMITS.batchClassifyMax,
        description: `Instead of texts: up to ${LIMITS.batchClassifyMax} items, each plain {text}, an occupation {title, tasks, industry} or a business {name, description, products}, as POST /classify takes them`,
      }),
    ),
    systems: Type.Optional(systemListParam('Only these systems (default: every system)')),
    limit: Type.Integer({ minimum: 1, maximum: LIMIT_MAX, default: 5, description: 'Matches per list and text' }),
    min_confidence: ClassifyFields.min_confidence,
  },
  { additionalProperties: false },
);

const opt = Type.Optional;
/** A found code answers with the fields of the single look-up (NodeDetail), a missing one with its error. */
const foundNode = Type.Partial(
  Type.Pick(NodeDetail, [
    'system_name',
    'title',
    'description',
    'parent',
    'parent_title',
    'level',
    'leaf',
    'child_count',
  ]),
);
export const LookupItem = Type.Object({
  index: Type.Integer({ description: 'Position of the item in the batch, from 0' }),
  system: NodeDetail.properties.system,
  code: NodeDetail.properties.code,
  ...foundNode.properties,
  error: opt(ItemError),
});
export type LookupItem = Static<typeof LookupItem>;
export const BatchLookup = Type.Object({
  items: Type.Array(LookupItem),
  total: Int,
  errors: Type.Integer({ description: 'Items answered with an error' }),
  disclaimer: Str,
});
export type BatchLookup = Static<typeof BatchLookup>;

export const TranslatedCode = Type.Object({
  system: Str,
  code: Str,
  title: NStr,
  match_type: MatchType,
  provenance: Provenance,
  derived: TranslationMatch.properties.derived,
  coverage: TranslationMatch.properties.coverage,
});
export const TranslateItem = Type.Object({
  index: Int,
  system: Str,
  code: Str,
  title: opt(Str),
  matches: opt(
    Type.Array(TranslatedCode, {
      description:
        'Codes of the target systems the translation reaches (as GET /systems/{id}/nodes/{code}/translations): direct edges first, else through the hierarchy or an intermediate system',
    }),
  ),
  error: opt(ItemError),
});
export type TranslateItem = Static<typeof TranslateItem>;
export const BatchTranslate = Type.Object({
  targets: Type.Array(Str),
  items: Type.Array(TranslateItem),
  total: Int,
  errors: Int,
  disclaimer: Str,
});
export type BatchTranslate = Static<typeof BatchTranslate>;

export const ClassifyItem = Type.Object({
  index: Int,
  text: Str,
  standard_matches: opt(Type.Array(Match)),
  domain_matches: opt(Type.Array(Match)),
  error: opt(ItemError),
});
export type ClassifyItem = Static<typeof ClassifyItem>;
export const BatchClassify = Type.Object({ items: Type.Array(ClassifyItem), total: Int, errors: Int });
export type BatchClassify = Static<typeof BatchClassify>;
