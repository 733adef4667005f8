import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { unknownSystems } from '../../projections/catalog/queries.ts';
import { searchCodes, searchCodesGrouped } from '../../projections/search/searchWithContext.ts';
import { CONTEXT_CHILDREN, SearchGroups, SearchPage } from '../../projections/search/shapes.ts';
import {
  countryCsvParam,
  kindParam,
  limitParam,
  offsetParam,
  perGroupParam,
  langParam,
  queryParam,
  systemCsvParam,
} from '../../projections/vocabulary/params.ts';
import { CACHEABLE } from '../etag.ts';
import { badRequest } from '../problem.ts';
import { responses } from '../schemas.ts';
import { requestedLanguages } from '../../projections/texts/negotiate.ts';
import { listContentLanguage } from '../../projections/texts/localize.ts';

const tags = ['search'];

const Querystring = Type.Object({
  q: queryParam('Words or a code. Typos are corrected; exact code matches come first.'),
  grouped: Type.Boolean({ default: false, description: 'Group hits by system, with per-system totals' }),
  context: Type.Boolean({
    default: false,
    description: `Add each hit's ancestor path (root first) and its first ${CONTEXT_CHILDREN} children`,
  }),
  system: Type.Optional(systemCsvParam('Only these systems (comma-separated ids)')),
  countries: Type.Optional(countryCsvParam('Only systems that apply to one of these countries (comma-separated)')),
  kind: Type.Optional(kindParam('Only standard classifications or only domain vocabularies')),
  limit: limitParam('hits (with grouped=true: systems)'),
  offset: offsetParam(),
  per_group: perGroupParam(),
  lang: Type.Optional(
    langParam(
      'Search the titles in this language too (BCP 47: de, fr, es, nl, pl, ...): its labels are folded and stemmed for that language; without it, Accept-Language decides. A query no English title holds is answered in the language whose labels hold it ("boulangerie": French), each hit saying its `lang`',
    ),
  ),
});

const list = (s: string | undefined) => (s ? s.split(',') : undefined);

/** GET /search: ranked, typo-tolerant search across every system, flat or grouped by system. */
export const searchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads; // replicas when DATABASE_READ_URL is set
  const index = app.deps.search;

  app.get(
    '/search',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Search codes and titles across every system (ranked, typo tolerant, exact codes first)',
        description:
          'Filters (system, countries, kind) apply before ranking and paging. With grouped=true, limit and offset page through systems, each with its total and first hits.',
        querystring: Querystring,
        response: responses(Type.Union([SearchPage, SearchGroups])),
      },
    },
    async (req, reply) => {
      const { q, grouped, context, kind, limit, offset, per_group } = req.query;
      const langs = requestedLanguages(req.query.lang, req.headers['accept-language']);
      reply.header('vary', 'Accept-Language');
      const systems = list(req.query.system);
      const unknown = await unknownSystems(db, systems ?? []);
      if (unknown.length)
        throw badRequest(`unknown system${unknown.length > 1 ? 's' : ''}: ${unknown.slice(0, 5).join(', ')}`, 'system');
      const search = { q, systems, countries: list(req.query.countries), kind, limit, offset, context, langs };
      const page = grouped
        ? await searchCodesGrouped(db, index, { ...search, perGroup: per_group })
        : await searchCodes(db, index, search);
      const hits = 'groups' in page ? page.groups.flatMap((g) => g.items) : page.items;
      reply.header('content-language', listContentLanguage(hits, langs));
      return page;
    },
  );
};
