import { Type, type Static } from 'typebox';
import { NStr, Str } from '../vocabulary/schema.ts';

/** The shapes the texts read model adds to a code's answer (REST, MCP, the web app). */

export const Notes = Type.Object(
  {
    introduction: NStr,
    includes: NStr,
    includes_also: NStr,
    excludes: NStr,
    implementation_rule: NStr,
  },
  { description: "The publisher's explanatory notes, each as published (null where it has none)" },
);
export type Notes = Static<typeof Notes>;

/** Fields of a code answered in a language: which one, and which fields fell back to English. */
export const Localized = {
  lang: Type.Optional(
    Type.String({ description: 'Language of `title` (BCP 47); en unless another was asked and exists' }),
  ),
  title_en: Type.Optional(Type.String({ description: 'The English title, when `title` is in another language' })),
  fallback: Type.Optional(
    Type.Array(Str, {
      description:
        'Fields answered in English because the language asked for has no text for them (e.g. title, description, notes)',
    }),
  ),
  languages: Type.Optional(Type.Array(Str, { description: 'Languages this code has a title in, English first' })),
  notes: Type.Optional(Notes),
};

export const LabelSetInfo = Type.Object({
  system: Str,
  lang: Str,
  source: Str,
  provenance: Str,
  note: NStr,
  label_count: Type.Integer(),
});
export type LabelSetInfo = Static<typeof LabelSetInfo>;
