import { Type, type Static } from 'typebox';
import { Str, choice } from '../vocabulary/schema.ts';

/** The shape of a classify answer, as every door sends it (REST POST /classify, MCP classify_business). */

export const Match = Type.Object({
  system: Str,
  code: Str,
  title: Str,
  score: Type.Number({
    minimum: 0,
    maximum: 1,
    description: 'Relevance in 0..1 (1: the title says exactly what the text says)',
  }),
  confidence: choice(['high', 'medium', 'low'] as const, {
    description:
      'high (score >= 0.75): the title or an example phrase says what the text says; medium (>= 0.45); low: a guess from a few shared words',
  }),
  matched_words: Type.Array(Str, { description: 'Words (or phrases) of the text found in this code' }),
  bridged_words: Type.Optional(
    Type.Array(
      Type.Object({
        word: Str,
        to: Str,
        relation: choice(['hypernym', 'derivation'] as const),
      }),
      {
        description:
          'Words of the text this code matched only through a related word from WordNet: a more general term (hypernym: guitar -> musical instrument) or a derived form (derivation: cardiologist -> cardiology); such a match counts less than the word itself',
      },
    ),
  ),
  evidence: Type.Optional(
    Type.Object(
      {
        kind: choice([
          'title',
          'example',
          'crosswalk',
          'index_item',
          'direct_match_title',
          'alternate_title',
          'preferred_label',
          'alternative_label',
        ] as const),
        aid: Type.Optional(Str),
        phrase: Type.Optional(Str),
      },
      {
        description:
          "What carried the match: the code's title (with its description and examples at half), one of its example phrases, a phrase an official coding aid labels with the code (index_item: NAICS index; direct_match_title: SOC direct-match titles; alternate_title: O*NET; preferred_label, alternative_label: ESCO; with the aid and the phrase), or a crosswalk from another system's match (via)",
      },
    ),
  ),
  level: Type.Integer(),
  leaf: Type.Boolean({ description: 'Leaf codes are the most specific' }),
  ancestors: Type.Array(Type.Object({ code: Str, title: Str }), { description: 'Ancestor path, root first' }),
  via: Type.Optional(
    Type.Object(
      {
        system: Str,
        code: Str,
        title: Str,
        match_type: Str,
        through: Type.Optional(
          Type.Object(
            { system: Str, code: Str, title: Str, match_type: Str },
            {
              description:
                'A path of two crosswalk edges: the code of the international standard it went through (ESCO occupation -> ISCO-08 unit group -> SOC) and the first edge type',
            },
          ),
        ),
      },
      {
        description:
          'Found (or confirmed) through an official crosswalk: the code the text matched in another system, and the edge type',
      },
    ),
  ),
});
const Matches = Type.Array(Match);

export const ClassifyResult = Type.Object({
  text: Str,
  standard_matches: Type.Array(Match, {
    description: 'Codes of official standards (NAICS, ISIC, NACE, SOC, ISCO, HS, CPC, ICD, ...)',
  }),
  domain_matches: Type.Array(Match, { description: 'Codes of domain vocabularies' }),
  segments: Type.Array(Type.Object({ text: Str, standard_matches: Matches, domain_matches: Matches }), {
    description:
      'Parts of the text naming different activities, each classified on its own (one when the text names one)',
  }),
  confidence: choice(['high', 'medium', 'low', 'none'] as const, {
    description:
      "The first answer's confidence (the best standard match's, else the best domain match's): low means a guess from a few shared words, to be presented as such or answered with a request for a fuller description; none: nothing matched",
  }),
  crosswalks: Type.Optional(
    Type.Array(Type.Object({ from_system: Str, from_code: Str, system: Str, code: Str, title: Str, match_type: Str }), {
      description: 'With include_crosswalks: the top standard matches in other standard systems',
    }),
  ),
  searched_systems: Type.Object(
    {
      scope: choice(['business', 'standard', 'domain', 'selected'] as const, {
        description:
          'business: the default, industries, occupations and products; standard or domain: every system of the kind asked; selected: the systems named',
      }),
      count: Type.Integer(),
      standard: Type.Array(Str),
      domain: Type.Array(Str),
    },
    { description: 'Which systems were searched' },
  ),
});
export type ClassifyResultShape = Static<typeof ClassifyResult>;
