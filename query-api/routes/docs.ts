import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ERRORS } from '../problem.ts';
import { CACHEABLE } from '../etag.ts';
import { renderDocs } from './docsPage.ts';

/** GET /docs: a self-contained HTML page rendered from the OpenAPI document and the error catalogue. */
export const docsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  let html: string | undefined;
  app.get(
    '/docs',
    {
      config: CACHEABLE,
      schema: {
        tags: ['meta'],
        summary:
          'Human-readable API documentation (HTML): every route, its parameters and responses, and the error catalogue',
        produces: ['text/html'],
        response: { 200: { description: 'HTML page', content: { 'text/html': { schema: Type.String() } } } },
      },
    },
    async (_req, reply) => {
      html ??= renderDocs(app.swagger() as any, ERRORS);
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );
};
