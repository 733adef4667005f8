import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';

export const WEB_DIST = path.join(path.dirname(fileURLToPath(import.meta.url)), 'dist');

/** Paths the single-page app answers (200); any other page path gets the app's "not found" page with a 404. */
const APP_ROUTES = /^\/(?:explore(?:\/.*)?|systems(?:\/[^/]+)?|classify|login|developers\/keys)?\/?$/;
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
export const webApp: FastifyPluginAsync<{ dist?: string }> = async (app, opts) => {
  const dist = opts.dist ?? WEB_DIST;
  await app.register(helmet, { contentSecurityPolicy: CSP, crossOriginEmbedderPolicy: false, hsts: false });
  await app.register(fastifyStatic, { root: dist, serve: false, preCompressed: true, wildcard: false });

  const index = (reply: FastifyReply, status: number) =>
    reply.code(status).header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });

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
    return index(reply, APP_ROUTES.test(pathname) ? 200 : 404);
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
