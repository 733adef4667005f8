import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  Ancestors,
  History,
  Neighbours,
  Occurrences,
  Subtree,
  listAncestors,
  listChildren,
  listSiblings,
  nodeHistory,
  nodesByCode,
  subtreeSummary,
} from '../../projections/catalog/queries.ts';
import { CodePage, PAGE_INCLUDES, lookUpCodePage, type PageInclude } from '../../projections/catalog/codePage.ts';
import { codeParam, langParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { CACHEABLE } from '../etag.ts';
import { PageQuery, responses } from '../schemas.ts';
import { notFound } from '../problem.ts';
import { nodeNotFound } from './notFound.ts';
import { requestedLanguages } from '../../projections/texts/negotiate.ts';
import { contentLanguage, listContentLanguage } from '../../projections/texts/localize.ts';

const tags = ['nodes'];
const params = Type.Object({
  id: systemIdParam(),
  code: codeParam('Code exactly as published, URL-encoded (A%2FB for A/B)'),
});
const query = Type.Object(PageQuery);
const localizedQuery = Type.Object({ ...PageQuery, lang: Type.Optional(langParam()) });
const included = `^(${PAGE_INCLUDES.join('|')})(,(${PAGE_INCLUDES.join('|')}))*$`;

/** A code, its hierarchy neighbours, its subtree's shape and its history; and a code across systems. */
export const nodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads; // replicas when DATABASE_READ_URL is set
  const orNotFound = async <T>(v: T | null, id: string, code: string): Promise<T> => {
    if (v === null) throw await nodeNotFound(db, id, code);
    return v;
  };

  /** GET /systems/:id/nodes/:code/<relation>: a page of the code's neighbours, their titles in the asked language. */
  const neighbourRoute = (relation: 'children' | 'siblings', summary: string, list: typeof listChildren) =>
    app.get(
      `/systems/:id/nodes/:code/${relation}`,
      {
        config: CACHEABLE,
        schema: {
          tags,
          summary,
          description:
            'With `lang` (or Accept-Language) each title is in that language where a label exists, its `lang` saying which (`en`: fell back).',
          params,
          querystring: localizedQuery,
          response: responses(Neighbours, 404),
        },
      },
      async (req, reply) => {
        const { id, code } = req.params;
        const langs = requestedLanguages(req.query.lang, req.headers['accept-language']);
        const page = await orNotFound(await list(db, id, code, req.query, langs), id, code);
        reply.header('content-language', listContentLanguage(page.items, langs)).header('vary', 'Accept-Language');
        return page;
      },
    );

  app.get(
    '/systems/:id/nodes/:code',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: "One code: title, description, level, parent, leaf flag, child count, the authority's page",
        description:
          'With `include=ancestors,children,siblings,equivalences,translations,history` (any of them) the answer also carries those lists ' +
          '(children and siblings: the first 500, with their totals; equivalences: the first 500; translations: 2 hops; history: the first 100), ' +
          'so a page showing a code needs one request instead of six. ' +
          'An unknown code answers 404 with `did_you_mean`: the closest codes in the system and the systems that do have it.',
        params,
        querystring: Type.Object({
          lang: Type.Optional(langParam()),
          include: Type.Optional(
            Type.String({
              pattern: included,
              maxLength: 80,
              description: 'comma-separated: ancestors, children, siblings, equivalences, translations, history',
            }),
          ),
        }),
        response: responses(CodePage, 404),
      },
    },
    async (req, reply) => {
      const { id, code } = req.params;
      const include = (req.query.include?.split(',') ?? []) as PageInclude[];
      const langs = requestedLanguages(req.query.lang, req.headers['accept-language']);
      const page = await orNotFound(await lookUpCodePage(db, id, code, include, langs), id, code);
      reply.header('content-language', contentLanguage(page)).header('vary', 'Accept-Language');
      return page;
    },
  );

  neighbourRoute('children', 'Direct children of a code, in publication order', listChildren);

  app.get(
    '/systems/:id/nodes/:code/ancestors',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Ancestors of a code, root first (the code itself excluded)',
        params,
        response: responses(Ancestors, 404),
      },
    },
    async (req) => orNotFound(await listAncestors(db, req.params.id, req.params.code), req.params.id, req.params.code),
  );

  neighbourRoute('siblings', 'Other codes under the same parent (other roots for a root)', listSiblings);

  app.get(
    '/systems/:id/nodes/:code/subtree',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Shape of the subtree under a code: node count, leaf count, depth, counts per level',
        params,
        response: responses(Subtree, 404),
      },
    },
    async (req) => orNotFound(await subtreeSummary(db, req.params.id, req.params.code), req.params.id, req.params.code),
  );

  app.get(
    '/systems/:id/nodes/:code/history',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'What happened to a code in each ingestion (added, changed fields, removed), oldest first',
        description: 'Also answers for codes that were removed since (`current` is false then).',
        params,
        querystring: query,
        response: responses(History, 404),
      },
    },
    async (req) =>
      orNotFound(await nodeHistory(db, req.params.id, req.params.code, req.query), req.params.id, req.params.code),
  );

  app.get(
    '/nodes/:code',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Every system that has this exact code',
        description: '404 when no system has it.',
        params: Type.Object({ code: codeParam('Code exactly as published, URL-encoded (A%2FB for A/B)') }),
        querystring: query,
        response: responses(Occurrences, 404),
      },
    },
    async (req) => {
      const found = await nodesByCode(db, req.params.code, req.query);
      if (found.total === 0)
        throw notFound('NOT_FOUND_NODE', `no system has the code '${req.params.code}'`, { parameter: 'code' });
      return found;
    },
  );
};
