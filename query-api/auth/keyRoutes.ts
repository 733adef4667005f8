import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { issueApiKey, revokeApiKey } from '../../commands/accounts/handlers.ts';
import { generateApiKey, newKeyId } from '../../commands/accounts/secrets.ts';
import { listApiKeys } from '../../projections/accounts/queries.ts';
import { refuseKeyNow } from '../../projections/keyCache/lookup.ts';
import { ApiError } from '../problem.ts';
import { toApiError } from './accountErrors.ts';
import { requireAccount } from './guard.ts';
import { lastUsed } from './keyUsage.ts';
import { waitForProjections } from './waitForProjections.ts';
import { IssuedKey, KeyId, KeyPage, NewKeyBody, PageQuery } from './schemas.ts';
import { problems } from '../schemas.ts';

const tags = ['auth'];
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Issue, list and revoke API keys (signed in with a JWT or the session cookie). */
export const keyRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store, pool, config, redis, vault } = app.deps;

  app.post(
    '/keys',
    {
      schema: {
        tags,
        summary: 'Issue an API key; the key is in this response only',
        body: NewKeyBody,
        response: { 201: IssuedKey, ...problems(400, 401, 403, 409, 429, 503) },
      },
    },
    async (req, reply) => {
      const { accountId, signedInAt } = await requireAccount(req);
      const { key, hash, prefix, last4 } = generateApiKey();
      const keyId = newKeyId();
      const r = await issueApiKey(
        store,
        vault,
        accountId,
        { keyId, name: req.body.name, hash, prefix, last4, signedInAt },
        { correlationId: req.id },
      ).catch(toApiError);
      await waitForProjections(pool, r.position);
      reply.header('cache-control', 'no-store');
      return reply.code(201).send({
        id: keyId,
        name: req.body.name,
        key,
        prefix,
        last4,
        hint: `${prefix}_…${last4}`,
        status: 'active' as const,
        created_at: new Date().toISOString(),
      });
    },
  );

  app.get(
    '/keys',
    {
      schema: {
        tags,
        summary: "The signed-in account's API keys (never the keys themselves)",
        querystring: PageQuery,
        response: { 200: KeyPage, ...problems(400, 401, 403, 429, 503) },
      },
    },
    async (req) => {
      const { accountId } = await requireAccount(req);
      const { limit, offset } = req.query;
      const { items, total } = await listApiKeys(pool, accountId, limit, offset);
      const used = await lastUsed(
        redis,
        config.redisPrefix,
        items.map((k) => k.id),
      );
      return {
        total,
        limit,
        offset,
        items: items.map((k) => ({
          id: k.id,
          name: k.name,
          prefix: k.prefix,
          last4: k.last4,
          hint: `${k.prefix}_…${k.last4}`,
          status: k.revokedAt ? ('revoked' as const) : ('active' as const),
          created_at: k.createdAt.toISOString(),
          last_used_at: used.get(k.id) ?? iso(k.lastUsedAt),
          revoked_at: iso(k.revokedAt),
        })),
      };
    },
  );

  app.delete(
    '/keys/:id',
    {
      schema: {
        tags,
        summary: 'Revoke an API key; every API instance refuses it from then on',
        params: Type.Object({ id: KeyId }),
        response: { 204: Type.Null(), ...problems(400, 401, 403, 404, 429, 503) },
      },
    },
    async (req, reply) => {
      const { accountId, signedInAt } = await requireAccount(req);
      const r = await revokeApiKey(store, accountId, req.params.id, { correlationId: req.id }, signedInAt).catch(
        toApiError,
      );
      // 204 only once every instance refuses the key: marked revoked in the key cache now; if Redis
      // cannot take it, 503 "pending" (the event is recorded: the projector completes it later)
      const hash = r.state.keys.get(req.params.id)!.hash;
      try {
        if (!redis) throw new Error('no Redis');
        await refuseKeyNow(redis, config.redisPrefix, hash);
      } catch {
        reply.header('retry-after', '5');
        throw new ApiError(
          'SERVICE_UNAVAILABLE',
          'the revocation is recorded but pending: the key may still work for a short while; it completes by itself, and repeating this request reports when it has',
          { revocation: 'pending' },
        );
      }
      await waitForProjections(pool, r.position, 500); // the listing shows it revoked (best effort)
      return reply.code(204).send(null);
    },
  );
};
