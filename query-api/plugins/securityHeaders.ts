import type { ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { isApiRequest } from './apiPaths.ts';

/** One header helmet sets (name as helmet spells it, value), or one it removes (value undefined). */
type HeaderStep = [name: string, value: string | undefined];

/**
 * What a helmet middleware does to a response, recorded once: its options here depend on nothing in the
 * request (no nonces, no functions), so every API response gets the same headers in the same order.
 */
function recordHeaders(middleware: ReturnType<typeof helmet>): HeaderStep[] {
  const steps: HeaderStep[] = [];
  const recorder = {
    setHeader: (name: string, value: string) => void steps.push([name, value]),
    removeHeader: (name: string) => void steps.push([name, undefined]),
  };
  let done = false;
  middleware({} as never, recorder as never, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously');
  return steps;
}

/**
 * Security headers (helmet) on the API and MCP responses. The API sends JSON plus one HTML page
 * (/api/v1/docs, inline styles only), so its CSP allows nothing else. The web app registers
 * @fastify/helmet with its own CSP for its routes (web/serve.ts). Cross-origin reads of the API are
 * allowed (CORS is open, so CORP says cross-origin); HSTS is left to the TLS-terminating proxy.
 * helmet's middleware runs once, at start-up, and what it set is replayed on each response (the same
 * names, values and order): running its dozen middlewares per request through a Promise cost every
 * look-up ~2.5 µs of CPU (docs/measurements/history.md, "Uncached look-ups: the route around the query").
 */
export const securityHeadersPlugin = fp(
  async (app) => {
    const steps = recordHeaders(
      helmet({
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
      }),
    );
    const apply = (res: ServerResponse) => {
      for (const [name, value] of steps) {
        if (value === undefined) res.removeHeader(name);
        else res.setHeader(name, value);
      }
    };
    app.addHook('onRequest', (req, reply, done) => {
      if (isApiRequest(req)) apply(reply.raw);
      done();
    });
  },
  { name: 'api-security-headers', fastify: '5.x' },
);
