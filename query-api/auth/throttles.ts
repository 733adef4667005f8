import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { emailLookupId } from '../../commands/accounts/emailLookup.ts';
import { ApiError } from '../problem.ts';

const WINDOW_MS = 15 * 60_000;
/**
 * Attempts per 15 minutes, against password and link guessing and registration floods (on top of
 * the general rate limit). Login counts attempts per address only here; wrong passwords lock per
 * (e-mail, address) with a growing backoff (`loginBackoff.ts`), never the owner at another address.
 */
export const THROTTLES: Record<'login' | 'magicLink' | 'register', { perAddress: number; perEmail?: number }> = {
  login: { perAddress: 30 },
  magicLink: { perAddress: 10, perEmail: 5 },
  register: { perAddress: 10, perEmail: 10 },
};

type Guard = (req: FastifyRequest, reply: FastifyReply, email: string) => Promise<void>;

/** Per-address and per-e-mail counters for one sign-in route, in the rate limiter's shared store. */
export function createThrottle(app: FastifyInstance, name: keyof typeof THROTTLES): Guard {
  const limits = THROTTLES[name];
  const emails = new WeakMap<FastifyRequest, string>();
  const byAddress = app.createRateLimit({
    max: limits.perAddress,
    timeWindow: WINDOW_MS,
    keyGenerator: (req) => `${name}:ip:${normalizeIP(req.ip)}`,
  });
  const byEmail =
    limits.perEmail === undefined
      ? undefined
      : app.createRateLimit({
          max: limits.perEmail,
          timeWindow: WINDOW_MS,
          keyGenerator: (req) => `${name}:email:${emails.get(req)}`,
        });
  return async (req, reply, email) => {
    emails.set(req, emailLookupId(app.deps.config, email)); // an HMAC: Redis never holds the address
    const limiters: [typeof byAddress, string][] = [[byAddress, 'from this address']];
    if (byEmail) limiters.push([byEmail, 'for this e-mail']);
    for (const [limiter, what] of limiters) {
      const r = await limiter(req);
      if (!r.isAllowed && r.isExceeded) {
        reply.header('retry-after', r.ttlInSeconds);
        const attempts = name === 'register' ? 'registrations' : 'sign-in attempts';
        throw new ApiError('RATE_LIMITED', `too many ${attempts} ${what}; retry in ${r.ttlInSeconds} s`);
      }
    }
  };
}
