import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  classify,
  ClassifyInputError,
  LIMIT_DEFAULT,
  LIMIT_MAX,
  TEXT_MAX,
} from '../../projections/classify/classify.ts';
import { badRequest } from '../problem.ts';
import { responses } from '../schemas.ts';

const tags = ['classify'];
const Str = Type.String();

const Body = Type.Object(
  {
    text: Type.String({
      minLength: 1,
      maxLength: TEXT_MAX,
      description: `What to classify: a business, activity, occupation, product or condition in plain words (1 to ${TEXT_MAX} characters)`,
    }),
    systems: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 200 }), {
        maxItems: 100,
        uniqueItems: true,
        description: 'System ids to restrict the search to (default: every standard system and domain vocabulary)',
      }),
    ),
    limit: Type.Integer({
      minimum: 1,
      maximum: LIMIT_MAX,
      default: LIMIT_DEFAULT,
      description: `Matches per list (at most ${LIMIT_MAX})`,
    }),
    include_crosswalks: Type.Boolean({
      default: false,
      description: 'Also carry the top standard matches into other standards through the crosswalks',
    }),
  },
  { additionalProperties: false },
);

const Match = Type.Object({
  system: Str,
  code: Str,
  title: Str,
  score: Type.Number({
    minimum: 0,
    maximum: 1,
    description: 'Relevance in 0..1 (1: the title says exactly what the text says)',
  }),
  matched_words: Type.Array(Str, { description: 'Words (or phrases) of the text found in this code' }),
  level: Type.Integer(),
  leaf: Type.Boolean(),
  ancestors: Type.Array(Type.Object({ code: Str, title: Str }), { description: 'Ancestor path, root first' }),
});
const Matches = Type.Array(Match);
const Result = Type.Object({
  text: Str,
  standard_matches: Type.Array(Match, {
    description: 'Codes of official standards (NAICS, ISIC, NACE, SOC, ISCO, HS, CPC, ICD, ...)',
  }),
  domain_matches: Type.Array(Match, { description: 'Codes of domain vocabularies' }),
  segments: Type.Array(Type.Object({ text: Str, standard_matches: Matches, domain_matches: Matches }), {
    description:
      'The parts of the text naming different businesses or activities, each classified on its own (one segment when the text names one)',
  }),
  crosswalks: Type.Optional(
    Type.Array(Type.Object({ from_system: Str, from_code: Str, system: Str, code: Str, title: Str, match_type: Str }), {
      description: 'With include_crosswalks: the top standard matches in other standard systems',
    }),
  ),
  searched_systems: Type.Object(
    {
      scope: Type.Union([Type.Literal('all'), Type.Literal('selected')]),
      count: Type.Integer(),
      standard: Type.Array(Str),
      domain: Type.Array(Str),
    },
    { description: 'Which systems were searched' },
  ),
});

/** POST /classify: free text to ranked codes (the engine is projections/classify, shared with the MCP tool). */
export const classifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/classify',
    {
      schema: {
        tags,
        summary: 'Classify a description into codes of every standard and domain vocabulary',
        description:
          'Ranks codes by how much of the text their titles (and the lead of their descriptions) account for, preferring specific (leaf) codes; ' +
          'handles plurals, stems, synonyms and job-title abbreviations. A text naming several businesses ("a bakery with a coffee shop") is split into segments, each classified. ' +
          'Deterministic: the same text gives the same answer.',
        body: Body,
        response: responses(Result),
      },
    },
    async (req) => {
      try {
        return await classify(app.deps.pool, req.body);
      } catch (err) {
        if (err instanceof ClassifyInputError) throw badRequest(err.message, err.parameter);
        throw err;
      }
    },
  );
};
