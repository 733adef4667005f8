import fp from 'fastify-plugin';
import { ApiError } from '../problem.ts';

/** Longest path parameter (bytes of one raw path segment) the router matches; a longer one is a 414 (errorHandler.ts). */
export const MAX_PARAM_LENGTH = 500;

/**
 * How long a client may take to send its whole request (Node's `requestTimeout`; Fastify's default, 0,
 * let a slow sender hold a connection for ever): past it, 408 and the connection closes. Node looks every
 * 30 s, so a stalled request is dropped 30-60 s after it began. Responses (NDJSON batches) are not bounded by it.
 */
export const REQUEST_TIMEOUT_MS = 30_000;
/** The headers' share of it (Node's `headersTimeout`, 60 s by default): Node enforces requestTimeout only when this is not longer. */
export const HEADERS_TIMEOUT_MS = 20_000;

/** Longest query string accepted (bytes of the raw URL after '?'); longer ones are a 400 problem+json. */
export const MAX_QUERY_LENGTH = 8192;

/**
 * Caps what a request may carry before any work is done: the query string here; the body by
 * Fastify's bodyLimit (app.ts, 1 MiB -> 413); headers and the request line by Node's
 * maxHeaderSize (16 KiB -> 431); a path segment by MAX_PARAM_LENGTH (-> 414); the time to send it all by
 * REQUEST_TIMEOUT_MS (-> 408); `limit` on every list by its route schema (max 500 -> 400).
 */
export const requestLimitsPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (req, _reply, done) => {
      const q = req.url.indexOf('?');
      if (q >= 0 && req.url.length - q - 1 > MAX_QUERY_LENGTH) {
        throw new ApiError('BAD_REQUEST', `the query string is longer than ${MAX_QUERY_LENGTH} characters`);
      }
      done();
    });
  },
  { name: 'request-limits', fastify: '5.x' },
);
