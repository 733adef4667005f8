import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { manifest } from '../../read/reconcile/manifest.ts';
import { checkBatch, reconcile } from '../../read/reconcile/reconcile.ts';
import { extend } from '../../read/reconcile/extend.ts';
import { ExtendResult, Manifest, ReconcileResults } from '../../read/reconcile/shapes.ts';
import { LIMITS } from '../../projections/vocabulary/limits.ts';
import { chargeItems } from '../plugins/chargeItems.ts';
import { badRequest } from '../problem.ts';
import { responses } from '../schemas.ts';
import { reconcileSuggestRoutes } from './reconcileSuggest.ts';
import { publicOrigin } from '../../platform/publicOrigin.ts';

const tags = ['reconcile'];
const PAYLOAD = Type.String({
  maxLength: 500_000,
  description: 'A JSON document (the protocol sends it as a form field)',
});
const Input = Type.Object({
  queries: Type.Optional(
    Type.Union([PAYLOAD, Type.Object({}, { additionalProperties: true })], {
      description: `Query batch: {"q0": {"query": "truck driver", "type": "soc_2018", "limit": 5}, ...} (at most ${LIMITS.reconcileQueriesMax} queries)`,
    }),
  ),
  extend: Type.Optional(
    Type.Union([PAYLOAD, Type.Object({}, { additionalProperties: true })], {
      description:
        'Data extension: {"ids": ["naics_2022/484"], "properties": [{"id": "title"}, {"id": "translation:isic_rev4"}]}',
    }),
  ),
});
const Answer = Type.Union([Manifest, ExtendResult, ReconcileResults]);

const json = (v: unknown, parameter: string): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    throw badRequest(`${parameter} is not valid JSON`, parameter);
  }
};

/**
 * The W3C Reconciliation Service API 0.2 at /reconcile (OpenRefine's protocol): GET without
 * parameters is the manifest; `queries` (form field, query parameter or JSON body) reconciles a
 * batch, each query counted against the rate tier; `extend` fetches properties of entities.
 */
export const reconcileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads; // replicas when DATABASE_READ_URL is set
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const base = () => publicOrigin(app.deps.config); // never the Host header: the manifest is cached

  async function answer(req: FastifyRequest, reply: FastifyReply, input: { queries?: unknown; extend?: unknown }) {
    if (input.queries !== undefined) {
      const batch = checkBatch(json(input.queries, 'queries'));
      await chargeItems(req, reply, Object.keys(batch).length);
      return await reconcile(db, batch);
    }
    if (input.extend !== undefined) {
      const x = json(input.extend, 'extend') as { ids?: unknown; properties?: unknown };
      if (!Array.isArray(x?.ids) || !x.ids.every((i) => typeof i === 'string'))
        throw badRequest('extend.ids must be a list of entity ids', 'extend');
      const props = x.properties;
      if (!Array.isArray(props) || !props.every((p) => typeof p?.id === 'string'))
        throw badRequest('extend.properties must be a list of {"id": ...}', 'extend');
      await chargeItems(req, reply, x.ids.length);
      return await extend(db, x.ids, props);
    }
    return await manifest(db, base());
  }

  const description =
    'Without parameters: the service manifest. With `queries`: candidates for each query (id `{system}/{code}`, name, score 0..100, match, type), ' +
    `each query counted against the rate limit (at most ${LIMITS.reconcileQueriesMax} per request). With \`extend\`: property values of entities ` +
    '(title, description, code, parent, level, translation:{system}). Connect OpenRefine to /api/v1/reconcile.';
  app.get(
    '/reconcile',
    {
      schema: {
        tags,
        summary: 'Reconciliation service (W3C Reconciliation API 0.2): manifest, queries, extend',
        description,
        querystring: Input,
        response: responses(Answer, 429),
      },
    },
    (req, reply) => answer(req, reply, req.query),
  );
  app.post(
    '/reconcile',
    {
      schema: {
        tags,
        summary: 'Reconcile a batch of queries, or extend entities with properties (form fields or JSON)',
        description,
        body: Input,
        response: responses(Answer, 429),
      },
    },
    (req, reply) => answer(req, reply, req.body ?? {}),
  );
  await app.register(reconcileSuggestRoutes);
};
