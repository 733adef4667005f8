import { useEffect, useState } from 'preact/hooks';
import { api } from './api.ts';

export interface Loaded<T> {
  data?: T;
  error?: Error;
  loading: boolean;
}

/** GETs `path` (null: nothing) and re-fetches when it changes; a stale answer never overwrites a newer one. */
export function useApi<T>(path: string | null): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ loading: !!path });
  useEffect(() => {
    if (!path) {
      setState({ loading: false });
      return;
    }
    const ctl = new AbortController();
    setState((s) => ({ data: s.data, loading: true }));
    api<T>(path, { signal: ctl.signal })
      .then((data) => setState({ data, loading: false }))
      .catch((error: Error) => {
        if (!ctl.signal.aborted) setState({ error, loading: false });
      });
    return () => ctl.abort();
  }, [path]);
  return state;
}

/** Sets document.title for a page. */
export function useTitle(title: string): void {
  useEffect(() => {
    document.title = title ? `${title} · Classification explorer` : 'Classification explorer';
  }, [title]);
}
