import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { listChanges, type ChangeQuery } from '../../projections/changes/queries.ts';
import { CHANGE_KINDS, CURSOR_PATTERN } from '../../projections/changes/kinds.ts';
import { ChangePage } from '../../projections/changes/shapes.ts';
import { choice } from '../../projections/vocabulary/schema.ts';
import { codeParam, limitParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { badRequest } from '../problem.ts';
import { createChangeStreams } from './changeStreams.ts';
import { problems } from '../schemas.ts';

const SINCE = `^(${CURSOR_PATTERN.slice(1, -1)}|now)$`;
/**
 * GET /changes: the change feed, as JSON pages (`since` = the last cursor seen) or, for
 * `Accept: text/event-stream`, as Server-Sent Events (each change an `event: change` whose `id` is its
 * cursor, so an EventSource resumes after a reconnect through Last-Event-ID). A stream ends after ten
 * minutes (the client reconnects), when the client leaves, or when the server closes.
 */
export const changeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads; // replicas when DATABASE_READ_URL is set
  const streams = createChangeStreams(db);
  app.addHook('onClose', async () => streams.close());

  app.get(
    '/changes',
    {
      schema: {
        tags: ['changes'],
        summary:
          'What changed in the catalog since a cursor: releases, codes, crosswalk edges (JSON pages or Server-Sent Events)',
        description:
          'Changes as users name them, oldest first: a release imported; a code added, retitled, redescribed, moved or retired ' +
          "(with its successors); a crosswalk imported; an edge added, removed or retyped. A system's or pair's first import is " +
          'one change (its codes are not listed). Keep `next_cursor` and pass it as `since`: cursors stay valid through rebuilds. ' +
          '`since=now` starts at the latest change. With `Accept: text/event-stream` the answer is a stream of `change` events ' +
          '(`id` = cursor; Last-Event-ID resumes), kept open up to ten minutes.',
        querystring: Type.Object({
          since: Type.Optional(
            Type.String({ pattern: SINCE, maxLength: 40, description: 'A cursor from an earlier answer, or `now`' }),
          ),
          limit: limitParam('changes'),
          system: Type.Optional(systemIdParam('Only changes of this system (an edge or a crosswalk: either end)')),
          code: Type.Optional(codeParam('With `system`: only changes of this code')),
          kind: Type.Optional(
            Type.Array(choice(CHANGE_KINDS), { maxItems: CHANGE_KINDS.length, description: 'Only these kinds' }),
          ),
        }),
        response: {
          200: {
            description: 'A page of changes (or, for Accept: text/event-stream, a stream of them)',
            content: {
              'application/json': { schema: ChangePage },
              'text/event-stream': {
                schema: Type.String({
                  description: 'Server-Sent Events: `event: change`, `id: <cursor>`, `data: <change as JSON>`',
                }),
              },
            },
          },
          ...problems(400, 503),
        },
      },
    },
    async (req, reply) => {
      const { since, limit, system, code, kind } = req.query;
      if (code && !system) throw badRequest('`code` needs `system`', 'code');
      const q: ChangeQuery = { since, limit, system, code, kind };
      if (!/text\/event-stream/.test(req.headers.accept ?? '')) {
        reply.header('cache-control', 'no-cache');
        return listChanges(db, q);
      }
      const resume = req.headers['last-event-id'];
      if (typeof resume === 'string' && new RegExp(CURSOR_PATTERN).test(resume)) q.since = resume;
      return streams.send(req, reply, q);
    },
  );
};
