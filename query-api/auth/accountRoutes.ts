import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { currentPasswordHash, registerAccount } from '../../commands/accounts/handlers.ts';
import { hashPassword, verifyPassword } from '../../commands/accounts/secrets.ts';
import { findAccountByEmail, getAccount } from '../../projections/accounts/queries.ts';
import { ApiError } from '../problem.ts';
import { toApiError } from './accountErrors.ts';
import { credentialOf } from './credential.ts';
import { requireAccount, signIn } from './guard.ts';
import { SESSION_COOKIE, deleteSession } from './sessions.ts';
import { createThrottle } from './throttles.ts';
import { createLoginBackoff } from './loginBackoff.ts';
import { registrationBudget } from './registrationBudget.ts';
import { createTimingMatch } from './registrationTiming.ts';
import { AccountError } from '../../commands/accounts/errors.ts';
import { setTimeout as sleep } from 'node:timers/promises';

const seconds = (ms: number) => Math.ceil(ms / 1000);
/** 429 for an (e-mail, address) still locked after wrong passwords; the owner elsewhere is unaffected. */
function lockedOut(reply: FastifyReply, ms: number): ApiError {
  reply.header('retry-after', seconds(ms));
  return new ApiError(
    'RATE_LIMITED',
    `too many wrong passwords for this e-mail from this address; retry in ${seconds(ms)} s (or sign in by e-mailed link)`,
  );
}
import { waitForProjections } from './waitForProjections.ts';
import { Account, Credentials, RegisterResponse, TokenResponse, UNVERIFIED_NOTICE } from './schemas.ts';
import { problems } from '../schemas.ts';

const tags = ['auth'];
const ignored = { credentials: 'ignored' as const };
/** Routes that set or end a session: checked for a cross-site origin even without a cookie (login CSRF). */
const sessionRoute = { ...ignored, sameOrigin: 'always' as const };

/** Register, log in, log out, and who am I. */
export const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { store, pool, config, redis, vault } = app.deps;
  const loginThrottle = createThrottle(app, 'login');
  const backoff = createLoginBackoff(redis, config);
  const registerThrottle = createThrottle(app, 'register');
  const timing = createTimingMatch();

  app.post(
    '/register',
    {
      config: sessionRoute,
      schema: {
        tags,
        summary: 'Create an account; returns a JWT (and sets the session cookie)',
        description: `The account is unverified until its e-mail is proven. ${UNVERIFIED_NOTICE}`,
        body: Credentials,
        response: { 201: RegisterResponse, ...problems(400, 409, 429, 503) },
      },
    },
    async (req, reply) => {
      const { email, password } = req.body;
      await registerThrottle(req, reply, email); // before the scrypt work: a flood costs no CPU
      const started = performance.now();
      const budget = await registrationBudget(redis, config, req.ip);
      const { accountId, position } = await registerAccount(
        store,
        vault,
        { email, passwordHash: await hashPassword(password), budget },
        { correlationId: req.id },
      ).catch(async (err) => {
        // taken: answered when a success would be (the 409 is kept: clients need to know; SECURITY.md)
        if (err instanceof AccountError && err.code === 'EMAIL_TAKEN')
          await sleep(timing.delayFor(performance.now() - started));
        return toApiError(err);
      });
      await waitForProjections(pool, position);
      const body = {
        ...(await signIn(req, reply, accountId)),
        account: { id: accountId, email: email.trim(), tier: 'free' as const },
        verified: false as const,
        notice: UNVERIFIED_NOTICE,
      };
      timing.record(performance.now() - started);
      return reply.code(201).send(body);
    },
  );

  app.post(
    '/login',
    {
      config: sessionRoute,
      schema: {
        tags,
        summary: 'Sign in with e-mail and password; returns a JWT (and sets the session cookie)',
        body: Credentials,
        response: { 200: TokenResponse, ...problems(400, 401, 429, 503) },
      },
    },
    async (req, reply) => {
      const { email, password } = req.body;
      await loginThrottle(req, reply, email);
      const locked = await backoff.lockedFor(email, req.ip);
      if (locked > 0) throw lockedOut(reply, locked);
      const account = await findAccountByEmail(pool, email);
      const ok = await verifyPassword(password, account?.passwordHash);
      // the write side has the last word: a password removed by the owner's proof (EmailVerified)
      // opens nothing, even before the projection has caught up
      if (!account || !ok || (await currentPasswordHash(store, vault, account.id)) !== account.passwordHash) {
        const lock = await backoff.failed(email, req.ip);
        reply.header('www-authenticate', 'Bearer');
        throw new ApiError(
          'UNAUTHORIZED',
          lock > 0
            ? `wrong e-mail or password; retry from this address in ${seconds(lock)} s`
            : 'wrong e-mail or password',
        );
      }
      await backoff.succeeded(email, req.ip);
      return {
        ...(await signIn(req, reply, account.id)),
        account: { id: account.id, email: account.email ?? '', tier: account.tier },
      };
    },
  );

  app.post(
    '/logout',
    {
      config: sessionRoute,
      schema: {
        tags,
        summary: 'End the browser session (clears the session cookie)',
        response: { 204: Type.Null(), ...problems(429) },
      },
    },
    async (req, reply) => {
      const session = req.cookies?.[SESSION_COOKIE];
      if (session) await deleteSession(redis, config.redisPrefix, session).catch(() => {});
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/me',
    {
      schema: { tags, summary: 'The signed-in account', response: { 200: Account, ...problems(401, 403, 429, 503) } },
    },
    async (req) => {
      const { accountId: id } = await requireAccount(req);
      const c = await credentialOf(req);
      const account = await getAccount(pool, id);
      if (!account) throw new ApiError('UNAUTHORIZED', 'this account does not exist');
      if (account.email === null) throw new ApiError('UNAUTHORIZED', 'this account has been erased');
      return { id, email: account.email, tier: c.kind === 'account' ? c.tier : account.tier };
    },
  );
};
