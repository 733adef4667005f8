import type pg from 'pg';
import type { Config } from '../platform/config.ts';
import { createSearchIndex } from '../projections/search/index.ts';
import type { McpDeps } from './deps.ts';
import { buildInstructions } from './instructions.ts';

/**
 * Builds the MCP server's dependencies from an open pool: the search port, the classify engine
 * and the instructions (computed once from live statistics). The caller owns and closes the pool.
 */
export async function openMcpDeps(opts: {
  pool: pg.Pool;
  config: Config;
  log?: (m: string) => void;
}): Promise<McpDeps> {
  const search = createSearchIndex({ config: opts.config, pool: opts.pool });
  const instructions = await buildInstructions(opts.pool).catch((err) => {
    opts.log?.(
      `mcp: could not compute instructions from statistics (${(err as Error).message}); using the static text`,
    );
    return undefined;
  });
  return { db: opts.pool, search, instructions, log: opts.log };
}
