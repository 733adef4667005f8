import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import type { ApiDeps } from './deps.ts';
import { completeDeps } from './deps.ts';
import { installErrorHandling } from './errorHandler.ts';
import { installEtag } from './etag.ts';
import { frameworkErrors, polishOpenapi } from './openapiPolish.ts';
import { documentGuards } from './openapiGuards.ts';
import { nameOperation } from './operationIds.ts';
import { apiRoutes } from './routes/index.ts';
import { rateLimitPlugin } from './plugins/rateLimit.ts';
import { probeLimitPlugin } from './plugins/probeLimit.ts';
import { authenticatePlugin } from './plugins/authenticate.ts';
import { sameOriginPlugin } from './plugins/sameOrigin.ts';
import {
  HEADERS_TIMEOUT_MS,
  MAX_PARAM_LENGTH,
  REQUEST_TIMEOUT_MS,
  requestLimitsPlugin,
} from './plugins/requestLimits.ts';
import { securityHeadersPlugin } from './plugins/securityHeaders.ts';
import { textInputPlugin } from './plugins/textInput.ts';
import { responseCachePlugin } from './plugins/responseCache.ts';
import { requestIdOf, requestIdPlugin } from './plugins/requestId.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { DISCLAIMER } from '../projections/disclaimer.ts';
import { packageVersion } from '../platform/version.ts';

/**
 * Response headers a browser script on another origin may read (Access-Control-Expose-Headers): the
 * validators, the limits and when to retry, the request id to quote in a report, range answers of the
 * downloads. Content-Type, Content-Language, Last-Modified and the like are readable without this.
 */
export const EXPOSED_HEADERS = [
  'ETag',
  'X-RateLimit-Limit',
  'X-RateLimit-Remaining',
  'X-RateLimit-Reset',
  'X-RateLimit-Daily-Limit',
  'X-RateLimit-Daily-Remaining',
  'X-RateLimit-Daily-Reset',
  'Retry-After',
  'X-Request-Id',
  'X-Data-Disclaimer',
  'Accept-Ranges',
  'Content-Range',
  'Link',
];

export interface BuildOptions {
  logger?: boolean | object;
  /** A ready logger (the process's JSON logger); wins over `logger`. */
  loggerInstance?: FastifyBaseLogger;
}

/**
 * Builds the REST door (no listen): error handling, the guards every door shares (security headers,
 * rate limit, authentication, response cache: root-level hooks), OpenAPI and the routes under /api/v1.
 * The composition root (cli/httpServer.ts) mounts MCP over HTTP and the web app beside it.
 */
export async function buildApp(deps: ApiDeps, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    ...(opts.loggerInstance ? { loggerInstance: opts.loggerInstance } : { logger: opts.logger ?? false }),
    genReqId: requestIdOf, // X-Request-Id: the caller's plain token, else a UUID
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'request_id' }),
    trustProxy: deps.config.trustProxy ? deps.config.trustProxy.split(',').map((s) => s.trim()) : false,
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH }, // longer: 414 (errorHandler.ts)
    requestTimeout: REQUEST_TIMEOUT_MS, // a client sending slowly cannot hold a connection for ever
    frameworkErrors,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>() as unknown as FastifyInstance;
  app.server.headersTimeout = HEADERS_TIMEOUT_MS; // not longer than requestTimeout, or Node never applies that
  // the adapters every route and MCP over HTTP share, built here once (none is built in a route file)
  const complete = completeDeps(deps, app.log);
  if (!deps.search)
    app.addHook('onClose', async () => {
      await complete.search.close?.();
    });
  app.decorate('deps', complete);
  app.addHook('onRoute', documentGuards); // 401/429/503 in the response schemas of the routes registered below
  app.addHook('onRoute', nameOperation); // their operationIds (operationIds.ts)
  installErrorHandling(app);
  installEtag(app);
  await app.register(requestIdPlugin); // X-Request-Id on every response
  await app.register(metricsPlugin); // GET /metrics (METRICS_TOKEN) and per-route request figures
  app.addHook('onSend', (_req, reply, _payload, done) => {
    reply.header('x-data-disclaimer', DISCLAIMER);
    done();
  });
  await app.register(probeLimitPlugin); // OPTIONS and /health*: their own generous per-address limit, before CORS answers
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'POST', 'DELETE', 'OPTIONS'],
    strictPreflight: false,
    exposedHeaders: EXPOSED_HEADERS.join(', '), // the header's value, joined once rather than on every response
  }); // a bare OPTIONS gets 204, not a text/plain 400
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Classification knowledge graph API',
        version: packageVersion(),
        description: `Systems, codes, hierarchies and crosswalks. ${DISCLAIMER}\n\nKeys, tiers, limit headers and errors: [the guide](/api/v1/docs/guide).`,
        contact: { name: 'Classification knowledge graph service (see /api/v1/docs/guide)' },
        license: { name: "MIT (the software; each system keeps its publisher's licence)", identifier: 'MIT' },
      },
      servers: [{ url: '/' }],
    },
    transformObject: polishOpenapi,
    refResolver: {
      buildLocalReference: (json: any, _base: unknown, _frag: unknown, i: number) => json.$id || `def-${i}`,
    },
  });
  await app.register(securityHeadersPlugin); // helmet headers on API/MCP responses (the web app sets its own)
  await app.register(requestLimitsPlugin); // over-long query strings: 400 before any other work
  await app.register(textInputPlugin); // control characters and lone surrogates in any text input: 400, before the limiter
  await app.register(rateLimitPlugin); // onRequest on every /api and /mcp request: rate limit first,
  await app.register(sameOriginPlugin); // state changes with the session cookie come from this site (Origin), else 403
  await app.register(authenticatePlugin); // then authentication (401/503 for refused credentials)
  await app.register(responseCachePlugin); // public reads answered from memory for one version of the read models
  await app.register(compressionPlugin); // br/gzip on every route registered from here on
  await app.register(apiRoutes, { prefix: '/api/v1' });
  return app;
}
