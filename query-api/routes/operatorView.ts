import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const digest = (s: string) => createHash('sha256').update(s).digest();
const LOOPBACK = /^(?:127\.|::1$|::ffff:127\.)/;

/**
 * Whether the caller may read the service's internals in /health and /health/ready (which dependency is
 * down, the reasons in detail): a client on this machine (the address after TRUST_PROXY), or one that
 * sends `Authorization: Bearer <METRICS_TOKEN>`. Anyone else gets the status and the projections'
 * progress only: which dependency is down tells an attacker when a door might be open (issue 33 row 1).
 */
export function isOperator(req: FastifyRequest, metricsToken: string | undefined): boolean {
  if (LOOPBACK.test(req.ip)) return true;
  if (!metricsToken) return false;
  const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
  return given !== undefined && timingSafeEqual(digest(given), digest(metricsToken));
}

/** What /health and /health/ready say instead of the reasons to a caller who is not an operator. */
export const REASONS_FOR_OPERATORS =
  'details for operators: from this machine, or with Authorization: Bearer <METRICS_TOKEN>';
