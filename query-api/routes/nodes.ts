import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import {
  getNode,
  listAncestors,
  listChildren,
  listSiblings,
  nodeHistory,
  nodesByCode,
  subtreeSummary,
} from '../../projections/catalog/queries.ts';
import { DISCLAIMER } from '../../projections/disclaimer.ts';
import { CACHEABLE } from '../etag.ts';
import { CodeParam, page, PageQuery, ref, responses, SystemIdParam } from '../schemas.ts';
import { notFound } from '../problem.ts';
import { nodeNotFound } from './notFound.ts';

const tags = ['nodes'];
const params = Type.Object({ id: SystemIdParam, code: CodeParam });
const query = Type.Object(PageQuery);
const Str = Type.String();

/** A code, its hierarchy neighbours, its subtree's shape and its history; and a code across systems. */
export const nodeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.pool;
  const orNotFound = async <T>(v: T | null, id: string, code: string): Promise<T> => {
    if (v === null) throw await nodeNotFound(db, id, code);
    return v;
  };

  app.get(
    '/systems/:id/nodes/:code',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'One code: title, description, level, parent, leaf flag, child count, authority link',
        description:
          'With `include=ancestors,children,siblings` (any of them) the answer also carries those lists ' +
          '(children and siblings: the first 500, with their totals), so a page showing a code needs one request instead of four.',
        params,
        querystring: Type.Object({
          include: Type.Optional(
            Type.String({
              pattern: '^(ancestors|children|siblings)(,(ancestors|children|siblings))*$',
              maxLength: 40,
              description: 'comma-separated: ancestors, children, siblings',
            }),
          ),
        }),
        response: responses(
          Type.Intersect([
            ref('NodeDetail'),
            Type.Object({
              ancestors: Type.Optional(Type.Array(ref('NodeBrief'))),
              children: Type.Optional(Type.Object({ items: Type.Array(ref('NodeBrief')), total: Type.Integer() })),
              siblings: Type.Optional(Type.Object({ items: Type.Array(ref('NodeBrief')), total: Type.Integer() })),
            }),
          ]),
          404,
        ),
      },
    },
    async (req) => {
      const { id, code } = req.params;
      const node = { ...(await orNotFound(await getNode(db, id, code), id, code)), disclaimer: DISCLAIMER };
      const include = new Set(req.query.include?.split(',') ?? []);
      const [ancestors, children, siblings] = await Promise.all([
        include.has('ancestors') ? listAncestors(db, id, code) : undefined,
        include.has('children') ? listChildren(db, id, code, { limit: 500 }) : undefined,
        include.has('siblings') ? listSiblings(db, id, code, { limit: 500 }) : undefined,
      ]);
      const first = (p: { items: unknown[]; total: number } | null | undefined) =>
        p && { items: p.items, total: p.total };
      return {
        ...node,
        ...(ancestors && { ancestors }),
        ...(children && { children: first(children) }),
        ...(siblings && { siblings: first(siblings) }),
      };
    },
  );

  app.get(
    '/systems/:id/nodes/:code/children',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Direct children of a code, in publication order',
        params,
        querystring: query,
        response: responses(page(ref('NodeBrief'), { system: Str, code: Str }), 404),
      },
    },
    async (req) => ({
      system: req.params.id,
      code: req.params.code,
      ...(await orNotFound(
        await listChildren(db, req.params.id, req.params.code, req.query),
        req.params.id,
        req.params.code,
      )),
    }),
  );

  app.get(
    '/systems/:id/nodes/:code/ancestors',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Ancestors of a code, root first (the code itself excluded)',
        params,
        response: responses(
          Type.Object({ system: Str, code: Str, items: Type.Array(ref('NodeBrief')), total: Type.Integer() }),
          404,
        ),
      },
    },
    async (req) => {
      const items = await orNotFound(
        await listAncestors(db, req.params.id, req.params.code),
        req.params.id,
        req.params.code,
      );
      return { system: req.params.id, code: req.params.code, items, total: items.length };
    },
  );

  app.get(
    '/systems/:id/nodes/:code/siblings',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Other codes under the same parent (other roots for a root)',
        params,
        querystring: query,
        response: responses(page(ref('NodeBrief'), { system: Str, code: Str }), 404),
      },
    },
    async (req) => ({
      system: req.params.id,
      code: req.params.code,
      ...(await orNotFound(
        await listSiblings(db, req.params.id, req.params.code, req.query),
        req.params.id,
        req.params.code,
      )),
    }),
  );

  app.get(
    '/systems/:id/nodes/:code/subtree',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Shape of the subtree under a code: node count, leaf count, depth, counts per level',
        params,
        response: responses(ref('Subtree'), 404),
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
        description: 'Also answers for codes that were removed since.',
        params,
        querystring: query,
        response: responses(page(ref('HistoryEntry'), { system: Str, code: Str }), 404),
      },
    },
    async (req) => ({
      system: req.params.id,
      code: req.params.code,
      ...(await orNotFound(
        await nodeHistory(db, req.params.id, req.params.code, req.query),
        req.params.id,
        req.params.code,
      )),
    }),
  );

  app.get(
    '/nodes/:code',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Every system that has this exact code',
        description: '404 when no system has it.',
        params: Type.Object({ code: CodeParam }),
        querystring: query,
        response: responses(page(ref('CodeOccurrence'), { code: Str, disclaimer: Str }), 404),
      },
    },
    async (req) => {
      const found = await nodesByCode(db, req.params.code, req.query);
      if (found.total === 0)
        throw notFound('NOT_FOUND_NODE', `no system has the code '${req.params.code}'`, { parameter: 'code' });
      return { code: req.params.code, ...found, disclaimer: DISCLAIMER };
    },
  );
};
