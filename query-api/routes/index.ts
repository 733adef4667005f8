import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.ts';

/** Every route plugin under /api/v1. */
export const apiRoutes: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};
