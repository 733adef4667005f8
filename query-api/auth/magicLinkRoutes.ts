import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { EventStore } from '../../commands/eventStore/port.ts';
import { AccountError } from '../../commands/accounts/errors.ts';
import {
  findAccountIdByEmail,
  issueSignInLink,
  registerAccount,
  useSignInLink,
} from '../../commands/accounts/handlers.ts';
import { SIGN_IN_LINK_TTL_MS } from '../../commands/accounts/decide.ts';
import { accountOfSignInToken, generateSignInToken, newLinkId, sha256Hex } from '../../commands/accounts/secrets.ts';
import type { AccountVault } from '../../commands/accounts/vault.ts';
import { newAccountLink, openNewAccountLink } from '../../commands/accounts/pendingLinks.ts';
import type { Config } from '../../platform/config.ts';
import { ApiError } from '../problem.ts';
import { toApiError } from './accountErrors.ts';
import { refuseCredentialsBefore, refuseKeyNow } from '../../projections/keyCache/lookup.ts';
import { SESSION_COOKIE, createSession, sessionCookieOptions } from './sessions.ts';
import { waitForProjections } from './waitForProjections.ts';
import { createThrottle } from './throttles.ts';
import { SIGN_IN_PAGE_CSP, SIGN_IN_PAGE_REFERRER_POLICY, signInPage } from './signInPage.ts';
import { EmailOnly, LinkSent, VerifyQuery } from './schemas.ts';
import { problems } from '../schemas.ts';

const tags = ['auth'];
const ignored = { credentials: 'ignored' as const };
export const AFTER_SIGN_IN = '/developers/keys';

/** The verify URL carries the one-time token: keep it out of request logs and problem bodies. */
const redact = (text: string) => text.replace(/token=[^&"\s]*/g, 'token=[redacted]');
const redacted = {
  logSerializers: {
    req: (req: FastifyRequest) => ({ method: req.method, url: redact(req.url), host: req.host, remoteAddress: req.ip }),
  },
  onSend: async (_req: FastifyRequest, _reply: unknown, payload: unknown) =>
    typeof payload === 'string' ? redact(payload) : payload,
};

/** The account of an e-mail when its owner follows a new account's link: registered now (passwordless) unless it exists. */
async function accountFor(
  store: EventStore,
  vault: AccountVault,
  email: string,
  correlationId: string,
): Promise<string> {
  const existing = await findAccountIdByEmail(store, vault, email);
  if (existing) return existing;
  try {
    return (await registerAccount(store, vault, { email, passwordHash: null }, { correlationId })).accountId;
  } catch (err) {
    if (err instanceof AccountError && err.code === 'EMAIL_TAKEN')
      return (await findAccountIdByEmail(store, vault, email))!;
    throw err;
  }
}

/**
 * The account a token signs in to and the command's link: an existing account's link names it; a new
 * account's link (pendingLinks.ts) creates the account now, unless expired (nothing is created then).
 */
async function linkTarget(
  deps: { store: EventStore; vault: AccountVault; config: Config },
  token: string,
  now: Date,
  correlationId: string,
): Promise<{ accountId: string; issued?: { linkId: string; expiresAt: string } }> {
  const pending = openNewAccountLink(deps.config, token);
  if (!pending) {
    const accountId = accountOfSignInToken(token);
    if (!accountId) throw new ApiError('UNAUTHORIZED', 'this sign-in link is not valid');
    return { accountId };
  }
  if (now > pending.expiresAt) throw new ApiError('UNAUTHORIZED', 'this sign-in link has expired');
  const accountId = await accountFor(deps.store, deps.vault, pending.email, correlationId).catch(toApiError);
  return { accountId, issued: { linkId: newLinkId(), expiresAt: pending.expiresAt.toISOString() } };
}

/**
 * Passwordless sign-in: a one-time link by e-mail (15 minutes). The link opens a page (GET, no side
 * effect: mail scanners that follow links consume nothing) whose button POSTs the token, which sets
 * the session cookie.
 */
export const magicLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store, config, redis, pool, vault, mailer } = app.deps;
  const throttle = createThrottle(app, 'magicLink');

  app.post(
    '/magic-link',
    {
      config: ignored,
      schema: {
        tags,
        summary:
          'E-mail a one-time sign-in link (valid 15 minutes); the same answer whether or not the account existed. For an address without an account nothing is created until the link is followed',
        body: EmailOnly,
        response: { 202: LinkSent, ...problems(400, 429, 503) },
      },
    },
    async (req, reply) => {
      const { email } = req.body;
      if (!mailer.available)
        throw new ApiError(
          'SERVICE_UNAVAILABLE',
          'e-mailed sign-in is not set up on this server; sign in with a password',
        );
      await throttle(req, reply, email);
      // an unknown address gets a link that creates its account when followed: asking writes nothing
      const accountId = await findAccountIdByEmail(store, vault, email);
      let token: string;
      if (accountId) {
        const link = generateSignInToken(accountId);
        await issueSignInLink(
          store,
          accountId,
          { linkId: newLinkId(), tokenHash: link.hash },
          { correlationId: req.id },
        ).catch(toApiError);
        token = link.token;
      } else token = newAccountLink(config, email).token;
      const base = linkBase(config.publicUrl, req).replace(/\/+$/, '');
      try {
        await mailer.sendSignInLink(email.trim(), `${base}/api/v1/auth/magic-link/verify?token=${token}`);
      } catch (err) {
        req.log.error({ err: (err as Error).message }, 'sending the sign-in link failed');
        throw new ApiError('SERVICE_UNAVAILABLE', 'the sign-in e-mail could not be sent; retry shortly');
      }
      return reply.code(202).send({ sent: true, expires_in: SIGN_IN_LINK_TTL_MS / 1000 });
    },
  );

  // A browser's form posts the token from the page below; JSON clients send { "token": ... }.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get(
    '/magic-link/verify',
    {
      ...redacted,
      config: ignored,
      schema: {
        tags,
        summary:
          'The page an e-mailed sign-in link opens: a button that posts the token. Opening it changes nothing (mail scanners follow links), so the token stays unused',
        querystring: VerifyQuery,
        produces: ['text/html'],
        response: {
          200: { description: 'The sign-in page', content: { 'text/html': { schema: Type.String() } } },
          ...problems(400, 429),
        },
      },
    },
    async (req, reply) =>
      reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', SIGN_IN_PAGE_CSP)
        .header('referrer-policy', SIGN_IN_PAGE_REFERRER_POLICY)
        .type('text/html; charset=utf-8')
        .send(signInPage(req.query.token)),
  );

  app.post(
    '/magic-link/verify',
    {
      ...redacted,
      config: { ...ignored, sameOrigin: 'always' as const },
      schema: {
        tags,
        summary: `Use a sign-in link's token (once): sets the session cookie and redirects to ${AFTER_SIGN_IN}`,
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        body: VerifyQuery,
        response: {
          303: Type.Null({ description: `Signed in; Location: ${AFTER_SIGN_IN}` }),
          ...problems(400, 401, 403, 415, 429, 503),
        },
      },
    },
    async (req, reply) => {
      const { token } = req.body;
      if (!openNewAccountLink(config, token) && !accountOfSignInToken(token))
        throw new ApiError('UNAUTHORIZED', 'this sign-in link is not valid');
      if (!redis?.isReady)
        throw new ApiError(
          'SERVICE_UNAVAILABLE',
          'sessions cannot be created right now; the link still works, retry shortly',
        );
      const now = new Date();
      const { accountId, issued } = await linkTarget({ store, vault, config }, token, now, req.id);
      const r = await useSignInLink(
        store,
        accountId,
        { tokenHash: sha256Hex(token), now, issued },
        { correlationId: req.id },
      ).catch(toApiError);
      let session: string;
      try {
        // the first proof of the e-mail: the registrant's keys, sessions and tokens are refused now
        for (const e of r.events)
          if (e.type === 'ApiKeyRevoked') await refuseKeyNow(redis, config.redisPrefix, e.data.hash);
        if (r.events.some((e) => e.type === 'EmailVerified'))
          await refuseCredentialsBefore(redis, config.redisPrefix, accountId, now.getTime());
        session = await createSession(redis, config.redisPrefix, accountId);
      } catch {
        throw new ApiError(
          'SERVICE_UNAVAILABLE',
          'the sign-in link was used but the session could not be created; ask for a new link shortly',
        );
      }
      // the unproven password is gone, or the account is new: /me answers once the projection has it
      if (r.events.some((e) => e.type === 'EmailVerified')) await waitForProjections(pool, r.position);
      reply.setCookie(SESSION_COOKIE, session, sessionCookieOptions(req)).header('cache-control', 'no-store');
      return reply.redirect(AFTER_SIGN_IN, 303);
    },
  );
};

/**
 * Where sign-in links point: PUBLIC_URL, else the address this server listens on. Never the
 * request's Host header: anyone may ask for a link to someone else's address, and a forged Host
 * would put the attacker's site in front of a real token.
 */
function linkBase(publicUrl: string | undefined, req: FastifyRequest): string {
  if (publicUrl) return publicUrl;
  const addr = req.server.server.address();
  if (!addr || typeof addr === 'string') return 'http://localhost';
  const host = ['0.0.0.0', '::'].includes(addr.address)
    ? '127.0.0.1'
    : addr.family === 'IPv6'
      ? `[${addr.address}]`
      : addr.address;
  return `http://${host}:${addr.port}`;
}
