import type { Test } from 'tap';
import { ingestBundle } from '../../../../ingest/ingestBundle.ts';
import { miniBundle } from './miniBundle.ts';
import { privateRedis } from './privateRedis.ts';
import { serve } from './processes.ts';
import { faultStack } from './stack.ts';

/** `serve` with its projector over a fault stack holding ISIC Rev.4's mini bundle, on a private Redis the test may stop or pause; all stopped with `t`. */
export async function serveOnPrivateRedis(t: Test, anonLimitPerMinute: number) {
  const s = await faultStack(t);
  await ingestBundle(s.store, miniBundle(['isic_rev4']), { quiet: true });
  const redis = await privateRedis();
  t.teardown(() => redis.stop());
  const api = await serve(
    { ...s.env, REDIS_URL: redis.url, ANON_RATE_LIMIT_PER_MINUTE: String(anonLimitPerMinute) },
    { projector: true },
  );
  t.teardown(() => api.proc.kill('SIGKILL'));
  return { s, redis, api };
}
