import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { weakEtag } from '../platform/weakEtag.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Public, cacheable GET: weak ETag, Cache-Control, 304 on If-None-Match. */ cacheable?: boolean;
  }
}

/** Route config for cacheable reads. */
export const CACHEABLE = { cacheable: true } as const;
export const CACHE_CONTROL = 'public, max-age=60';

function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = etag.slice(2);
  return header.split(',').some((t) => {
    const v = t.trim();
    return v === etag || v === opaque || v.slice(2) === opaque;
  });
}

function withEtag(req: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
  if (
    !reply.routeOptions.config?.cacheable ||
    (req.method !== 'GET' && req.method !== 'HEAD') ||
    reply.statusCode !== 200
  )
    return payload;
  if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  // encoded to UTF-8 once, here: the hash, the response cache (which keeps this Buffer) and the
  // socket then use the same bytes (a 44 KB translation was encoded three times)
  const body = typeof payload === 'string' ? Buffer.from(payload) : payload;
  // a route that knows its body's ETag (a stored translation answer) has set it already
  const etag = (reply.getHeader('etag') as string | undefined) ?? weakEtag(body);
  reply.header('etag', etag);
  if (!reply.hasHeader('cache-control')) reply.header('cache-control', CACHE_CONTROL);
  if (matches(req.headers['if-none-match'], etag)) {
    reply.code(304);
    reply.removeHeader('content-length');
    return '';
  }
  return body;
}

/** Installs the ETag/Cache-Control hook for routes whose config says `cacheable: true` (not encapsulated). */
export function installEtag(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => done(null, withEtag(req, reply, payload)));
}
