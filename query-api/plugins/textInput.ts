import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { findBadText } from '../../platform/textInput.ts';
import { ApiError } from '../problem.ts';
import { isApiRequest } from './apiPaths.ts';

/**
 * Every text input of the API is text: path parameters and query parameters (single line) and JSON
 * bodies (tab and line breaks allowed) with a control character or a lone surrogate are a 400
 * problem+json naming the parameter (so is a query parameter whose percent-encoding is not UTF-8);
 * path and query are checked before the rate limiter (bad input costs no budget), bodies once parsed, before validation or any query (PostgreSQL refuses NUL, and
 * such strings have no business in a code, a search or a key name). Routes that check their own
 * input say `config: { textInput: 'own' }` (MCP over HTTP: its tools check their arguments).
 */
export const textInputPlugin = fp(
  async (app) => {
    const refuse = (bad: { at: string; problem: string } | undefined) => {
      if (!bad) return;
      const where = bad.at ? `'${bad.at}'` : 'the input';
      throw new ApiError('BAD_REQUEST', `${where} ${bad.problem}`, bad.at ? { parameter: bad.at } : {});
    };
    const checked = (req: FastifyRequest) => isApiRequest(req) && req.routeOptions.config?.textInput !== 'own';
    // path and query: before the rate limiter (like the other caps), so bad input costs no budget
    app.addHook('onRequest', (req, _reply, done) => {
      if (checked(req)) refuse(undecodable(req.url) ?? findBadText(req.params, '') ?? findBadText(req.query, ''));
      done();
    });
    app.addHook('preValidation', (req, _reply, done) => {
      if (checked(req) && req.body !== undefined && req.body !== null)
        refuse(findBadText(req.body, typeof req.body === 'string' ? 'body' : '', true));
      done();
    });
  },
  { name: 'text-input', fastify: '5.x' },
);

/** A query parameter whose percent-encoding is not UTF-8 (the parser would hand on U+FFFD or the raw text). */
function undecodable(url: string): { at: string; problem: string } | undefined {
  const q = url.indexOf('?');
  if (q < 0) return undefined;
  for (const pair of url.slice(q + 1).split('&')) {
    const eq = pair.indexOf('=');
    const [name, value] = (eq < 0 ? [pair, ''] : [pair.slice(0, eq), pair.slice(eq + 1)]).map((s) =>
      s.replace(/\+/g, ' '),
    );
    for (const part of [name, value]) {
      try {
        decodeURIComponent(part);
      } catch {
        return { at: safeName(name), problem: 'is not valid percent-encoded UTF-8' };
      }
    }
  }
  return undefined;
}

const safeName = (name: string) => {
  try {
    return decodeURIComponent(name).replace(/[^\x20-\x7e]/g, '?');
  } catch {
    return name.replace(/[^\x20-\x7e]/g, '?');
  }
};

declare module 'fastify' {
  interface FastifyContextConfig {
    textInput?: 'own';
  }
}
