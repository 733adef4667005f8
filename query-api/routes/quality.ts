import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { qualityReport } from '../../read/quality/queries.ts';
import { QualityReport } from '../../read/quality/shapes.ts';
import { limitParam, systemIdParam } from '../../projections/vocabulary/params.ts';
import { CACHEABLE } from '../etag.ts';
import { responses } from '../schemas.ts';

/** `GET /audit/quality`: the data-quality report (read/quality). */
export const qualityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads; // replicas when DATABASE_READ_URL is set
  app.get(
    '/audit/quality',
    {
      config: CACHEABLE,
      schema: {
        tags: ['data'],
        summary:
          'Data-quality report: duplicate sibling titles, level mismatches, total-like roots, odd and dangling edges',
        description:
          'Each check gives its total and its first `limit` findings, each naming its codes; `system` narrows the report to one system. ' +
          'Where official files are present (SOURCES_DIR, ../shared/sources), the served data is compared with them: official_title_differs, only_in_served, only_in_official, official_edge_contradicted, official_edge_missing. ' +
          'The report shrinks as official files are applied (`taxonomy ingest --official`).',
        querystring: Type.Object({ limit: limitParam('findings per check'), system: Type.Optional(systemIdParam()) }),
        response: responses(QualityReport),
      },
    },
    async (req) => qualityReport(db, req.query, await app.deps.officialReference?.()),
  );
};
