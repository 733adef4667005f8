import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../problem.ts';
import { credentialOf, dailyLimit, minuteLimit, rateKey } from '../auth/credential.ts';

/**
 * Counts the items of a batch (or the queries of a reconciliation request) against the caller's
 * rate tier: the limiter already counted the request as one, this adds the other n - 1 to the
 * same counters (per minute, and per day for tiers with a daily cap). A batch larger than what is
 * left is refused whole with 429 and counts nothing extra. While Redis does not answer, the items
 * are charged on the limiter's per-instance fallback counters, where the request itself was counted
 * (issue 33 row 5: they used to pass uncharged, so a 1,000-item batch cost an anonymous caller one).
 */
export async function chargeItems(req: FastifyRequest, reply: FastifyReply, n: number): Promise<void> {
  const extra = n - 1;
  const { config } = req.server.deps;
  if (extra <= 0) return;
  const cred = await credentialOf(req);
  const bucket = rateKey(cred, req.ip);
  const rates = config.rates;
  const perMinute = await add(req, reply, bucket, extra, rates.windowMs, minuteLimit(cred, rates), n);
  reply.header('x-ratelimit-remaining', perMinute);
  const daily = dailyLimit(cred, rates);
  if (daily !== undefined) {
    const left = await add(req, reply, `day:${bucket}`, extra, rates.dailyWindowMs, daily, n);
    reply.header('x-ratelimit-daily-remaining', left);
  }
}

/** Adds `extra` to one fixed-window counter; the count left, or 429 (taking the extra back) when over `max`. */
async function add(
  req: FastifyRequest,
  reply: FastifyReply,
  bucket: string,
  extra: number,
  windowMs: number,
  max: number,
  n: number,
): Promise<number> {
  const counter = req.server.rateCounter;
  const { current, ttl } = await counter.add(bucket, extra, windowMs);
  if (current <= max) return max - current;
  await counter.add(bucket, -extra, windowMs).catch(() => {});
  const after = Math.ceil(ttl / 1000);
  reply.header('retry-after', after);
  throw new ApiError(
    'RATE_LIMITED',
    `this batch counts ${n} against a limit of ${max}; ${Math.max(0, max - (current - extra) + 1)} remain in this window (retry in ${after} s, or send fewer items)`,
  );
}
