import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../problem.ts';
import { credentialOf } from './credential.ts';
import { ACCESS_TOKEN_TTL_S, signAccessToken } from './jwt.ts';
import { SESSION_COOKIE, createSession, sessionCookieOptions } from './sessions.ts';

/**
 * The signed-in account (Bearer JWT or session cookie), and when that token or session was issued
 * (account commands check it against the account's stream); API keys cannot manage accounts or keys.
 */
export async function requireAccount(req: FastifyRequest): Promise<{ accountId: string; signedInAt: number }> {
  const c = await credentialOf(req);
  if (c.kind === 'account') return { accountId: c.accountId, signedInAt: c.signedInAt };
  if (c.kind === 'key')
    throw new ApiError(
      'FORBIDDEN',
      'an API key cannot manage keys; use the token from /auth/login or the session cookie',
    );
  throw new ApiError(
    'UNAUTHORIZED',
    'sign in first: Authorization: Bearer <token from /auth/login or /auth/register>, or the session cookie',
  );
}

/** A JWT for the account, plus the session cookie when Redis can hold the session (best effort). */
export async function signIn(req: FastifyRequest, reply: FastifyReply, accountId: string) {
  const { config, redis } = req.server.deps;
  try {
    reply.setCookie(
      SESSION_COOKIE,
      await createSession(redis, config.redisPrefix, accountId),
      sessionCookieOptions(req),
    );
  } catch (err) {
    req.log.warn({ err: (err as Error).message }, 'no session cookie: Redis unavailable');
  }
  reply.header('cache-control', 'no-store');
  return {
    token: await signAccessToken(config, accountId),
    token_type: 'Bearer' as const,
    expires_in: ACCESS_TOKEN_TTL_S,
  };
}
