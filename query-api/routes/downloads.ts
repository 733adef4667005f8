import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { downloadsBuilding } from '../../projections/downloads/build.ts';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { downloadBytes, downloadFile, listDownloads } from '../../projections/downloads/queries.ts';
import { DownloadList } from '../../projections/downloads/shapes.ts';
import { choice } from '../../projections/vocabulary/schema.ts';
import { limitParam, offsetParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { ApiError } from '../problem.ts';
import { problems } from '../schemas.ts';

/** How long GET /downloads waits for the first dump of a deployment while it is being built. */
const FIRST_BUILD_WAIT_MS = 15_000;

/** `bytes=a-b`, `bytes=a-`, `bytes=-n` against `size`: the inclusive range, 'unsatisfiable', or null (serve it all). */
export function byteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null {
  const m = /^bytes=(\d*)-(\d*)$/.exec((header ?? '').trim());
  if (!m || (m[1] === '' && m[2] === '')) return null; // absent, malformed or several ranges: the whole file
  if (m[1] === '') {
    const n = Number(m[2]);
    return n === 0 || size === 0 ? 'unsatisfiable' : { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start >= size || end < start ? 'unsatisfiable' : { start, end };
}

/** GET /downloads and /downloads/{version}/{file}: the versioned dumps, and one file's bytes with validators and ranges. */
export const downloadRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads; // replicas when DATABASE_READ_URL is set
  const tags = ['downloads'];

  app.get(
    '/downloads',
    {
      schema: {
        tags,
        summary: 'Bulk downloads: the whole graph as a bundle, a CSV per system, SSSOM per system pair',
        description:
          'Built in the background after each change of the catalog, the crosswalks or the countries, from one snapshot. ' +
          'The bundle (systems.jsonl, nodes.jsonl.gz, equivalences.jsonl.gz, countries.jsonl) is what `taxonomy ingest <dir>` ' +
          'reads and `taxonomy export` writes, byte for byte. Each file has its size and sha256; its url answers Range requests.',
        querystring: Type.Object({
          kind: Type.Optional(choice(['bundle', 'csv', 'sssom'] as const, { description: 'Only files of this kind' })),
          system: Type.Optional(systemIdParam('Only files of this system (SSSOM: either side)')),
          limit: limitParam('files'),
          offset: offsetParam(),
        }),
        response: { 200: DownloadList, ...problems(400) },
      },
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-cache');
      // a fresh deployment's first dump is being built: wait for it a little rather than answer an empty list
      let res = await listDownloads(db, req.query);
      for (
        let waited = 0;
        res.version === null && waited < FIRST_BUILD_WAIT_MS && (await downloadsBuilding(db));
        waited += 250
      ) {
        await sleep(250);
        res = await listDownloads(db, req.query);
      }
      return res;
    },
  );

  app.get(
    '/downloads/:version/:file',
    {
      compress: false, // byte ranges are of the stored bytes
      schema: {
        tags,
        summary: 'One file of a dump (Range requests: 206; ETag and Last-Modified: 304)',
        params: Type.Object({
          version: Type.String({ pattern: '^v[0-9a-f]{12}$', description: 'The dump version from GET /downloads' }),
          file: Type.String({ pattern: '^[a-z0-9_.~-]{1,200}$', description: 'The file name from GET /downloads' }),
        }),
        response: {
          200: {
            description: 'The whole file',
            content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
          },
          206: {
            description: 'The range asked for',
            content: { 'application/octet-stream': { schema: Type.String({ format: 'binary' }) } },
          },
          304: { description: 'Not modified (If-None-Match)', type: 'null' },
          416: { description: 'Range not satisfiable', type: 'null' },
          ...problems(400, 404),
        },
      },
    },
    async (req, reply) => {
      const { version, file } = req.params;
      const f = await downloadFile(db, version, file);
      if (!f)
        throw new ApiError(
          'NOT_FOUND_ROUTE',
          `No file ${file} in dump ${version} (older dumps are dropped): GET /api/v1/downloads lists the current one`,
        );
      return sendFile(reply, req.headers, version, f);
    },
  );

  function sendFile(
    reply: FastifyReply,
    headers: Record<string, string | string[] | undefined>,
    version: string,
    f: { name: string; media_type: string; size: number; sha256: string; built_at: Date },
  ) {
    const etag = `"${f.sha256}"`;
    reply
      .header('etag', etag)
      .header('last-modified', f.built_at.toUTCString())
      .header('accept-ranges', 'bytes')
      .header('cache-control', 'public, max-age=86400, immutable')
      .header('content-disposition', `attachment; filename="${f.name}"`)
      .type(f.media_type);
    const inm = headers['if-none-match'];
    if (typeof inm === 'string' && inm.split(',').some((t) => t.trim() === etag || t.trim() === '*'))
      return reply.code(304).send();
    const ifRange = headers['if-range'];
    const rangeHeader =
      typeof ifRange === 'string' && ifRange !== etag ? undefined : (headers.range as string | undefined);
    const range = byteRange(rangeHeader, f.size);
    if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${f.size}`).send();
    const { start, end } = range ?? { start: 0, end: f.size - 1 };
    if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${f.size}`);
    reply.header('content-length', end - start + 1);
    return reply.send(f.size === 0 ? '' : Readable.from(downloadBytes(db, version, f.name, start, end)));
  }
};
