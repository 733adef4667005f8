/** The REST client: the web app reads and writes only through /api/v1, with the API's generated types. */
import type { components, paths } from '../../clients/typescript/src/schema.gen.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** Seconds to wait before asking again (429 and 503 carry Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
}

const HINT = 'taxonomy.signedIn';
const sessionListeners = new Set<() => void>();
/**
 * Whether this browser has probably signed in. The session cookie is HttpOnly, so the app keeps a
 * hint: set on sign-in (password, or arriving from the e-mailed link's redirect), cleared on a 401
 * and on sign-out. Anonymous visitors thus never call an endpoint that would answer 401.
 */
export const session = {
  likely(): boolean {
    try {
      return localStorage.getItem(HINT) === '1';
    } catch {
      return false;
    }
  },
  set(on: boolean) {
    try {
      if (on) localStorage.setItem(HINT, '1');
      else localStorage.removeItem(HINT);
    } catch {
      /* storage off */
    }
    for (const l of sessionListeners) l();
  },
  /** Calls `fn` whenever the hint changes (the header follows sign-in and sign-out); returns the unsubscribe. */
  subscribe(fn: () => void): () => void {
    sessionListeners.add(fn);
    return () => sessionListeners.delete(fn);
  },
  /** True when this page load came through a same-origin redirect (the sign-in link's verify step). */
  arrivedByRedirect(): boolean {
    const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    return !!nav && nav.redirectCount > 0;
  },
};

/**
 * The client cache: GET answers kept for FRESH_MS (a page seen again costs no request), then
 * revalidated with If-None-Match (the API answers 304 without a body when nothing changed).
 * Bounded to CACHE_MAX entries, oldest dropped first. Signing in or out clears it; an answer marked
 * no-store is never kept.
 */
const FRESH_MS = 5 * 60_000;
const CACHE_MAX = 200;
const cache = new Map<string, { at: number; etag: string | null; data: unknown }>();
export const clearApiCache = () => cache.clear();

function remember(path: string, etag: string | null, data: unknown) {
  cache.delete(path);
  cache.set(path, { at: Date.now(), etag, data });
  if (cache.size > CACHE_MAX) cache.delete(cache.keys().next().value!);
}

/** An answer already in the cache and still fresh, or undefined (pages render it at once, no request). */
export function cached<T>(path: string): T | undefined {
  const hit = cache.get(path);
  return hit && Date.now() - hit.at < FRESH_MS ? (hit.data as T) : undefined;
}

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const kept = method === 'GET' ? cache.get(path) : undefined;
  if (kept && Date.now() - kept.at < FRESH_MS) return kept.data as T;
  if (kept?.etag) headers['if-none-match'] = kept.etag;
  const res = await fetch(`/api/v1${path}`, {
    method,
    headers,
    credentials: 'same-origin',
    signal: init.signal,
    cache: 'no-store', // this cache decides; the browser's would revalidate behind our back
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (res.status === 304 && kept) {
    remember(path, kept.etag, kept.data);
    return kept.data as T;
  }
  const text = await res.text();
  let data: any = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (!res.ok) {
    const detail = data?.detail || data?.title || res.statusText || 'request failed';
    const wait = Number(res.headers.get('retry-after'));
    const retryAfter = Number.isFinite(wait) && wait > 0 ? Math.min(wait, 3600) : res.status === 429 ? 60 : undefined;
    throw new ApiError(res.status === 429 ? 'Too many requests' : detail, res.status, retryAfter);
  }
  // an answer the API marks no-store is the account's own (its watches, its keys): never kept, so it
  // shows the account's writes at once
  if (method === 'GET' && !/no-store/.test(res.headers.get('cache-control') ?? ''))
    remember(path, res.headers.get('etag'), data);
  else if (method !== 'GET' && /^\/auth\//.test(path)) cache.clear();
  return data as T;
}

export const enc = encodeURIComponent;
export const nodeApi = (system: string, code: string, sub = '') => `/systems/${enc(system)}/nodes/${enc(code)}${sub}`;

/** The API's shapes: the TypeScript client's types, generated from the OpenAPI document (`npm run gen:openapi`). */
type Schemas = components['schemas'];
/** The JSON body of a response of an operation. */
type Json<P extends keyof paths, M extends 'get' | 'post', S extends number = 200> = paths[P][M] extends {
  responses: infer R;
}
  ? R extends Record<S, { content: { 'application/json': infer B } }>
    ? B
    : never
  : never;

export type SystemSummary = Schemas['SystemSummary'];
export type SystemList = Schemas['SystemList'];
export type SystemDetail = Schemas['SystemDetail'];
export type LevelCount = Schemas['LevelCount'];
export type NodeBrief = Schemas['NodeBrief'];
export type CodeView = Schemas['CodePage'];
export type CodePage = Schemas['CodePage'];
export type Sections = Schemas['Sections'];
export type CrosswalkGraph = Schemas['CrosswalkGraph'];
export type CrosswalkQuality = Schemas['CrosswalkQuality'];
export type Comparison = Schemas['Comparison'];
export type Diff = Schemas['Diff'];
export type CountryProfile = Schemas['CountryProfile'];
export type CountryStats = Schemas['CountryStats'];
export type EquivalenceStats = Schemas['EquivalenceStats'];
export type History = Schemas['History'];
export type ReleaseList = Schemas['ReleaseList'];
export type ReleaseDiff = Schemas['ReleaseDiff'];
export type EditionDiff = Schemas['EditionDiff'];
export type SuccessionList = Schemas['SuccessionList'];
export type EquivalenceList = Schemas['EquivalenceList'];
export type Translations = Schemas['Translations'];
export type TranslationSystem = Schemas['TranslationSystem'];
export type SearchGroups = Schemas['SearchGroups'];
export type ClassifyResult = Schemas['ClassifyResult'];
export type ClassifyMatch = Schemas['Match'];
export type CountryList = Schemas['CountryList'];
export type KeyPage = Json<'/api/v1/auth/keys', 'get'>;
export type ApiKey = KeyPage['items'][number];
export type IssuedKey = Json<'/api/v1/auth/keys', 'post', 201>;
export type WatchPage = Json<'/api/v1/watches', 'get'>;
