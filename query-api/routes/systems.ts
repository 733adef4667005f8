import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  RegionList,
  SystemDetail,
  SystemList,
  SystemStats,
  getSystem,
  listSystems,
  listSystemsByRegion,
  systemStats,
} from '../../projections/catalog/queries.ts';
import {
  countryCodeParam,
  kindParam,
  langParam,
  queryParam,
  systemIdParam,
} from '../../projections/vocabulary/params.ts';
import { requestedLanguages } from '../../projections/texts/negotiate.ts';
import { listContentLanguage } from '../../projections/texts/localize.ts';
import { CACHEABLE } from '../etag.ts';
import { systemNotFound } from './notFound.ts';
import { PageQuery, responses } from '../schemas.ts';
import { choice } from '../../projections/vocabulary/schema.ts';

const tags = ['systems'];

/** GET /systems, /systems/stats, /systems/{id}. */
export const systemRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads; // replicas when DATABASE_READ_URL is set

  app.get(
    '/systems',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'List classification systems',
        description:
          'Every system with counts and provenance, by id. `group_by=region` groups them by region label (the groups are paged). ' +
          '`country` keeps the systems that apply to a country, `kind` standard or domain ones, `region` those whose region label contains the text, ' +
          '`q` those whose id, name, full name, authority or region contain every word (id and name matches first).',
        querystring: Type.Object({
          ...PageQuery,
          group_by: Type.Optional(choice(['region'] as const, { description: 'Group by region label' })),
          country: Type.Optional(countryCodeParam()),
          kind: Type.Optional(kindParam()),
          region: Type.Optional(queryParam('Text the region label contains, e.g. "European Union"')),
          q: Type.Optional(queryParam('Words to look for in id, name, full name, authority or region')),
        }),
        response: responses(Type.Union([SystemList, RegionList])),
      },
    },
    async (req) => {
      const { group_by, ...filter } = req.query;
      return group_by === 'region' ? listSystemsByRegion(db, filter) : listSystems(db, filter);
    },
  );

  app.get(
    '/systems/stats',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Node and leaf counts per system',
        description: '`system` narrows to one system; `sort=node_count` lists the largest first.',
        querystring: Type.Object({
          ...PageQuery,
          system: Type.Optional(systemIdParam()),
          sort: Type.Optional(
            choice(['id', 'node_count'] as const, { description: 'id (default) or node_count (largest first)' }),
          ),
        }),
        response: responses(SystemStats, 404),
      },
    },
    async (req) => {
      const stats = await systemStats(db, req.query);
      if (req.query.system && stats.total === 0) throw await systemNotFound(db, req.query.system, 'system');
      return stats;
    },
  );

  app.get(
    '/systems/:id',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'One system with its root codes and counts per level',
        description:
          '`limit`/`offset` page the root codes (`roots.total` is the number of roots). With `lang` (or Accept-Language) ' +
          "the roots' titles are in that language where a label exists, each `lang` saying which (`en`: fell back).",
        params: Type.Object({ id: systemIdParam() }),
        querystring: Type.Object({ ...PageQuery, lang: Type.Optional(langParam()) }),
        response: responses(SystemDetail, 404),
      },
    },
    async (req, reply) => {
      const langs = requestedLanguages(req.query.lang, req.headers['accept-language']);
      const system = await getSystem(db, req.params.id, req.query, langs);
      if (!system) throw await systemNotFound(db, req.params.id);
      reply
        .header('content-language', listContentLanguage(system.roots.items, langs))
        .header('vary', 'Accept-Language');
      return system;
    },
  );
};
