import { Type, type Static } from 'typebox';
import { langParam } from '../vocabulary/params.ts';
import { Str, choice } from '../vocabulary/schema.ts';
import { TEXT_MAX } from './classify.ts';

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
  confidence: Type.Number({
    minimum: 0,
    maximum: 1,
    description:
      'The probability that this code is right, from its score and its lead over the next code of its system, calibrated per system on held-out folds of the official coding aids and example lists',
  }),
  needs_review: Type.Boolean({
    description: 'The confidence is below 0.6: a person should check this code before it is used',
  }),
  confidence_level: choice(['high', 'medium', 'low'] as const, {
    description:
      'high (score >= 0.75): the title, an example phrase or a coding aid phrase says what the text says; medium (>= 0.45); low: a guess from a few shared words',
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
  confidence: Type.Number({
    minimum: 0,
    maximum: 1,
    description: "The first answer's probability of being right (0: no answer)",
  }),
  needs_review: Type.Boolean({
    description: 'The first answer is unsure (confidence below 0.6) or there is none: a person should check it',
  }),
  confidence_level: choice(['high', 'medium', 'low', 'none'] as const, {
    description:
      "The first answer's confidence level (the best standard match's, else the best domain match's): low means a guess from a few shared words, to be presented as such or answered with a request for a fuller description; none: nothing matched",
  }),
  read_as: Type.Optional(
    Type.Object(
      { lang: Str, text: Str, system: Str, code: Str, label: Str },
      {
        description:
          'A text in another language: classified as `text`, the English title of the code whose label in `lang` its words found',
      },
    ),
  ),
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

/** What to classify, as every door takes it: plain text, or an occupation's or a business's fields. */
const field = (what: string) =>
  Type.Optional(
    Type.String({ minLength: 1, maxLength: TEXT_MAX, description: `${what} (up to ${TEXT_MAX} characters)` }),
  );
export const ClassifyFields = {
  text: field('What to classify: a business, activity, occupation, product or condition in plain words'),
  title: field('An occupation: the job title as written ("Sr. Software Engineer II, night shift")'),
  tasks: field('An occupation: what the job does ("design, write and test code")'),
  industry: field('An occupation: the employer\'s industry, a hint ("software publishing")'),
  name: field('A business: its name, a hint ("Joe\'s Pizza LLC")'),
  description: field('A business: what it does, as it describes itself'),
  products: field('A business: what it makes or sells'),
  lang: Type.Optional(
    langParam('Language of `text` (BCP 47: fr, de, es, ...); guessed from its words when absent. See read_as'),
  ),
  min_confidence: Type.Optional(
    Type.Number({
      minimum: 0,
      maximum: 1,
      description: 'No answer rather than a guess: leave out matches whose confidence is below this',
    }),
  ),
};
