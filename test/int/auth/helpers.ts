import { Writable } from 'node:stream';
import type { Test } from 'tap';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestStack, type TestStack } from '../../helpers/sampleApp.ts';
import { createProjector } from '../../../projections/runtime/runner.ts';
import { allProjections } from '../../../projections/registry.ts';
import { buildApp } from '../../../query-api/app.ts';
import { lookupAccount } from '../../../projections/keyCache/lookup.ts';
import { waitForProjections } from '../../../query-api/auth/waitForProjections.ts';

export const JWT_SECRET = 'test-jwt-secret-0123456789abcdef0123456789';
export const PASSWORD = 'correct horse battery staple 9';

export interface AuthStack extends TestStack {
  /** Another API instance on the same database and Redis (optionally logging into `logs`). */
  secondApp(opts?: { logs?: string[] }): Promise<FastifyInstance>;
}

/**
 * A test stack without the sample corpus, with a projector running in the background (as `serve`
 * does), so auth writes reach the accounts projection and the Redis key cache by themselves.
 */
export async function authStack(t: Test, env: Record<string, string> = {}): Promise<AuthStack> {
  const teardowns: (() => Promise<void>)[] = [];
  const ac = new AbortController();
  let running: Promise<void> = Promise.resolve();
  t.teardown(async () => {
    ac.abort();
    await running;
    for (const f of teardowns.reverse()) await f();
  });
  const stack = await createTestStack(
    {
      teardown: (f: () => Promise<void>) => {
        teardowns.push(f);
      },
    } as unknown as Test,
    { ingestSample: false, env: { JWT_SECRET, ...env } },
  );
  const projector = createProjector({
    pool: stack.db.pool,
    store: stack.store,
    projections: allProjections({ pool: stack.db.pool, redis: stack.redis, config: stack.config }),
  });
  running = projector.run(ac.signal);
  await untilCaughtUp(stack);
  return {
    ...stack,
    async secondApp(opts = {}) {
      const logger = opts.logs ? { level: 'trace', stream: captureInto(opts.logs) } : false;
      const app = await buildApp(
        { config: stack.config, pool: stack.db.pool, store: stack.store, redis: stack.redis },
        { logger },
      );
      teardowns.push(() => app.close());
      return app;
    },
  };
}

/**
 * Waits until the projector has caught up with the log and the key cache has a live generation. Until then an
 * auth route refuses a credential it cannot check (503, as it must), and a loaded machine's first catch-up can
 * outlast the routes' 3 s read-your-writes wait: a test would read that as a failure of what it checks.
 */
async function untilCaughtUp(stack: TestStack): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const caughtUp = await waitForProjections(stack.db.pool, await stack.store.headPosition(), 1000);
    const live = await lookupAccount(stack.redis, stack.config.redisPrefix, 'nobody').then(
      () => true,
      () => false,
    );
    if (caughtUp && live) return;
    if (Date.now() > deadline) throw new Error('the projector did not catch up within 120 s');
  }
}

export function captureInto(lines: string[]): Writable {
  return new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
}

export async function register(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  remoteAddress?: string, // the client address registering (app.inject's default: 127.0.0.1)
): Promise<{ token: string; accountId: string; res: LightMyRequestResponse }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: { email, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
  const body = res.json();
  return { token: body.token, accountId: body.account?.id, res };
}

export async function issueKey(
  app: FastifyInstance,
  token: string,
  name = 'test',
): Promise<{ key: string; id: string; res: LightMyRequestResponse }> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/keys',
    headers: { authorization: `Bearer ${token}` },
    payload: { name },
  });
  const body = res.json();
  return { key: body.key, id: body.id, res };
}

export const bearer = (credential: string) => ({ authorization: `Bearer ${credential}` });
let n = 0;
export const uniqueEmail = (tag = 'user') => `${tag}-${process.pid}-${Date.now()}-${n++}@example.com`;

/** What a browser on this site sends with a state change (app.inject's Host is localhost:80). */
export const SAME_ORIGIN = { origin: 'http://localhost' };

/**
 * Presses the button of the page an e-mailed sign-in link opens: a form POST of the token, from
 * this site. `extra` adds or replaces headers (a cookie, another Host).
 */
export function postSignInToken(app: FastifyInstance, token: string, extra: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/magic-link/verify',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN, ...extra },
    payload: new URLSearchParams({ token }).toString(),
  });
}
