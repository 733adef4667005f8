import fp from 'fastify-plugin';
import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../problem.ts';
import { createCounter } from './counter.ts';

const HEALTH_ROUTE = /^\/api\/v1\/health(?:\/|$)/;

/** CORS preflights and the health probes: answered outside the tiered limit, so they get one of their own. */
export const isProbe = (req: FastifyRequest) =>
  req.method === 'OPTIONS' || HEALTH_ROUTE.test(req.routeOptions.url ?? '');

/**
 * A separate, generous per-address limit (PROBE_RATE_LIMIT_PER_MINUTE, 600) on requests the tiered
 * limiter leaves alone: OPTIONS (answered by CORS before any route) and GET /health, /health/live,
 * /health/ready (no credential, never the anonymous tier: a load balancer probing every second stays
 * far below it). One counter increment each (Redis, else per instance). Registered before CORS, so a
 * flood of preflights or health checks gets a 429 problem with Retry-After instead of free work
 * (issue 33 row 9: both were unlimited).
 */
export const probeLimitPlugin = fp(
  async (app) => {
    const { config, redis } = app.deps;
    const counter = createCounter(redis, `${config.redisPrefix}rl:`);
    const max = config.rates.probes;
    async function limit(req: FastifyRequest, reply: FastifyReply) {
      const { current, ttl } = await counter.hit(`probe:${normalizeIP(req.ip)}`, config.rates.windowMs);
      if (current <= max) return;
      const after = Math.ceil(ttl / 1000);
      reply.header('retry-after', after);
      throw new ApiError(
        'RATE_LIMITED',
        `more than ${max} preflight and health requests a minute from this address; retry in ${after} s`,
      );
    }
    // callback style: every other request passes without a Promise of its own
    app.addHook('onRequest', (req, reply, done) => {
      if (!isProbe(req)) return done();
      limit(req, reply).then(() => done(), done);
    });
  },
  { name: 'probe-limit', fastify: '5.x' },
);
