import fp from 'fastify-plugin';
import cookie from '@fastify/cookie';
import { ApiError } from '../problem.ts';
import { credentialOf, uncheckedCredential } from '../auth/credential.ts';
import { recordKeyUse } from '../auth/keyUsage.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { isApiRequest } from './apiPaths.ts';

/**
 * Authentication, right after the rate limiter (both onRequest, registered in that order):
 * `Authorization: Bearer <API key | JWT>` or the session cookie. A malformed, unknown, expired or
 * revoked credential is a 401, never the anonymous tier; a credential that cannot be checked
 * because Redis is down is a 503 (fail closed). Routes that never use a credential (sign-in
 * routes) say `config: { credentials: 'ignored' }`.
 */
export const authenticatePlugin = fp(
  async (app) => {
    if (!app.hasDecorator('parseCookie')) await app.register(cookie);
    app.addHook('onRequest', async (req, reply) => {
      if (!isApiRequest(req) || req.routeOptions.config?.credentials === 'ignored') return;
      const c = await credentialOf(req);
      if (c.kind === 'invalid') {
        if (c.clearCookie) reply.clearCookie(SESSION_COOKIE, { path: '/' });
        reply.header('www-authenticate', 'Bearer');
        throw new ApiError('UNAUTHORIZED', c.detail);
      }
      if (c.kind === 'unavailable') throw uncheckedCredential(req, reply, c);
      if (c.kind === 'key') recordKeyUse(app.deps.redis, app.deps.config.redisPrefix, c.keyId);
    });
  },
  { name: 'authenticate', fastify: '5.x', dependencies: ['rate-limit-tiers'] },
);

declare module 'fastify' {
  interface FastifyContextConfig {
    credentials?: 'ignored';
  }
}
