import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { eraseAccount } from '../../commands/accounts/erase.ts';
import { refuseAccountNow } from '../../projections/keyCache/lookup.ts';
import { ApiError } from '../problem.ts';
import { toApiError } from './accountErrors.ts';
import { requireAccount } from './guard.ts';
import { SESSION_COOKIE } from './sessions.ts';
import { waitForProjections } from './waitForProjections.ts';
import { Erased } from './schemas.ts';
import { problems } from '../schemas.ts';

/**
 * DELETE /auth/account: the signed-in account erases itself (as `taxonomy forget` does): its keys,
 * sessions and tokens are refused before the answer, its data key is destroyed (its e-mail and
 * password hash can no longer be read from the event log), and its e-mail may register again.
 */
export const eraseRoute: FastifyPluginAsyncTypebox = async (app) => {
  const { store, pool, config, redis, vault } = app.deps;

  app.delete(
    '/account',
    {
      config: { sameOrigin: 'always' as const },
      schema: {
        tags: ['auth'],
        summary: 'Erase the signed-in account: its e-mail and password are destroyed, every key and session ends',
        description:
          'Signed in with a token or the session cookie (not an API key); from a browser, from this site only. ' +
          "Every API key, session and token of the account is refused before the answer, and the account's data " +
          'key is destroyed: its e-mail and password hash, sealed with that key in the event log, can never be ' +
          'read again, and every rebuild shows the account as erased. The e-mail may then register a new account. ' +
          'A 503 with `erasure: "pending"` means the account is erased but the refusal of its credentials ' +
          'completes shortly; repeating the request reports when it has.',
        response: { 200: Erased, ...problems(401, 403, 429, 503) },
      },
    },
    async (req, reply) => {
      const { accountId, signedInAt } = await requireAccount(req);
      const r = await eraseAccount(
        store,
        vault,
        accountId,
        {
          refuseNow: (hashes, since) => refuseAccountNow(redis, config.redisPrefix, accountId, hashes, since),
          signedInAt,
        },
        { correlationId: req.id },
      ).catch(toApiError);
      reply.clearCookie(SESSION_COOKIE, { path: '/' }).header('cache-control', 'no-store');
      if (r.refusalPending) {
        reply.header('retry-after', '5');
        throw new ApiError(
          'SERVICE_UNAVAILABLE',
          'the account is erased, but its keys, sessions and tokens may still work for a short while; this completes by itself, and repeating this request reports when it has',
          { erasure: 'pending' },
        );
      }
      await waitForProjections(pool, r.position, 500); // listings show it erased (best effort)
      return {
        erased: true as const,
        id: accountId,
        erased_at: r.erasedAt.toISOString(),
        revoked_keys: r.revokedKeys,
      };
    },
  );
};
