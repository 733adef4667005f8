import { useEffect, useState } from 'preact/hooks';
import { api, cached, ApiError } from './api.ts';

export interface Loaded<T> {
  data?: T;
  error?: Error;
  loading: boolean;
  /** When a 429 came: the time (ms) at which the request is sent again by itself. */
  retryAt?: number;
}

/**
 * GETs `path` (null: nothing) and re-fetches when it changes; a stale answer never overwrites a newer
 * one, an answer in the client cache renders at once without a request. On 429 it waits what
 * Retry-After says and asks again by itself (the page says when).
 */
export function useApi<T>(path: string | null): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>(() => {
    const hit = path ? cached<T>(path) : undefined;
    return hit ? { data: hit, loading: false } : { loading: !!path };
  });
  useEffect(() => {
    if (!path) {
      setState({ loading: false });
      return;
    }
    const ctl = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = () => {
      const hit = cached<T>(path);
      if (hit) return setState({ data: hit, loading: false });
      setState((s) => ({ data: s.data, loading: true }));
      api<T>(path, { signal: ctl.signal })
        .then((data) => setState({ data, loading: false }))
        .catch((error: Error) => {
          if (ctl.signal.aborted) return;
          if (error instanceof ApiError && error.status === 429) {
            const wait = (error.retryAfter ?? 30) * 1000;
            setState({ error, loading: false, retryAt: Date.now() + wait });
            timer = setTimeout(load, wait);
          } else setState({ error, loading: false });
        });
    };
    load();
    return () => {
      ctl.abort();
      clearTimeout(timer);
    };
  }, [path]);
  return state;
}

/** Sets document.title for a page. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Classification explorer` : 'Classification explorer';
  }, [title]);
}
