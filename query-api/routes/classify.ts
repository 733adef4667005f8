import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { LIMIT_DEFAULT, LIMIT_MAX } from '../../projections/classify/classify.ts';
import { classifyText } from '../../read/classifyText.ts';
import { ClassifyFields, ClassifyResult } from '../../projections/classify/shapes.ts';
import { countryListParam, kindParam, systemListParam } from '../../projections/vocabulary/params.ts';
import { responses } from '../schemas.ts';

const tags = ['classify'];

const Body = Type.Object(
  {
    ...ClassifyFields,
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
          '`countries` keeps the systems that apply to one of them. Instead of `text`, an occupation may come as `{title, tasks, industry}` and a business as `{name, description, products}`, each field weighted as coders weigh it (title before tasks before industry; description before products before name). ' +
          'A text in another language (`lang`, or found from the words: "transporte de mercancías por carretera") is read as the English title of the code its words find in that language\'s labels, and `read_as` says which. ' +
          'Every match carries `confidence` (the probability it is right, calibrated per system), `needs_review` and `evidence` (what carried it: title, example, an official coding aid phrase, a crosswalk); `min_confidence` asks for no answer rather than a guess. Deterministic: the same text gives the same answer.',
        body: Body,
        response: responses(ClassifyResult),
      },
    },
    async (req) => {
      return await classifyText(app.deps.classifyReads, req.body);
    },
  );
};
