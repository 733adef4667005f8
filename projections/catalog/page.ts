/** One page of a bounded list: the shape every list query returns (REST and MCP alike). */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export interface PageArgs {
  limit?: number;
  offset?: number;
}

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;

/** Clamps paging arguments to the API's bounds (routes validate first; MCP tools may not). */
export function pageBounds(args: PageArgs = {}): { limit: number; offset: number } {
  const limit = Math.min(Math.max(Math.trunc(args.limit ?? DEFAULT_LIMIT), 1), MAX_LIMIT);
  const offset = Math.min(Math.max(Math.trunc(args.offset ?? 0), 0), 10_000_000);
  return { limit, offset };
}

/** Escapes LIKE wildcards so user text matches literally. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
