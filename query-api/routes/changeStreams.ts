import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../platform/db.ts';
import { listChanges, type ChangeQuery } from '../../projections/changes/queries.ts';
import { ApiError } from '../problem.ts';

/** How often an open stream looks for new changes, how often it says it is alive, how long it lasts. */
const POLL_MS = 1000;
const HEARTBEAT_MS = 15_000;
const STREAM_MAX_MS = 10 * 60_000;
/** Streams one process keeps open at once; more are refused (503) until one ends. */
const STREAMS_MAX = 200;

/**
 * The change feed as Server-Sent Events: each change an `event: change` with its cursor as `id`, a
 * comment line every 15 s of quiet, ended after ten minutes (EventSource reconnects with Last-Event-ID),
 * when the client leaves, or on `close` (the server shutting down).
 */
export function createChangeStreams(db: Queryable) {
  const open = new Set<PassThrough>();

  async function follow(q: ChangeQuery, out: PassThrough, live: () => boolean): Promise<void> {
    const until = Date.now() + STREAM_MAX_MS;
    let cursor = q.since;
    let quietSince = Date.now();
    out.write(`retry: ${POLL_MS * 3}\n\n`);
    while (live() && Date.now() < until) {
      const page = await listChanges(db, { ...q, since: cursor, limit: 200 });
      for (const item of page.items) out.write(`id: ${item.cursor}\nevent: change\ndata: ${JSON.stringify(item)}\n\n`);
      cursor = page.next_cursor;
      if (page.items.length) quietSince = Date.now();
      else if (Date.now() - quietSince >= HEARTBEAT_MS) {
        out.write(': still here\n\n');
        quietSince = Date.now();
      }
      if (!page.has_more) await new Promise((r) => setTimeout(r, POLL_MS));
    }
  }

  return {
    send(req: FastifyRequest, reply: FastifyReply, q: ChangeQuery): FastifyReply {
      if (open.size >= STREAMS_MAX)
        throw new ApiError(
          'SERVICE_UNAVAILABLE',
          'Too many open change streams: poll GET /api/v1/changes?since=<cursor> instead',
        );
      const out = new PassThrough();
      open.add(out);
      let live = true;
      const stop = () => {
        live = false;
        open.delete(out);
        out.end();
      };
      req.raw.once('close', stop);
      out.once('close', stop);
      void follow(q, out, () => live)
        .catch((err) => req.log.warn({ err }, 'change stream ended'))
        .finally(stop);
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no') // nginx: pass events on as they come
        .send(out);
    },
    close(): void {
      for (const s of open) s.end();
    },
  };
}
