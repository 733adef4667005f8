import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.ts';
import { probeRoutes } from './probes.ts';
import { authRoutes } from '../auth/index.ts';
import { registerSchemas } from '../schemas.ts';
import { systemRoutes } from './systems.ts';
import { nodeRoutes } from './nodes.ts';
import { crosswalkRoutes } from './crosswalks.ts';
import { crosswalkExportRoutes } from './crosswalkExport.ts';
import { qualityRoutes } from './quality.ts';
import { countryRoutes } from './countries.ts';
import { dataRoutes } from './data.ts';
import { docsRoutes } from './docs.ts';
import { classifyRoutes } from './classify.ts';
import { searchRoutes } from './search.ts';
import { batchRoutes } from './batch.ts';
import { editionRoutes } from './editions.ts';
import { releaseRoutes } from './releases.ts';
import { reconcileRoutes } from './reconcile.ts';
import { changeRoutes } from './changes.ts';
import { downloadRoutes } from './downloads.ts';
import { watchRoutes } from './watches.ts';

/** Every route plugin under /api/v1. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  registerSchemas(app);
  await app.register(healthRoutes);
  await app.register(probeRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  for (const routes of [
    systemRoutes,
    nodeRoutes,
    crosswalkRoutes,
    crosswalkExportRoutes,
    qualityRoutes,
    countryRoutes,
    dataRoutes,
    docsRoutes,
    classifyRoutes,
    searchRoutes,
    batchRoutes,
    editionRoutes,
    releaseRoutes,
    reconcileRoutes,
    changeRoutes,
    downloadRoutes,
    watchRoutes,
  ])
    await app.register(routes);
  app.get(
    '/openapi.json',
    {
      schema: {
        tags: ['meta'],
        summary: 'This API as an OpenAPI 3.1 document',
        response: { 200: { type: 'object', additionalProperties: true } },
      },
    },
    async () => app.swagger(),
  );
};
