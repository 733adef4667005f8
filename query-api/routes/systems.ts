import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { getSystem, listSystems, listSystemsByRegion, systemStats } from '../../projections/catalog/queries.ts';
import { DISCLAIMER } from '../../projections/disclaimer.ts';
import { CACHEABLE } from '../etag.ts';
import { systemNotFound } from './notFound.ts';
import { page, PageQuery, ref, responses, SystemIdParam, TextQuery } from '../schemas.ts';

const tags = ['systems'];
const Kind = Type.Union([Type.Literal('standard'), Type.Literal('domain')]);

/** GET /systems, /systems/stats, /systems/{id}. */
export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.pool;

  app.get(
    '/systems',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'List classification systems',
        description:
          'Every system with counts and provenance, by id. `group_by=region` groups them by region label (the groups are paged). ' +
          '`country` keeps the systems that apply to a country, `kind` standard or domain ones, `q` those whose id or name contains the text.',
        querystring: Type.Object({
          ...PageQuery,
          group_by: Type.Optional(Type.Literal('region', { description: 'Group by region label' })),
          country: Type.Optional(
            Type.String({
              minLength: 2,
              maxLength: 2,
              pattern: '^[A-Za-z]{2}$',
              description: 'ISO 3166-1 alpha-2 (any case)',
            }),
          ),
          kind: Type.Optional(Kind),
          q: Type.Optional(TextQuery),
        }),
        response: responses(
          Type.Union([
            page(ref('SystemSummary'), { disclaimer: Type.String() }),
            page(ref('RegionGroup'), { group_by: Type.Literal('region'), disclaimer: Type.String() }),
          ]),
        ),
      },
    },
    async (req) => {
      const { group_by, ...filter } = req.query;
      if (group_by === 'region')
        return { ...(await listSystemsByRegion(db, filter)), group_by, disclaimer: DISCLAIMER };
      return { ...(await listSystems(db, filter)), disclaimer: DISCLAIMER };
    },
  );

  app.get(
    '/systems/stats',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Node and leaf counts per system',
        querystring: Type.Object(PageQuery),
        response: responses(
          page(ref('SystemStat'), {
            totals: Type.Object({ systems: Type.Integer(), nodes: Type.Integer(), leaves: Type.Integer() }),
          }),
        ),
      },
    },
    async (req) => systemStats(db, req.query),
  );

  app.get(
    '/systems/:id',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'One system with its root codes and counts per level',
        description: '`limit`/`offset` page the root codes (`roots.total` is the number of roots).',
        params: Type.Object({ id: SystemIdParam }),
        querystring: Type.Object(PageQuery),
        response: responses(ref('SystemDetail'), 404),
      },
    },
    async (req) => {
      const s = await getSystem(db, req.params.id, req.query);
      if (!s) throw systemNotFound(req.params.id);
      return { ...s, disclaimer: DISCLAIMER };
    },
  );
};
