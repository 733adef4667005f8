import type { Queryable } from '../platform/db.ts';
import type { SearchIndex } from '../projections/search/port.ts';
import type { OfficialReferenceLoader } from '../read/quality/officialChecks.ts';
import type { RepairsLoader } from '../read/quality/crosswalkQuality.ts';

/** What the MCP server reads from: the projections only (never the event log). */
export interface McpDeps {
  db: Queryable; // PostgreSQL read models
  /**
   * Where classify runs (absent: `db`): over HTTP the REST door's `classifyReads`, the connections that plan
   * generically (query-api/deps.ts), so classify_business and batch_classify cost what POST /classify costs.
   */
  classifyReads?: Queryable;
  search: SearchIndex; // the search port (PostgreSQL full text, or Meilisearch)
  /** Compact orientation built from live statistics (instructions.ts); a static fallback when absent. */
  instructions?: string;
  /** The official files the quality report compares with (absent: not compared). */
  officialReference?: OfficialReferenceLoader;
  /** The repairs `ingest --official` applied, for the crosswalk quality card (absent: none shown). */
  repairs?: RepairsLoader;
  /**
   * Charges `units` units of work against the caller's rate limit, throwing a ToolError when they are
   * over it (MCP over HTTP: the REST door's limiter; stdio has no limiter, so no charge).
   */
  charge?: (units: number) => Promise<void>;
  /** Diagnostics (stderr in the CLI; never stdout, which carries the protocol). */
  log?: (msg: string) => void;
}
