import fp from 'fastify-plugin';
import helmet from 'helmet';
import { isApiRequest } from './apiPaths.ts';

/**
 * Security headers (helmet) on the API and MCP responses. The API sends JSON plus one HTML page
 * (/api/v1/docs, inline styles only), so its CSP allows nothing else. The web app registers
 * @fastify/helmet with its own CSP for its routes (web/serve.ts). Cross-origin reads of the API are
 * allowed (CORS is open, so CORP says cross-origin); HSTS is left to the TLS-terminating proxy.
 * The middleware is built once: @fastify/helmet's `reply.helmet()` builds it again on every request
 * (parsing the CSP directives each time).
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const setHeaders = helmet({
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
      if (!isApiRequest(req)) return;
      await new Promise<void>((resolve, reject) =>
        setHeaders(req.raw, reply.raw, (err?: unknown) => (err ? reject(err) : resolve())),
      );
    });
  },
  { name: 'api-security-headers', fastify: '5.x' },
);
