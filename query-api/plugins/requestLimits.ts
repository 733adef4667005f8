import fp from 'fastify-plugin';
import { ApiError } from '../problem.ts';

/** Longest query string accepted (bytes of the raw URL after '?'); longer ones are a 400 problem+json. */
export const MAX_QUERY_LENGTH = 8192;

/**
 * Caps what a request may carry before any work is done: the query string here; the body by
 * Fastify's bodyLimit (app.ts, 1 MiB -> 413); headers and the request line by Node's
 * maxHeaderSize (16 KiB -> 431); `limit` on every list by its route schema (max 500 -> 400).
 */
export const requestLimitsPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (req) => {
      const q = req.url.indexOf('?');
      if (q >= 0 && req.url.length - q - 1 > MAX_QUERY_LENGTH) {
        throw new ApiError('BAD_REQUEST', `the query string is longer than ${MAX_QUERY_LENGTH} characters`);
      }
    });
  },
  { name: 'request-limits', fastify: '5.x' },
);
