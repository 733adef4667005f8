import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { countryProfile, countryStats, listCountries } from '../../projections/countries/queries.ts';
import { CACHEABLE } from '../etag.ts';
import { notFound } from '../problem.ts';
import { CountryParam, page, PageQuery, ref, responses, TextQuery } from '../schemas.ts';

const tags = ['countries'];

/** Countries, per-country statistics, and a country's profile (applicable systems by kind). */
export const countryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.pool;

  app.get(
    '/countries',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'List countries (ISO 3166-1 alpha-2) with the number of applicable systems',
        querystring: Type.Object({ ...PageQuery, q: Type.Optional(TextQuery) }),
        response: responses(page(ref('CountrySummary'))),
      },
    },
    async (req) => listCountries(db, req.query),
  );

  app.get(
    '/countries/stats',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Per country: applicable systems (by relevance) and the nodes they hold',
        querystring: Type.Object(PageQuery),
        response: responses(page(ref('CountryStat'))),
      },
    },
    async (req) => countryStats(db, req.query),
  );

  app.get(
    '/countries/:cc',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: "A country's profile: the applicable systems grouped by kind, with counts",
        description: 'The code is case-insensitive (`de` = `DE`).',
        params: Type.Object({ cc: CountryParam }),
        response: responses(ref('CountryProfile'), 404),
      },
    },
    async (req) => {
      const p = await countryProfile(db, req.params.cc);
      if (!p)
        throw notFound('NOT_FOUND_COUNTRY', `unknown country '${req.params.cc}'; GET /api/v1/countries lists them`, {
          parameter: 'cc',
        });
      return p;
    },
  );
};
