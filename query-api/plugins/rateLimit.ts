import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../problem.ts';
import { credentialOf, dailyLimit, minuteLimit, rateKey, uncheckedCredential } from '../auth/credential.ts';
import { isApiRequest } from './apiPaths.ts';
import { createCounter, type Counter } from './counter.ts';
import { rateLimitStore } from './rateLimitStore.ts';

const span = (ms: number) =>
  ms % 86_400_000 === 0 ? `${ms / 86_400_000} d` : ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`;

/**
 * Rate limiting, first thing on every API request (onRequest, before authentication):
 * @fastify/rate-limit with a Redis store shared by every instance, keyed on the presented
 * credential's account (or the client address when anonymous or refused), with the tier's limit from
 * the key cache. The pro tier also has a daily cap. x-ratelimit-* headers on every response;
 * 429 problem+json with Retry-After. Routes opt out with `config: { rateLimit: false }`.
 */
export const rateLimitPlugin = fp(
  async (app) => {
    const { config, redis } = app.deps;
    const rates = config.rates;
    const counter = createCounter(redis, `${config.redisPrefix}rl:`);
    app.decorate('rateCounter', counter); // batches charge their items on the same counters (chargeItems.ts)
    await app.register(rateLimit, {
      global: false, // applied below by one app-wide hook, so 404s under /api are limited too
      store: rateLimitStore(counter),
      timeWindow: rates.windowMs,
      keyGenerator: async (req) => rateKey(await credentialOf(req), req.ip),
      max: async (req) => minuteLimit(await credentialOf(req), rates),
      errorResponseBuilder: (_req, ctx) =>
        new ApiError(
          'RATE_LIMITED',
          `rate limit of ${ctx.max} requests per ${span(rates.windowMs)} exceeded; retry in ${ctx.after}`,
        ),
    });
    const perWindow = app.rateLimit();
    const perDay = app.createRateLimit({
      timeWindow: rates.dailyWindowMs,
      keyGenerator: async (req) => `day:${rateKey(await credentialOf(req), req.ip)}`,
      max: async (req) => dailyLimit(await credentialOf(req), rates) ?? Number.MAX_SAFE_INTEGER,
    });

    async function dailyCap(req: FastifyRequest, reply: FastifyReply, max: number) {
      const r = await perDay(req);
      if (r.isAllowed) return;
      reply
        .header('x-ratelimit-daily-limit', max)
        .header('x-ratelimit-daily-remaining', r.remaining)
        .header('x-ratelimit-daily-reset', r.ttlInSeconds);
      if (!r.isExceeded) return;
      reply
        .header('x-ratelimit-limit', max)
        .header('x-ratelimit-remaining', 0)
        .header('x-ratelimit-reset', r.ttlInSeconds)
        .header('retry-after', r.ttlInSeconds);
      throw new ApiError(
        'RATE_LIMITED',
        `daily limit of ${max} requests per ${span(rates.dailyWindowMs)} exceeded; retry in ${r.ttlInSeconds} s`,
      );
    }

    app.addHook('onRequest', async (req, reply) => {
      if (!isApiRequest(req) || req.routeOptions.config?.rateLimit === false) return;
      // a credential that cannot be checked now is a 503 (authentication's answer), never counted
      // against the address's anonymous limit: a valid key would read "rate limit of 30 exceeded"
      const c = await credentialOf(req);
      if (c.kind === 'unavailable' && req.routeOptions.config?.credentials !== 'ignored')
        throw uncheckedCredential(req, reply, c);
      await perWindow.call(app, req, reply);
      const daily = dailyLimit(c, rates); // pro only: the other tiers skip the daily counter's call altogether
      if (daily !== undefined) await dailyCap(req, reply, daily);
    });
  },
  { name: 'rate-limit-tiers', fastify: '5.x' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The limiter's counters (Redis, else per instance while Redis does not answer). */
    rateCounter: Counter;
  }
}
