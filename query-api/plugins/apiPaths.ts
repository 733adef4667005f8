import type { FastifyRequest } from 'fastify';

const API_PATH = /^\/(?:api|mcp)(?:\/|$)/;

/**
 * Requests the limiter, authentication and the API's security headers guard: the REST API and MCP
 * over HTTP (not the static web app). Decided from the route the router matched (it routes on the
 * percent-decoded path, so `/%61pi/v1/...` is an API route), never from the raw URL; a request that
 * matched no API route counts as one when its path, decoded and normalised (case, repeated or
 * encoded slashes, dot segments, trailing dots), starts with /api or /mcp: when in doubt, guard.
 */
export const isApiRequest = (req: FastifyRequest): boolean => {
  const route = req.routeOptions.url;
  if (route !== undefined && API_PATH.test(route)) return true;
  return API_PATH.test(normalisedPath(req.url));
};

/** The path of a raw request URL as a lenient server might read it: decoded until stable, lower case, no empty, `.` or `..` segments, no `;parameters`, no trailing dots or spaces. */
export function normalisedPath(url: string): string {
  let p = url.split(/[?#]/, 1)[0];
  for (let i = 0; i < 4 && p.includes('%'); i++) {
    try {
      const next = decodeURIComponent(p);
      if (next === p) break;
      p = next;
    } catch {
      break;
    }
  }
  const out: string[] = [];
  for (const raw of p.toLowerCase().split(/[/\\]+/)) {
    const seg = raw.split(';', 1)[0].replace(/[\s.\u0000-\u001f]+$/, '');
    if (raw === '..') out.pop();
    else if (seg !== '') out.push(seg);
  }
  return '/' + out.join('/');
}
