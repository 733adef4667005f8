import type { Test } from 'tap';
import { buildHttpServer } from '../../../cli/httpServer.ts';
import { createTestStack } from '../../helpers/sampleApp.ts';

/**
 * The sample stack for the webhook tests, plus a second server over the same data whose operator allows
 * webhooks to private addresses (the tests' receivers listen on 127.0.0.1); `stack.app` keeps the default,
 * which refuses them.
 */
export async function webhookStack(t: Test) {
  const stack = await createTestStack(t, { env: { ANON_RATE_LIMIT_PER_MINUTE: '100000', JWT_SECRET: 'x'.repeat(40) } });
  const open = await buildHttpServer({
    config: { ...stack.config, webhooks: { ...stack.config.webhooks, allowPrivate: true } },
    pool: stack.db.pool,
    store: stack.store,
    redis: stack.redis,
  });
  t.teardown(() => open.close());
  return { stack, open };
}
