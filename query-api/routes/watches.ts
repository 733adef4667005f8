import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { addWatch, removeWatch } from '../../commands/watches/handlers.ts';
import { WatchError } from '../../commands/watches/decide.ts';
import type { WatchTarget } from '../../commands/watches/events.ts';
import { WrongExpectedRevision } from '../../commands/eventStore/port.ts';
import { listDeliveries, listWatches, ownsWatch } from '../../projections/watches/queries.ts';
import { DeliveryPage, Watch, WatchPage, WATCH_TARGETS } from '../../projections/watches/shapes.ts';
import { WATCHES_PROJECTION } from '../../projections/watches/projector.ts';
import { choice } from '../../projections/vocabulary/schema.ts';
import { codeParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { resolvePublic, UnsafeAddress } from '../../platform/safeAddress.ts';
import { requireAccount } from '../auth/guard.ts';
import { PageQuery } from '../auth/schemas.ts';
import { waitForProjections } from '../auth/waitForProjections.ts';
import { ApiError, badRequest } from '../problem.ts';
import { nodeNotFound, systemNotFound } from './notFound.ts';
import { problems } from '../schemas.ts';

const tags = ['watches'];
const WatchId = Type.String({ pattern: '^wat_[0-9a-f]{16}$', description: 'A watch id (wat_…)' });

const NewWatch = Type.Object(
  {
    target: choice(WATCH_TARGETS, { description: 'code: one code; system: a whole system; pair: a crosswalk' }),
    system: systemIdParam('The system (a pair: one of its two systems)'),
    code: Type.Optional(codeParam('target=code: the code')),
    other_system: Type.Optional(systemIdParam("target=pair: the pair's other system")),
    webhook_url: Type.Optional(
      Type.String({
        maxLength: 2000,
        format: 'uri',
        description:
          'Where each change is POSTed, signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature); ' +
          'http(s) only, never a loopback, private or link-local address',
      }),
    ),
  },
  { additionalProperties: false },
);
const CreatedWatch = Type.Object({
  ...Watch.properties,
  webhook_secret: Type.Union([Type.String(), Type.Null()], {
    description: 'The webhook signing secret (whsec_…), in this response only: verify each delivery with it',
  }),
});

/** Errors of the watch commands, as the API names them. */
function toApiError(err: unknown): never {
  if (err instanceof WatchError)
    throw new ApiError(err.code === 'UNKNOWN_WATCH' ? 'NOT_FOUND_WATCH' : 'CONFLICT', err.message);
  if (err instanceof WrongExpectedRevision)
    throw new ApiError('CONFLICT', 'the watch list changed concurrently; retry');
  throw err;
}

/** Watch lists of signed-in accounts (codes, systems, pairs), their webhooks and delivery logs. */
export const watchRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store, pool, config, vault } = app.deps;
  const settled = (position: bigint) => waitForProjections(pool, position, 3000, [WATCHES_PROJECTION]);

  /** The target as the write side names it, after checking that it exists. */
  async function targetOf(b: Static<typeof NewWatch>): Promise<WatchTarget> {
    const exists = async (sql: string, args: string[]) => (await pool.query(sql, args)).rowCount === 1;
    if (!(await exists('SELECT 1 FROM systems WHERE id = $1', [b.system])))
      throw await systemNotFound(pool, b.system, 'system');
    if (b.target === 'code') {
      if (!b.code) throw badRequest('target=code needs `code`', 'code');
      if (!(await exists('SELECT 1 FROM nodes WHERE system = $1 AND code = $2', [b.system, b.code])))
        throw await nodeNotFound(pool, b.system, b.code);
      return { kind: 'code', system: b.system, code: b.code };
    }
    if (b.target === 'system') return { kind: 'system', system: b.system };
    if (!b.other_system) throw badRequest('target=pair needs `other_system`', 'other_system');
    if (b.other_system === b.system) throw badRequest('a pair is two different systems', 'other_system');
    if (!(await exists('SELECT 1 FROM systems WHERE id = $1', [b.other_system])))
      throw await systemNotFound(pool, b.other_system, 'other_system');
    return { kind: 'pair', systems: [b.system, b.other_system] };
  }

  /** A webhook URL must be http(s) without credentials, on a host whose every address is public (SSRF). */
  async function checkWebhook(raw: string): Promise<void> {
    let u: URL;
    try {
      u = new URL(raw);
    } catch {
      throw badRequest('webhook_url is not a URL', 'webhook_url');
    }
    if (u.protocol !== 'https:' && u.protocol !== 'http:')
      throw badRequest('webhook_url must be http(s)', 'webhook_url');
    if (u.username || u.password) throw badRequest('webhook_url may not carry a user or password', 'webhook_url');
    try {
      await resolvePublic(u.hostname, { allowPrivate: config.webhooks.allowPrivate });
    } catch (err) {
      if (err instanceof UnsafeAddress) throw badRequest(`webhook_url refused: ${err.message}`, 'webhook_url');
      throw err;
    }
  }

  app.post(
    '/watches',
    {
      schema: {
        tags,
        summary:
          'Watch a code, a system or a crosswalk; optionally with a signed webhook (its secret in this response only)',
        body: NewWatch,
        response: { 201: CreatedWatch, ...problems(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (req, reply) => {
      const { accountId } = await requireAccount(req);
      const target = await targetOf(req.body);
      if (req.body.webhook_url) await checkWebhook(req.body.webhook_url);
      const r = await addWatch(
        store,
        vault,
        accountId,
        { target, webhookUrl: req.body.webhook_url },
        { correlationId: req.id },
      ).catch(toApiError);
      await settled(r.position);
      reply.header('cache-control', 'no-store');
      const [system, other] = target.kind === 'pair' ? [...target.systems].sort() : [target.system, null];
      return reply.code(201).send({
        id: r.watchId,
        target: target.kind,
        system,
        code: target.kind === 'code' ? target.code : null,
        other_system: other,
        webhook_url: req.body.webhook_url ?? null,
        webhook_secret: r.secret,
        created_at: new Date().toISOString(),
      });
    },
  );

  app.get(
    '/watches',
    {
      schema: {
        tags,
        summary: "The signed-in account's watches (with `system`, `code`, `target`: whether it watches them)",
        querystring: Type.Object(
          {
            ...PageQuery.properties,
            system: Type.Optional(systemIdParam('Only watches of this system (a pair: either end)')),
            code: Type.Optional(codeParam('With `system`: only the watch of this code')),
            target: Type.Optional(choice(WATCH_TARGETS, { description: 'Only watches of this kind' })),
          },
          { additionalProperties: false },
        ),
        response: { 200: WatchPage, ...problems(400, 401, 403, 429, 503) },
      },
    },
    async (req, reply) => {
      const { accountId } = await requireAccount(req);
      reply.header('cache-control', 'no-store');
      return listWatches(pool, accountId, req.query);
    },
  );

  app.delete(
    '/watches/:id',
    {
      schema: {
        tags,
        summary: 'Stop watching (its pending deliveries are dropped)',
        params: Type.Object({ id: WatchId }),
        response: { 204: Type.Null(), ...problems(400, 401, 403, 404, 409, 429, 503) },
      },
    },
    async (req, reply) => {
      const { accountId } = await requireAccount(req);
      const r = await removeWatch(store, accountId, req.params.id, { correlationId: req.id }).catch(toApiError);
      await settled(r.position);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/watches/:id/deliveries',
    {
      schema: {
        tags,
        summary: "A watch's webhook deliveries, newest first, each with its attempts (status, error, time)",
        params: Type.Object({ id: WatchId }),
        querystring: PageQuery,
        response: { 200: DeliveryPage, ...problems(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const { accountId } = await requireAccount(req);
      if (!(await ownsWatch(pool, accountId, req.params.id)))
        throw new ApiError('NOT_FOUND_WATCH', `no watch '${req.params.id}' on this account`);
      reply.header('cache-control', 'no-store');
      return listDeliveries(pool, accountId, req.params.id, req.query);
    },
  );
};
