import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { proposeProperties } from '../../read/reconcile/extend.ts';
import { ProposedProperties, SuggestResult } from '../../read/reconcile/shapes.ts';
import { suggestEntities, suggestProperties, suggestTypes } from '../../read/reconcile/suggest.ts';
import { unknownSystems } from '../../projections/catalog/queries.ts';
import { offsetParam, queryParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { CACHEABLE } from '../etag.ts';
import { responses } from '../schemas.ts';
import { systemNotFound } from './notFound.ts';

const tags = ['reconcile'];
const SUGGEST_MAX = 50;
const limit = Type.Integer({ minimum: 1, maximum: SUGGEST_MAX, default: 10, description: `At most ${SUGGEST_MAX}` });
const Suggest = Type.Object({
  prefix: queryParam('What the user typed so far'),
  type: Type.Optional(systemIdParam('Only entities of this type (system id)')),
  cursor: offsetParam('How many to skip (the protocol calls it cursor)'),
  limit,
});

/** The suggest services and property proposals of the reconciliation API (paths the manifest names). */
export const reconcileSuggestRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads; // replicas when DATABASE_READ_URL is set
  const index = app.deps.search;
  const known = async (type: string | undefined, parameter: string) => {
    if (type && (await unknownSystems(db, [type])).length) throw await systemNotFound(db, type, parameter);
  };

  app.get(
    '/reconcile/suggest/entity',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Suggest codes as the user types',
        querystring: Suggest,
        response: responses(SuggestResult, 404),
      },
    },
    async (req) => {
      await known(req.query.type, 'type');
      const { prefix, type, cursor, limit } = req.query;
      return suggestEntities(db, index, { prefix, type, limit, offset: cursor });
    },
  );
  app.get(
    '/reconcile/suggest/type',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Suggest types (systems) as the user types',
        querystring: Suggest,
        response: responses(SuggestResult),
      },
    },
    async (req) => suggestTypes(db, { prefix: req.query.prefix, limit: req.query.limit, offset: req.query.cursor }),
  );
  app.get(
    '/reconcile/suggest/property',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Suggest properties as the user types',
        querystring: Suggest,
        response: responses(SuggestResult),
      },
    },
    async (req) => suggestProperties({ prefix: req.query.prefix, limit: req.query.limit, offset: req.query.cursor }),
  );
  app.get(
    '/reconcile/properties',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Properties to extend entities of a type with (title, parent, level, translations, ...)',
        querystring: Type.Object({
          type: systemIdParam('The type (system id)'),
          limit: Type.Integer({ minimum: 1, maximum: 500, default: 100, description: 'At most 500' }),
        }),
        response: responses(ProposedProperties, 404),
      },
    },
    async (req) => {
      await known(req.query.type, 'type');
      return proposeProperties(db, req.query.type, req.query.limit);
    },
  );
};
