import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditProvenance, globalStats } from '../../projections/stats/queries.ts';
import { CACHEABLE } from '../etag.ts';
import { ref, responses } from '../schemas.ts';

const tags = ['data'];

/** Totals across the read models, and provenance tiers and licences. */
export const dataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.pool;

  app.get(
    '/stats',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Totals: systems, nodes, leaves, equivalences (edges as ingested), countries, events, last ingestion',
        response: responses(ref('Stats')),
      },
    },
    async () => globalStats(db),
  );

  app.get(
    '/audit',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Provenance audit: systems and nodes per provenance tier, per licence and per kind',
        response: responses(ref('Audit')),
      },
    },
    async () => auditProvenance(db),
  );
};
