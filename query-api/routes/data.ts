import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { auditProvenance, globalStats } from '../../read/stats/queries.ts';
import { Audit, Stats } from '../../read/stats/shapes.ts';
import { CACHEABLE } from '../etag.ts';
import { responses } from '../schemas.ts';

const tags = ['data'];

/** Totals across the read models, and provenance tiers and licences. */
export const dataRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const db = app.deps.reads; // replicas when DATABASE_READ_URL is set

  app.get(
    '/stats',
    {
      config: CACHEABLE,
      schema: {
        tags,
        summary: 'Totals: systems, nodes, leaves, equivalences (edges as ingested), countries, events, last ingestion',
        response: responses(Stats),
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
        summary:
          'Provenance audit: totals, and systems and nodes per provenance tier (with its meaning), licence and kind',
        response: responses(Audit),
      },
    },
    async () => auditProvenance(db),
  );
};
