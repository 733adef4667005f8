import { useEffect, useState } from 'preact/hooks';

/** A tiny router on the history API: every same-origin <a href> (HTML or SVG) becomes an in-app link. */
type Listener = () => void;
const listeners = new Set<Listener>();
const notify = () => {
  for (const l of listeners) l();
};

export interface Location {
  path: string;
  query: URLSearchParams;
}
const current = (): Location => ({ path: location.pathname, query: new URLSearchParams(location.search) });

export function navigate(url: string, opts: { replace?: boolean } = {}): void {
  if (opts.replace) history.replaceState(null, '', url);
  else history.pushState(null, '', url);
  notify();
}

/** Updates the query string without a new history entry (filters, search text). */
export function setQuery(params: Record<string, string | undefined>): void {
  const q = new URLSearchParams(location.search);
  for (const [k, v] of Object.entries(params)) {
    if (v) q.set(k, v);
    else q.delete(k);
  }
  const s = q.toString();
  history.replaceState(null, '', location.pathname + (s ? `?${s}` : ''));
}

export function useLocation(): Location {
  const [loc, setLoc] = useState(current);
  useEffect(() => {
    const on = () => setLoc(current());
    listeners.add(on);
    return () => {
      listeners.delete(on);
    };
  }, []);
  return loc;
}

/** Link helpers: paths for nodes and systems, codes URL-encoded (codes may hold '/', '.', spaces). */
export const nodePath = (system: string, code: string) =>
  `/explore/${encodeURIComponent(system)}/${encodeURIComponent(code)}`;
export const systemPath = (id: string) => `/systems/${encodeURIComponent(id)}`;

export function installLinkInterception(): void {
  window.addEventListener('popstate', notify);
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a');
    if (!a) return;
    const href = a.getAttribute('href');
    if (
      !href ||
      a.getAttribute('target') ||
      a.hasAttribute('download') ||
      a.hasAttribute('data-reload') || // pages whose content the server puts in (guides)
      a.getAttribute('rel')?.includes('external')
    )
      return;
    const url = new URL(href, location.href);
    if (url.origin !== location.origin || url.pathname.startsWith('/api/')) return;
    if (url.hash && url.pathname === location.pathname) return;
    e.preventDefault();
    if (url.pathname + url.search === location.pathname + location.search) return;
    navigate(url.pathname + url.search);
  });
}
