import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { systemExists } from '../../projections/catalog/queries.ts';
import { exportPair, PAIR_FORMATS } from '../../projections/equivalences/pairExport.ts';
import { systemIdParam } from '../../projections/vocabulary/params.ts';
import { CACHEABLE } from '../etag.ts';
import { badRequest } from '../problem.ts';
import { problems } from '../schemas.ts';
import { systemNotFound } from './notFound.ts';
import type { Queryable } from '../../platform/db.ts';
import { publicOrigin } from '../../platform/publicOrigin.ts';

/** A system pair's crosswalk as SSSOM TSV (`/crosswalks/{a}/{b}.sssom.tsv`), SKOS Turtle (`{b}.ttl`) or CSV with labels (`{b}.csv`). */
export const crosswalkExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db: Queryable = app.deps.reads; // replicas when DATABASE_READ_URL is set
  app.get(
    '/crosswalks/:a/:file',
    {
      config: CACHEABLE,
      schema: {
        tags: ['crosswalks'],
        summary:
          'A system pair as SSSOM TSV ({b}.sssom.tsv), SKOS Turtle ({b}.ttl) or CSV with the labels of both ends ({b}.csv)',
        description:
          'Every edge between a and b, read from a (broad/narrow inverted for edges stored from b), official edges first. ' +
          'SSSOM: a YAML metadata block (`#` lines), then subject_id, predicate_id (SKOS), object_id and mapping_justification from provenance ' +
          '(official: semapv:ManualMappingCuration, curated bundle: semapv:UnspecifiedMatching, derived: semapv:MappingChaining).',
        params: Type.Object({
          a: systemIdParam(),
          file: Type.String({
            pattern: '^[a-z0-9_]+\\.(sssom\\.tsv|ttl|csv)$',
            maxLength: 80,
            description: '`{b}.sssom.tsv`, `{b}.ttl` or `{b}.csv`',
          }),
        }),
        response: { 200: Type.String({ description: 'SSSOM TSV or Turtle text' }), ...problems(400, 404) },
      },
    },
    async (req, reply) => {
      const format = req.params.file.endsWith(PAIR_FORMATS.ttl.suffix)
        ? 'ttl'
        : req.params.file.endsWith(PAIR_FORMATS.csv.suffix)
          ? 'csv'
          : 'sssom';
      const b = req.params.file.slice(0, -PAIR_FORMATS[format].suffix.length);
      const { a } = req.params;
      if (a === b) throw badRequest('a and b must be two different systems');
      for (const [s, name] of [
        [a, 'a'],
        [b, 'b'],
      ] as const)
        if (!(await systemExists(db, s))) throw await systemNotFound(db, s, name);
      const base = `${publicOrigin(app.deps.config)}/api/v1`; // never the Host header: the file is cached
      reply.type(PAIR_FORMATS[format].mediaType);
      return exportPair(db, a, b, format, base);
    },
  );
};
