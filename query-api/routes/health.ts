import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { projectionStatus } from '../../projections/status.ts';

const Health = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('unavailable')]),
    event_store: Type.String(),
    head: Type.Integer(),
    projections: Type.Array(Type.Object({ name: Type.String(), checkpoint: Type.Integer(), lag: Type.Integer() })),
    dependencies: Type.Object({ postgres: Type.Boolean(), redis: Type.Boolean() }),
  },
  { $id: 'Health' },
);

/** GET /health: 200 when every dependency answers, 503 while one is down. */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['service'],
        summary: 'Readiness, projection checkpoints and lag',
        response: { 200: Health, 503: Health },
      },
      config: { rateLimit: false },
    },
    async (_req, reply) => {
      const { pool, store, redis } = app.deps;
      let postgres = true,
        redisOk = true;
      let status = { head: 0, projections: [] as { name: string; checkpoint: number; lag: number }[] };
      try {
        status = await withTimeout(projectionStatus(pool, store), 2000);
      } catch {
        postgres = false;
      }
      if (redis) {
        try {
          await withTimeout(redis.ping(), 1000);
        } catch {
          redisOk = false;
        }
      }
      const ok = postgres && redisOk;
      return reply.code(ok ? 200 : 503).send({
        status: ok ? 'ok' : 'unavailable',
        event_store: store.name,
        head: status.head,
        projections: status.projections,
        dependencies: { postgres, redis: redisOk },
      });
    },
  );
};

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return Promise.race([p, new Promise<T>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);
}
