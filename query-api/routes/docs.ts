import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import swaggerUi from '@fastify/swagger-ui';
import { Type } from 'typebox';
import { ERRORS } from '../problem.ts';
import { CACHEABLE } from '../etag.ts';
import { renderGuide } from './docsPage.ts';

/** The reference UI's own files: scripts and styles from this server only, and calls to this API. */
const UI_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "connect-src 'self'; font-src 'self' data:; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * GET /docs: the API reference with try-it (@fastify/swagger-ui, served from this server, on this
 * document; "Authorize" takes an API key or JWT) and GET /docs/guide: keys, tiers, limit headers and the
 * error catalogue (problem `type`s link there). Both are outside the rate limit and ignore credentials:
 * loading the reference's files must not spend the caller's budget; its try-it calls do.
 */
export const docsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, rateLimit: false, credentials: 'ignored' };
  });
  await app.register(swaggerUi, {
    routePrefix: '/docs',
    indexPrefix: app.prefix, // the page's links to its files carry the /api/v1 prefix
    staticCSP: UI_CSP,
    uiConfig: {
      tryItOutEnabled: true,
      deepLinking: true,
      displayRequestDuration: true,
      persistAuthorization: false,
      validatorUrl: null,
    },
    theme: { title: 'Classification knowledge graph API' },
  });
  let html: string | undefined;
  app.get(
    '/docs/guide',
    {
      config: { ...CACHEABLE, rateLimit: false, credentials: 'ignored' },
      schema: {
        tags: ['meta'],
        summary: 'Guide (HTML): API keys, rate tiers and their limits, limit headers, and the error catalogue',
        produces: ['text/html'],
        response: { 200: { description: 'The guide page', content: { 'text/html': { schema: Type.String() } } } },
      },
    },
    async (_req, reply) => {
      html ??= renderGuide(app.deps.config.rates, ERRORS);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};
