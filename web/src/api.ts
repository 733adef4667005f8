/** The REST client: the web app reads and writes only through /api/v1. Shapes follow query-api/routes. */
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

export interface System {
  id: string;
  name: string;
  full_name?: string | null;
  region?: string | null;
  version?: string | null;
  authority?: string | null;
  kind?: string;
  node_count?: number;
  leaf_count?: number;
  max_depth?: number;
  country_codes?: string[];
  provenance?: string | null;
  license?: string | null;
  source_url?: string | null;
  url?: string | null;
  source_date?: string | null;
  source_hash?: string | null;
  release?: string | null;
}
export interface NodeRef {
  system: string;
  code: string;
  title: string;
  level?: number;
  leaf?: boolean;
  child_count?: number;
}
export interface NodeDetail extends NodeRef {
  description?: string | null;
  parent?: string | null;
  system_name?: string;
  url?: string | null;
  authority_url?: string | null;
}
export interface Page<T> {
  items: T[];
  total?: number;
  limit?: number;
  offset?: number;
}
export interface HistoryEntry {
  release?: string | null;
  change: string;
  fields?: string[];
  title?: string | null;
  at?: string | null;
  ingestion_id?: string;
}
export interface Equivalence {
  system: string;
  code: string;
  title?: string | null;
  match_type: string;
  direction?: string;
  system_name?: string;
}
export interface TranslationSystem {
  system: string;
  name?: string | null;
  direct?: boolean;
  via?: string[] | string | null;
  path?: string[];
  match_count?: number;
  matches: { code: string; title?: string | null; match_type?: string }[];
}
export interface Translations {
  source?: unknown;
  systems: TranslationSystem[];
  total_systems?: number;
  truncated?: boolean;
}
export interface SearchGroup {
  system: string;
  system_name?: string;
  name?: string;
  total: number;
  items: NodeRef[];
}
export interface GroupedSearch {
  groups: SearchGroup[];
  total?: number;
  corrected?: string;
  groupCount?: number;
}
export interface ClassifyMatch {
  system: string;
  code: string;
  title: string;
  score: number;
  matched_words?: string[];
  system_name?: string;
  leaf?: boolean;
  ancestors?: { code: string; title: string }[];
}
export interface ClassifyResult {
  domain_matches: ClassifyMatch[];
  standard_matches: ClassifyMatch[];
}
export interface Country {
  code: string;
  name: string;
}
export interface ApiKey {
  id: string;
  name?: string;
  prefix?: string;
  last4?: string;
  hint?: string;
  created_at?: string;
  last_used_at?: string | null;
  status?: string;
  revoked_at?: string | null;
}
