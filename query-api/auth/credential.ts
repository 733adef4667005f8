import type { FastifyReply, FastifyRequest } from 'fastify';
import { fastifyCookie } from '@fastify/cookie';
import { normalizeIP } from '@fastify/rate-limit';
import type { Tier } from '../../commands/accounts/events.ts';
import { API_KEY_PATTERN, sha256Hex } from '../../commands/accounts/secrets.ts';
import type { Config } from '../../platform/config.ts';
import { lookupAccount, lookupKey } from '../../projections/keyCache/lookup.ts';
import { timeout } from '../plugins/counter.ts';
import { ApiError } from '../problem.ts';
import { verifyAccessToken } from './jwt.ts';
import { SESSION_COOKIE, SESSION_PATTERN, findSession } from './sessions.ts';

/** What a request presented, resolved once per request (the rate limiter and authentication share it). */
export type Credential =
  | { kind: 'anonymous' }
  | { kind: 'key'; accountId: string; keyId: string; tier: Tier; budget?: string }
  | {
      kind: 'account';
      accountId: string;
      tier: Tier;
      via: 'jwt' | 'session';
      /** An unverified account's shared rate budget (registrationBudget.ts). */
      budget?: string;
      session?: string;
      /** When the token or session was issued (ms): account commands check it on the account's stream. */
      signedInAt: number;
    }
  | { kind: 'invalid'; detail: string; clearCookie?: boolean } // -> 401, never anonymous
  | { kind: 'unavailable'; detail: string; cause?: string }; // -> 503: cannot check it (Redis down); cause for the log

const JWT_SHAPE = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;
const LOOKUP_TIMEOUT_MS = 1000;
const resolved = new WeakMap<FastifyRequest, Promise<Credential>>();

export function credentialOf(req: FastifyRequest): Promise<Credential> {
  let c = resolved.get(req);
  if (!c) {
    c = resolve(req);
    resolved.set(req, c);
  }
  return c;
}

async function resolve(req: FastifyRequest): Promise<Credential> {
  const { config, redis } = req.server.deps;
  const header = req.headers.authorization;
  if (header !== undefined) {
    const m = /^Bearer +(\S+) *$/i.exec(header);
    if (!m) return { kind: 'invalid', detail: 'the Authorization header must be "Bearer <API key or token>"' };
    const token = m[1];
    if (API_KEY_PATTERN.test(token)) return keyCredential(config, redis, token);
    if (JWT_SHAPE.test(token)) return tokenCredential(config, redis, token);
    return { kind: 'invalid', detail: 'the bearer credential is neither an API key (txg_ + 32 hex) nor a token' };
  }
  const cookie = req.headers.cookie ? fastifyCookie.parse(req.headers.cookie)[SESSION_COOKIE] : undefined;
  if (cookie !== undefined) return sessionCredential(config, redis, cookie);
  return { kind: 'anonymous' };
}

async function keyCredential(
  config: Config,
  redis: FastifyRequest['server']['deps']['redis'],
  key: string,
): Promise<Credential> {
  const keyHash = sha256Hex(key);
  const unavailable = (cause: string) => ({ kind: 'unavailable' as const, detail: KEYS_UNCHECKED, cause });
  if (!redis?.isReady) return unavailable('Redis is not ready (circuit open or not connected)');
  let entry;
  try {
    entry = await timeout(lookupKey(redis, config.redisPrefix, keyHash), LOOKUP_TIMEOUT_MS);
  } catch (err) {
    return unavailable((err as Error).message);
  }
  if (!entry) return { kind: 'invalid', detail: 'unknown API key' };
  if (entry.status !== 'active') return { kind: 'invalid', detail: 'this API key has been revoked' };
  return { kind: 'key', accountId: entry.account, keyId: entry.keyId, tier: entry.tier, budget: entry.budget };
}

async function tokenCredential(
  config: Config,
  redis: FastifyRequest['server']['deps']['redis'],
  token: string,
): Promise<Credential> {
  const v = await verifyAccessToken(config, token);
  if ('error' in v) return { kind: 'invalid', detail: v.error };
  const a = await accountOf(config, redis, v.accountId);
  if ('unavailable' in a) return { kind: 'unavailable', detail: ACCOUNTS_UNCHECKED, cause: a.unavailable };
  if (a.erased) return { kind: 'invalid', detail: ERASED };
  const signedInAt = v.issuedAt * 1000;
  if (signedInAt < a.since) return { kind: 'invalid', detail: SUPERSEDED };
  return { kind: 'account', accountId: v.accountId, tier: a.tier, via: 'jwt', signedInAt, budget: a.budget };
}

async function sessionCredential(
  config: Config,
  redis: FastifyRequest['server']['deps']['redis'],
  session: string,
): Promise<Credential> {
  if (!SESSION_PATTERN.test(session))
    return { kind: 'invalid', detail: 'the session cookie is malformed; sign in again', clearCookie: true };
  let found: { accountId: string; created: number } | undefined;
  try {
    found = await findSession(redis, config.redisPrefix, session);
  } catch {
    return { kind: 'unavailable', detail: 'sessions cannot be checked right now; retry shortly' };
  }
  if (!found)
    return { kind: 'invalid', detail: 'the session has expired or was signed out; sign in again', clearCookie: true };
  const a = await accountOf(config, redis, found.accountId);
  if ('unavailable' in a) return { kind: 'unavailable', detail: ACCOUNTS_UNCHECKED, cause: a.unavailable };
  if (a.erased) return { kind: 'invalid', detail: ERASED, clearCookie: true };
  if (found.created < a.since) return { kind: 'invalid', detail: SUPERSEDED, clearCookie: true };
  return {
    kind: 'account',
    accountId: found.accountId,
    tier: a.tier,
    via: 'session',
    session,
    signedInAt: found.created,
    budget: a.budget,
  };
}

/**
 * The 503 (with Retry-After) for a credential that cannot be checked now. The rate limiter answers it
 * before counting anything, so a valid key is never told "rate limit of 30" (the anonymous limit of
 * its address) while the key cache is replayed or Redis is down; authentication answers it too.
 */
export function uncheckedCredential(
  req: FastifyRequest,
  reply: FastifyReply,
  c: Extract<Credential, { kind: 'unavailable' }>,
): ApiError {
  if (c.cause) req.log.warn({ cause: c.cause }, 'credential not checked (503)');
  reply.header('retry-after', '5');
  return new ApiError('SERVICE_UNAVAILABLE', c.detail);
}

const ERASED = 'this account has been erased';
const KEYS_UNCHECKED = 'API keys cannot be checked right now; retry shortly';
const ACCOUNTS_UNCHECKED =
  'sessions and tokens cannot be checked right now (whether the account was erased or its e-mail proven since); retry shortly';
const SUPERSEDED =
  "signed out: the e-mail's owner proved the address, which ended every session and token issued before; sign in again";

/**
 * The account's tier, the instant before which its sessions and tokens are refused, and whether it is
 * erased; or why that cannot be read now (Redis down, paused, or its key cache being replayed). Never
 * assumed: a signed token says who signed in and when, not whether the account still lets it in, so a
 * token that cannot be checked is refused (503), as a key is.
 */
async function accountOf(
  config: Config,
  redis: FastifyRequest['server']['deps']['redis'],
  accountId: string,
): Promise<{ tier: Tier; since: number; erased: boolean; budget?: string } | { unavailable: string }> {
  if (!redis?.isReady) return { unavailable: 'Redis is not ready (circuit open or not connected)' };
  try {
    return await timeout(lookupAccount(redis, config.redisPrefix, accountId), LOOKUP_TIMEOUT_MS);
  } catch (err) {
    return { unavailable: (err as Error).message };
  }
}

// ── rate tiers ──────────────────────────────────────────────────────────────────────────────
const tierOfCredential = (c: Credential): Tier | 'anonymous' =>
  c.kind === 'key' || c.kind === 'account' ? c.tier : 'anonymous';

/**
 * The limiter's bucket: the account (every key of an account, its tokens and sessions share one
 * per-minute and one daily budget: a tier is per account, not per key); every unverified account
 * registered from one client address that day together (registrationBudget.ts: ten such accounts do
 * not get ten budgets); or the client address (anonymous and refused credentials).
 */
export function rateKey(c: Credential, ip: string): string {
  if (c.kind === 'key' || c.kind === 'account') return c.budget ? `unverified:${c.budget}` : `acct:${c.accountId}`;
  return `ip:${normalizeIP(ip)}`;
}

export function minuteLimit(c: Credential, rates: Config['rates']): number {
  const t = tierOfCredential(c);
  return t === 'anonymous' ? rates.anon : rates[t];
}

/** Requests per daily window, for tiers that have one (pro). */
export function dailyLimit(c: Credential, rates: Config['rates']): number | undefined {
  return tierOfCredential(c) === 'pro' ? rates.proDaily : undefined;
}
