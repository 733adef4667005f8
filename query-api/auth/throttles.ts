import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { normalizeIP } from '@fastify/rate-limit';
import { emailHash } from '../../commands/accounts/secrets.ts';
import { ApiError } from '../problem.ts';

const WINDOW_MS = 15 * 60_000;
/**
 * Attempts per 15 minutes, against password and link guessing and registration floods (on top of
 * the general rate limit). Login counts per (e-mail, address): ten wrong passwords from one address
 * lock that address out of that account only, never the owner signing in from another address.
 */
export const THROTTLES = {
  login: { perAddress: 30, perEmail: 10, emailPerAddress: true },
  magicLink: { perAddress: 10, perEmail: 5, emailPerAddress: false },
  register: { perAddress: 10, perEmail: 10, emailPerAddress: false },
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
  const byEmail = app.createRateLimit({
    max: limits.perEmail,
    timeWindow: WINDOW_MS,
    keyGenerator: (req) =>
      `${name}:email:${emails.get(req)}${limits.emailPerAddress ? `:ip:${normalizeIP(req.ip)}` : ''}`,
  });
  return async (req, reply, email) => {
    emails.set(req, emailHash(email));
    for (const [limiter, what] of [
      [byAddress, 'from this address'],
      [byEmail, limits.emailPerAddress ? 'for this e-mail from this address' : 'for this e-mail'],
    ] as const) {
      const r = await limiter(req);
      if (!r.isAllowed && r.isExceeded) {
        reply.header('retry-after', r.ttlInSeconds);
        const attempts = name === 'register' ? 'registrations' : 'sign-in attempts';
        throw new ApiError('RATE_LIMITED', `too many ${attempts} ${what}; retry in ${r.ttlInSeconds} s`);
      }
    }
  };
}
