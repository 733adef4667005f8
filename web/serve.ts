import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import type { Queryable } from '../platform/db.ts';
import { pageHead, type GuideText } from './pageHead.ts';
import { renderShell } from './shell.ts';
import { discoveryRoutes } from './discoveryRoutes.ts';
import { siteData } from './siteData.ts';
import { peopleGuides } from './peopleGuides.ts';

export const WEB_DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');

const NOT_APP = /^\/(?:api|mcp)(?:\/|$)/;

/** What the app needs and nothing more: same-origin scripts, styles, API calls; no inline script. */
const CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    fontSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    scriptSrcAttr: ["'none'"],
  },
};

/**
 * The built web app (web/dist) at `/`: hashed assets cached for a year, index.html for every app
 * route (history-API routing), security headers with a strict CSP. Routes under /api and /mcp are
 * never answered here. Registered after the API routes; encapsulated, so helmet applies only here.
 */
export interface WebOptions {
  dist?: string;
  /** The read model: page heads, statuses, sitemap and llms.txt are rendered from it. */
  db: Queryable;
  /** The guides the MCP server serves (for agents), shown at /guides after web/guides' (for people). */
  guides?: readonly GuideText[];
  /** The public origin of canonical links, the sitemap and llms.txt (platform/publicOrigin.ts), never the request's Host. */
  origin: string;
}

export const webApp: FastifyPluginAsync<WebOptions> = async (app, opts) => {
  const dist = opts.dist ?? WEB_DIST;
  // the guides for people first, then the MCP server's (written for agents)
  const guides: GuideText[] = [
    ...peopleGuides(),
    ...(opts.guides ?? []).map((g) => ({ ...g, audience: g.audience ?? ('agents' as const) })),
  ];
  const origin = () => opts.origin;
  let shell: { mtime: number; html: string } | undefined;
  const readShell = () => {
    const file = path.join(dist, 'index.html');
    const mtime = statSync(file).mtimeMs;
    if (shell?.mtime !== mtime) shell = { mtime, html: readFileSync(file, 'utf8') };
    return shell.html;
  };
  await app.register(helmet, { contentSecurityPolicy: CSP, crossOriginEmbedderPolicy: false, hsts: false });
  await app.register(fastifyStatic, { root: dist, serve: false, preCompressed: true, wildcard: false });

  await app.register(discoveryRoutes, { db: opts.db, guides, origin });

  /** The shell with this page's head (status 404 for unknown codes, systems, countries and pages). */
  const index = async (req: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const [head, site] = await Promise.all([pageHead(opts.db, pathname, guides), siteData(opts.db)]);
    const slug = /^\/guides(?:\/([^/]+))?\/?$/.exec(pathname);
    const data =
      slug && head.status === 200
        ? slug[1]
          ? guides.find((g) => g.slug === decodeSafe(slug[1]))
          : guides.map(({ slug, title, summary, audience }) => ({ slug, title, summary, audience }))
        : undefined;
    return reply
      .code(head.status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(renderShell(readShell(), head, opts.origin, data, site));
  };

  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const pathname = decodeSafe(req.url.split('?')[0]);
    if (pathname === null || NOT_APP.test(pathname)) return reply.callNotFound();
    if (!existsSync(path.join(dist, 'index.html'))) {
      return reply
        .code(503)
        .header('retry-after', '10')
        .type('text/html; charset=utf-8')
        .send(
          '<!doctype html><title>Web app not built</title><p>The web app is not built yet: run <code>npm run build:web</code> (or restart <code>taxonomy serve</code>, which builds it). The API is at <a href="/api/v1/docs">/api/v1</a>.</p>',
        );
    }
    const rel = path.normalize(pathname).replace(/^[/\\]+/, '');
    if (rel && !rel.startsWith('..') && rel !== 'index.html' && isFile(path.join(dist, rel))) {
      const hashed = rel.startsWith('assets/');
      return reply.sendFile(rel, hashed ? { maxAge: '365d', immutable: true } : { maxAge: '1h' });
    }
    if (/\.[a-z0-9]{1,8}$/i.test(pathname) && !pathname.startsWith('/explore/')) return reply.callNotFound();
    return index(req, reply, pathname);
  });
};

function decodeSafe(p: string): string | null {
  try {
    return decodeURIComponent(p);
  } catch {
    return null;
  }
}

function isFile(p: string): boolean {
  try {
    return statSync(p).isFile();
  } catch {
    return false;
  }
}
