import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { REASONS_FOR_OPERATORS, isOperator } from './operatorView.ts';
import { serviceHealth } from './serviceHealth.ts';

const Live = Type.Object({ status: Type.Literal('ok') }, { $id: 'Liveness', description: 'The process answers' });
const Ready = Type.Object(
  {
    status: Type.Union([Type.Literal('ready'), Type.Literal('unavailable')]),
    checks: Type.Optional(
      Type.Object(
        {
          postgres: Type.Boolean({ description: 'The read models answer a query' }),
          redis: Type.Boolean({ description: 'Redis answers a PING (true when no Redis is configured)' }),
          projector: Type.Boolean({ description: 'A projector runs (informative: reads are served without it)' }),
        },
        { description: 'Operators only (from this machine, or with Authorization: Bearer <METRICS_TOKEN>)' },
      ),
    ),
    degraded: Type.Array(Type.String(), {
      description: 'Why /health says degraded (the instance stays ready); in detail to operators only',
    }),
  },
  { $id: 'Readiness', description: 'Whether this instance can serve requests now' },
);
const probe = { rateLimit: false, credentials: 'ignored' } as const;

/**
 * Orchestrator probes, outside the rate limit and authentication: GET /health/live (200 while the
 * process answers; restart it when it does not) and GET /health/ready (200 when PostgreSQL and Redis
 * answer within a second or two, else 503 with Retry-After: take it out of the load balancer).
 * GET /health keeps the detailed figures (checkpoints, lag); both use serviceHealth().
 */
export const probeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health/live',
    {
      config: probe,
      schema: {
        tags: ['service'],
        summary: 'Liveness probe: 200 while the process answers',
        response: { 200: Live },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
  app.get(
    '/health/ready',
    {
      config: probe,
      schema: {
        tags: ['service'],
        summary: 'Readiness probe: 200 when PostgreSQL and Redis answer, else 503',
        response: { 200: Ready, 503: Ready },
      },
    },
    async (req, reply) => {
      const h = await serviceHealth(app.deps);
      const ok = h.postgres && h.redis;
      if (!ok) reply.header('retry-after', '5');
      const status = ok ? ('ready' as const) : ('unavailable' as const);
      if (!isOperator(req, app.deps.config.metricsToken))
        return reply.code(ok ? 200 : 503).send({ status, degraded: h.reasons.length ? [REASONS_FOR_OPERATORS] : [] });
      return reply.code(ok ? 200 : 503).send({
        status,
        checks: { postgres: h.postgres, redis: h.redis, projector: h.projector },
        degraded: h.reasons,
      });
    },
  );
};
