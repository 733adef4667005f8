import { api, ApiError } from './api.ts';

/**
 * `api` that waits out a 429 by itself: it tells `onWait` when it asks again (from Retry-After; the
 * page shows the countdown), waits, and asks again, until an answer, another error, or `signal` aborts.
 * Every part of the app that asks the API on a visitor's action uses it (a quick visitor is never
 * left with a dead end, only with a wait).
 */
export async function apiRetrying<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
  onWait: (retryAt: number | undefined) => void = () => {},
): Promise<T> {
  for (;;) {
    try {
      const data = await api<T>(path, init);
      onWait(undefined);
      return data;
    } catch (e) {
      if (!(e instanceof ApiError) || e.status !== 429 || init.signal?.aborted) throw e;
      const wait = (e.retryAfter ?? 30) * 1000;
      onWait(Date.now() + wait);
      await sleep(wait, init.signal);
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(t);
        reject(signal.reason ?? new DOMException('aborted', 'AbortError'));
      },
      { once: true },
    );
  });
}
