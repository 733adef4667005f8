import type { FastifyPluginAsync } from 'fastify';
import { accountRoutes } from './accountRoutes.ts';
import { eraseRoute } from './eraseRoute.ts';
import { keyRoutes } from './keyRoutes.ts';
import { magicLinkRoutes } from './magicLinkRoutes.ts';

/** Every route under /api/v1/auth. */
export const authRoutes: FastifyPluginAsync = async (app) => {
  await app.register(accountRoutes);
  await app.register(keyRoutes);
  await app.register(eraseRoute);
  await app.register(magicLinkRoutes);
};
