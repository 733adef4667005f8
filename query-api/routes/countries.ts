import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  countryProfile,
  countryStats,
  listCountries,
  similarCountries,
  unknownCountries,
} from '../../projections/countries/queries.ts';
import { countryScope } from '../../projections/countries/scope.ts';
import { CountryList, CountryProfile, CountryScope, CountryStats } from '../../projections/countries/shapes.ts';
import { countryCsvParam, limitParam, queryParam } from '../../projections/vocabulary/params.ts';
import type { Queryable } from '../../platform/db.ts';
import { CACHEABLE } from '../etag.ts';
import { notFound, type ApiError } from '../problem.ts';
import { PageQuery, responses } from '../schemas.ts';

const tags = ['countries'];
const perList = limitParam('systems listed per list (counts cover all)', 100);

/** Countries, per-country statistics, a country's profile, and the scope of several countries. */
export const countryRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads; // replicas when DATABASE_READ_URL is set

  app.get(
    '/countries',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'List countries (ISO 3166-1 alpha-2) with the number of applicable systems',
        querystring: Type.Object({ ...PageQuery, q: Type.Optional(queryParam('Text in the code or name')) }),
        response: responses(CountryList),
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
        response: responses(CountryStats),
      },
    },
    async (req) => countryStats(db, req.query),
  );

  app.get(
    '/countries/scope',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'For several countries: the country-specific systems and the global ones',
        description:
          'Country-specific: official, regional or historical for at least one of the countries (most countries first); ' +
          'global: recommended for all of them. Pass the ids on to `/search?system=` or `/classify`.',
        querystring: Type.Object({ countries: countryCsvParam(), limit: perList }),
        response: responses(CountryScope, 404),
      },
    },
    async (req) => {
      const codes = req.query.countries.split(',');
      const unknown = await unknownCountries(db, codes);
      if (unknown.length) throw await countryNotFound(db, unknown[0], 'countries');
      return countryScope(db, codes, req.query);
    },
  );

  app.get(
    '/countries/:cc',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: "A country's profile: the applicable systems grouped by kind, official first, with counts",
        description: 'The code is case-insensitive (`de` = `DE`).',
        params: Type.Object({
          cc: Type.String({
            minLength: 1,
            maxLength: 10,
            pattern: '^[^\\u0000]+$',
            description: 'ISO 3166-1 alpha-2 code (any case)',
          }),
        }),
        querystring: Type.Object({ limit: perList }),
        response: responses(CountryProfile, 404),
      },
    },
    async (req) => {
      const p = await countryProfile(db, req.params.cc, req.query);
      if (!p) throw await countryNotFound(db, req.params.cc, 'cc');
      return p;
    },
  );
};

async function countryNotFound(db: Queryable, cc: string, parameter: string): Promise<ApiError> {
  const alike = (await similarCountries(db, cc)).map((c) => c.code);
  return notFound(
    'NOT_FOUND_COUNTRY',
    `unknown country '${cc}'${alike.length ? ` (codes starting alike: ${alike.join(', ')})` : ''}; GET /api/v1/countries lists them`,
    { parameter },
  );
}
