import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const NDJSON = 'application/x-ndjson';

/** True when the caller asked for newline-delimited JSON (`accept: application/x-ndjson`). */
export const wantsNdjson = (req: FastifyRequest): boolean => (req.headers.accept ?? '').includes(NDJSON);

/** Sends each item as one JSON line as soon as it is ready (a failure mid-stream ends the stream). */
export function sendNdjson<T>(reply: FastifyReply, items: AsyncIterable<T> | Iterable<T>): FastifyReply {
  async function* lines() {
    for await (const item of items) yield JSON.stringify(item) + '\n';
  }
  return reply.type(NDJSON).send(Readable.from(lines()));
}
