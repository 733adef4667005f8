import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  classify,
  ClassifyInputError,
  LIMIT_DEFAULT,
  LIMIT_MAX,
  TEXT_MAX,
} from '../../projections/classify/classify.ts';
import { unknownSystems } from '../../projections/catalog/queries.ts';
import { ClassifyResult } from '../../projections/classify/shapes.ts';
import { systemsForCountries } from '../../projections/countries/scope.ts';
import { countryListParam, kindParam, systemListParam } from '../../projections/vocabulary/params.ts';
import { badRequest } from '../problem.ts';
import { responses } from '../schemas.ts';

const tags = ['classify'];

const Body = Type.Object(
  {
    text: Type.String({
      minLength: 1,
      maxLength: TEXT_MAX,
      description: `What to classify: a business, activity, occupation, product or condition in plain words (1 to ${TEXT_MAX} characters)`,
    }),
    systems: Type.Optional(
      systemListParam(
        'System ids to search (default: the business systems, i.e. industries, occupations and products; see kind)',
      ),
    ),
    kind: Type.Optional(
      kindParam(
        'Without systems: every standard classification (geographic, regulatory, medical, ... too) or every domain vocabulary instead of the business systems',
      ),
    ),
    countries: Type.Optional(countryListParam('Only systems that apply to one of these countries, e.g. ["US"]')),
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

/** POST /classify: free text to ranked codes (the engine is projections/classify, shared with the MCP tool). */
export const classifyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/classify',
    {
      schema: {
        tags,
        summary: 'Classify a description into codes of the business systems (or of the systems asked)',
        description:
          'Ranks codes by how much of the text their titles (and the lead of their descriptions) account for, preferring specific (leaf) codes; ' +
          'handles plurals, stems, synonyms and job-title abbreviations. A text naming several businesses ("a bakery with a coffee shop") is split into segments, each classified. ' +
          'By default the business systems are searched (industries, occupations, products), only the industries when the text names an establishment ("taxi company", "an accounting firm"); `kind` or `systems` widen or narrow that. ' +
          '`countries` keeps the systems that apply to one of them. Deterministic: the same text gives the same answer.',
        body: Body,
        response: responses(ClassifyResult),
      },
    },
    async (req) => {
      const { countries, ...input } = req.body;
      // scoping by country would drop unknown ids silently: name them first (the engine does without countries)
      const unknown = countries ? await unknownSystems(app.deps.reads, input.systems ?? []) : [];
      if (unknown.length)
        throw badRequest(`unknown system${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, 'systems');
      const scoped = countries ? await systemsForCountries(app.deps.reads, countries, input.systems) : undefined;
      if (countries && !scoped?.length)
        throw badRequest(`no ${input.systems ? 'given ' : ''}system applies to ${countries.join(', ')}`, 'countries');
      // countries cut the systems given, or else the default scope
      const scope = input.systems ? { systems: scoped ?? input.systems } : { within: scoped };
      try {
        return await classify(app.deps.reads, { ...input, ...scope });
      } catch (err) {
        if (err instanceof ClassifyInputError) throw badRequest(err.message, err.parameter);
        throw err;
      }
    },
  );
};
