import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Queryable } from '../platform/db.ts';
import { llmsTxt, robotsTxt, sitemapFile, sitemapIndex } from './discovery.ts';
import type { GuideText } from './pageHead.ts';

/** GET /robots.txt, /sitemap.xml (an index), /sitemaps/{file}.xml and /llms.txt, cached an hour. */
export const discoveryRoutes: FastifyPluginAsync<{
  db: Queryable;
  guides: readonly GuideText[];
  origin: (req: FastifyRequest) => string;
}> = async (app, { db, guides, origin }) => {
  const hour = 'public, max-age=3600';
  const opts = { schema: { hide: true } };
  app.get('/robots.txt', opts, async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', hour)
      .send(robotsTxt(origin(req))),
  );
  app.get('/sitemap.xml', opts, async (req, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', hour)
      .send(await sitemapIndex(db, origin(req))),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', opts, async (req, reply) => {
    const m = /^(.{1,200})\.xml$/.exec(req.params.file);
    const body = m && (await sitemapFile(db, origin(req), m[1]));
    if (!body) return reply.callNotFound();
    return reply.type('application/xml; charset=utf-8').header('cache-control', hour).send(body);
  });
  app.get('/llms.txt', opts, async (req, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', hour)
      .send(await llmsTxt(db, origin(req), guides)),
  );
};
