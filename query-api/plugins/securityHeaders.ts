import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';
import { isApiRequest } from './apiPaths.ts';

/**
 * Security headers (@fastify/helmet) on the API and MCP responses. The API sends JSON plus one
 * HTML page (/api/v1/docs, inline styles only), so its CSP allows nothing else. The web app
 * registers helmet with its own CSP for its routes (web/serve.ts). Cross-origin reads of the API are
 * allowed (CORS is open, so CORP says cross-origin); HSTS is left to the TLS-terminating proxy.
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    await app.register(helmet, {
      global: false,
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'none'"],
          styleSrc: ["'unsafe-inline'"],
          imgSrc: ['data:'],
          frameAncestors: ["'none'"],
          baseUri: ["'none'"],
          formAction: ["'none'"],
        },
      },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
      hsts: false,
    });
    app.addHook('onRequest', async (req, reply) => {
      if (isApiRequest(req)) reply.helmet();
    });
  },
  { name: 'api-security-headers', fastify: '5.x' },
);
