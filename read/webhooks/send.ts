import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolvePublic, UnsafeAddress } from '../../platform/safeAddress.ts';
import { webhookHeaders } from './sign.ts';

/** The longest a receiver may take to answer; the bytes of its answer kept for the log. */
const TIMEOUT_MS = 10_000;
const ANSWER_BYTES = 512;

export interface AttemptResult {
  ok: boolean;
  status: number | null;
  error: string | null;
  ms: number;
}

/**
 * POSTs one signed delivery. The host is resolved once and every address checked (platform/safeAddress.ts);
 * the connection goes to the checked address (TLS still verifies the host name), redirects are not
 * followed (a 3xx fails the attempt), and only a 2xx answer counts as delivered.
 */
export async function postWebhook(
  url: string,
  d: { id: string; secret: string; body: string },
  { allowPrivate = false }: { allowPrivate?: boolean } = {},
): Promise<AttemptResult> {
  const started = Date.now();
  const done = (status: number | null, error: string | null): AttemptResult => ({
    ok: status !== null && status >= 200 && status < 300,
    status,
    error,
    ms: Date.now() - started,
  });
  let target: URL;
  try {
    target = new URL(url);
    if (target.protocol !== 'https:' && target.protocol !== 'http:') return done(null, 'not an http(s) URL');
  } catch {
    return done(null, 'not a URL');
  }
  let pinned: { address: string; family: 4 | 6 };
  try {
    pinned = await resolvePublic(target.hostname, { allowPrivate });
  } catch (err) {
    return done(null, err instanceof UnsafeAddress ? `refused: ${err.message}` : String(err));
  }
  // every lookup of this request answers the checked address: no second resolution to rebind
  const lookup = ((_host: string, opts: { all?: boolean }, cb: (...a: unknown[]) => void) =>
    opts.all ? cb(null, [pinned]) : cb(null, pinned.address, pinned.family)) as unknown as LookupFunction;
  const body = Buffer.from(d.body);
  const headers = {
    ...webhookHeaders(d.secret, d.id, Math.floor(Date.now() / 1000), d.body),
    'content-length': body.length,
    'user-agent': 'taxonomy-webhooks',
  };
  return new Promise<AttemptResult>((resolve) => {
    const req = (target.protocol === 'https:' ? https : http).request(
      target,
      { method: 'POST', headers, lookup, timeout: TIMEOUT_MS, agent: false },
      (res) => {
        let kept = '';
        res.on('data', (c: Buffer) => {
          if (kept.length < ANSWER_BYTES) kept += c.toString('utf8', 0, ANSWER_BYTES - kept.length);
        });
        res.on('end', () => {
          const s = res.statusCode ?? null;
          if (s !== null && s >= 300 && s < 400) return resolve(done(s, 'redirect not followed'));
          resolve(
            done(s, s !== null && s >= 200 && s < 300 ? null : `answered ${s}${kept ? `: ${kept.slice(0, 200)}` : ''}`),
          );
        });
        res.on('error', (err) => resolve(done(res.statusCode ?? null, err.message)));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${TIMEOUT_MS / 1000} s`)));
    req.on('error', (err) => resolve(done(null, err.message)));
    req.end(body);
  });
}
