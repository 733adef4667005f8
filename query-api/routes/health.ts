import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { REASONS_FOR_OPERATORS, isOperator } from './operatorView.ts';
import { serviceHealth } from './serviceHealth.ts';

const Health = Type.Object(
  {
    status: Type.Union([Type.Literal('ok'), Type.Literal('degraded'), Type.Literal('unavailable')], {
      description:
        'ok; degraded (lookups answer, but no projector runs or a projection is more than HEALTH_MAX_LAG events behind: see reasons); unavailable (a dependency is down: 503)',
    }),
    reasons: Type.Array(Type.String(), {
      description:
        'Why the status is not ok; in detail to operators only (from this machine, or with Authorization: Bearer <METRICS_TOKEN>)',
    }),
    event_store: Type.Optional(Type.String({ description: 'Operators only' })),
    head: Type.Integer(),
    projections: Type.Array(Type.Object({ name: Type.String(), checkpoint: Type.Integer(), lag: Type.Integer() })),
    dependencies: Type.Optional(
      Type.Object(
        {
          postgres: Type.Boolean(),
          redis: Type.Boolean(),
          projector: Type.Boolean({
            description: 'A projector holds its lock on this database and its heartbeat is fresh',
          }),
        },
        { description: 'Operators only' },
      ),
    ),
  },
  { $id: 'Health' },
);

/**
 * GET /health: 200 ok or degraded (with the reasons) while reads answer, 503 while a dependency is down.
 * Which dependency and why only for operators (operatorView.ts); everyone gets the status and progress.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['service'],
        summary: 'Status (ok, degraded with reasons, unavailable), projection checkpoints and lag',
        response: { 200: Health, 503: Health },
      },
      config: { rateLimit: false, credentials: 'ignored' }, // its own limit (plugins/probeLimit.ts)
    },
    async (req, reply) => {
      const h = await serviceHealth(app.deps);
      const operator = isOperator(req, app.deps.config.metricsToken);
      const up = h.postgres && h.redis;
      const reasons = [
        ...(h.postgres ? [] : ['PostgreSQL does not answer']),
        ...(h.redis ? [] : ['Redis does not answer']),
        ...h.reasons,
      ];
      const status = !up ? 'unavailable' : reasons.length ? 'degraded' : 'ok';
      if (!operator)
        return reply.code(up ? 200 : 503).send({
          status,
          reasons: reasons.length ? [REASONS_FOR_OPERATORS] : [],
          head: h.head,
          projections: h.projections,
        });
      return reply.code(up ? 200 : 503).send({
        status,
        reasons,
        event_store: app.deps.store.name,
        head: h.head,
        projections: h.projections,
        dependencies: { postgres: h.postgres, redis: h.redis, projector: h.projector },
      });
    },
  );
};
