import { LIMITS } from '../vocabulary/limits.ts';

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

/** Clamps paging arguments to the limits every door shares (the doors validate first). */
export function pageBounds(args: PageArgs = {}): { limit: number; offset: number } {
  const limit = Math.min(Math.max(Math.trunc(args.limit ?? LIMITS.pageDefault), 1), LIMITS.pageMax);
  const offset = Math.min(Math.max(Math.trunc(args.offset ?? 0), 0), LIMITS.offsetMax);
  return { limit, offset };
}

/** Escapes LIKE wildcards so user text matches literally. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
