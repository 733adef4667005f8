import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { CookieSerializeOptions } from '@fastify/cookie';
import { sha256Hex } from '../../commands/accounts/secrets.ts';
import type { Redis } from '../../platform/connections.ts';
import { timeout } from '../plugins/counter.ts';

/** Browser sessions: a random token in an HttpOnly cookie; Redis keeps only its sha256 -> "account id, created ms". */
export const SESSION_COOKIE = 'taxonomy_session';
export const SESSION_TTL_MS = 7 * 24 * 3600_000;
export const SESSION_PATTERN = /^[0-9a-f]{64}$/;
const key = (prefix: string, token: string) => `${prefix}session:${sha256Hex(token)}`;

export async function createSession(redis: Redis | undefined, prefix: string, accountId: string): Promise<string> {
  if (!redis?.isReady) throw new Error('Redis is unavailable');
  const token = randomBytes(32).toString('hex');
  await timeout(redis.set(key(prefix, token), `${accountId} ${Date.now()}`, { PX: SESSION_TTL_MS }), 1000);
  return token;
}

/**
 * The session's account and creation instant (ms; 0 for a session stored before it was recorded), or
 * undefined when it expired or was signed out. Throws when Redis is unavailable.
 */
export async function findSession(
  redis: Redis | undefined,
  prefix: string,
  token: string,
): Promise<{ accountId: string; created: number } | undefined> {
  if (!redis?.isReady) throw new Error('Redis is unavailable');
  const value = (await timeout(redis.get(key(prefix, token)), 1000))?.toString();
  if (!value) return undefined;
  const [accountId, created] = value.split(' ');
  return { accountId, created: Number(created ?? 0) || 0 };
}

export async function deleteSession(redis: Redis | undefined, prefix: string, token: string): Promise<void> {
  if (redis?.isReady) await timeout(redis.del(key(prefix, token)), 1000);
}

const LOCAL = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** HttpOnly, SameSite=Lax, Secure unless the service is reached on localhost. */
export function sessionCookieOptions(req: FastifyRequest, maxAgeMs = SESSION_TTL_MS): CookieSerializeOptions {
  return {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: !LOCAL.has(req.hostname.toLowerCase()),
    maxAge: Math.floor(maxAgeMs / 1000),
  };
}
