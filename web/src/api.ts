/** The REST client: the web app reads and writes only through /api/v1, with the API's generated types. */
import type { components, paths } from './api.gen.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

const HINT = 'taxonomy.signedIn';
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
  },
  /** True when this page load came through a same-origin redirect (the sign-in link's verify step). */
  arrivedByRedirect(): boolean {
    const nav = performance.getEntriesByType?.('navigation')[0] as PerformanceNavigationTiming | undefined;
    return !!nav && nav.redirectCount > 0;
  },
};

export async function api<T>(
  path: string,
  init: { method?: string; body?: unknown; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers,
    credentials: 'same-origin',
    signal: init.signal,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let data: any = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (!res.ok) {
    const detail = data?.detail || data?.title || res.statusText || 'request failed';
    throw new ApiError(
      res.status === 429 ? `Too many requests: ${detail}. Wait a moment and try again.` : detail,
      res.status,
    );
  }
  return data as T;
}

export const enc = encodeURIComponent;
export const nodeApi = (system: string, code: string, sub = '') => `/systems/${enc(system)}/nodes/${enc(code)}${sub}`;

/** The API's shapes, generated from its OpenAPI document (api.gen.ts, `npm run gen:api-types`). */
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
export type CodeView = Schemas['CodeView'];
export type History = Schemas['History'];
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
