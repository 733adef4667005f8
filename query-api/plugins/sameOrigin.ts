import fp from 'fastify-plugin';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../problem.ts';
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { isApiRequest } from './apiPaths.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery: a state change (any method but GET, HEAD, OPTIONS) that carries the
 * session cookie must come from this site: its `Origin` is PUBLIC_URL's origin or the request's own
 * origin (its scheme and `Host`). Without `Origin`, `Sec-Fetch-Site: same-origin` (or `none`: typed
 * by the user) is accepted (also with `Origin: null`); a cookie-carrying change with neither is refused, since browsers send
 * one of them on every such request. Routes that set a session (`config: { sameOrigin: 'always' }`:
 * login, register, the sign-in link, logout) are checked even without a cookie when the browser
 * says where the request came from (login CSRF). Refusal: 403 problem+json.
 */
export const sameOriginPlugin = fp(
  async (app) => {
    const publicOrigin = app.deps.config.publicUrl ? safeOrigin(app.deps.config.publicUrl) : undefined;
    app.addHook('onRequest', (req, _reply, done) => {
      if (SAFE.has(req.method) || !isApiRequest(req)) return done();
      const cookie = hasSessionCookie(req);
      if (!cookie && req.routeOptions.config?.sameOrigin !== 'always') return done();
      const verdict = judge(req, publicOrigin, cookie);
      if (verdict) throw new ApiError('FORBIDDEN', verdict);
      done();
    });
  },
  { name: 'same-origin', fastify: '5.x' },
);

/** Why the request is refused, or undefined when it comes from this site. */
function judge(req: FastifyRequest, publicOrigin: string | undefined, cookie: boolean): string | undefined {
  const origin = req.headers.origin;
  // "null": a privacy-sensitive context (e.g. a form under Referrer-Policy: no-referrer); the
  // browser's Sec-Fetch-Site, which no page can set, then says where it came from
  if (origin !== undefined && origin !== 'null') {
    const o = safeOrigin(origin);
    if (o !== undefined && (o === publicOrigin || o === hostOrigin(req))) return undefined;
    return `cross-site request refused: Origin ${JSON.stringify(origin.slice(0, 100))} is not this service's origin`;
  }
  const site = req.headers['sec-fetch-site'];
  if (site === 'same-origin' || site === 'none') return undefined;
  if (site !== undefined) return `cross-site request refused (Sec-Fetch-Site: ${String(site).slice(0, 20)})`;
  if (!cookie) return undefined; // an API client (no cookie, no browser headers)
  return 'a change made with the session cookie needs an Origin header from this site (browsers send it); API clients use a bearer token';
}

function hasSessionCookie(req: FastifyRequest): boolean {
  const header = req.headers.cookie;
  return header !== undefined && fastifyCookie.parse(header)[SESSION_COOKIE] !== undefined;
}

/**
 * This request's own origin: the scheme it arrived over (`X-Forwarded-Proto` only from a proxy named in
 * TRUST_PROXY) and its `Host` (so `localhost:80` and `http://localhost` agree). The scheme is part of the
 * origin: a page on `http://` (which anyone on the network can rewrite) is not the `https://` site
 * (issue 33 row 9: the Origin's own scheme was used, so `http://host` passed for `https://host`).
 */
function hostOrigin(req: FastifyRequest): string | undefined {
  const host = req.headers.host;
  return host ? safeOrigin(`${req.protocol}://${host}`) : undefined;
}

function safeOrigin(text: string): string | undefined {
  try {
    const u = new URL(text);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    sameOrigin?: 'always';
  }
}
