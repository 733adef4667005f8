import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** A caller's X-Request-Id is kept when it is a plain token (letters, digits, `._:-`, up to 128). */
const ACCEPTED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify `genReqId`: the caller's X-Request-Id when it is a plain token (a proxy's or client's id
 * follows the request through), else a new UUID. Anything else (spaces, newlines, 200 characters) is
 * replaced, so an id never forges or breaks a log line.
 */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}

/** The request's id as `X-Request-Id` on every response (API, MCP, web app, errors and 404s alike). */
export const requestIdPlugin = fp(
  async (app) => {
    app.addHook('onRequest', (req, reply, done) => {
      reply.header('x-request-id', req.id);
      done();
    });
  },
  { name: 'request-id', fastify: '5.x' },
);
