import type { Queryable } from '../platform/db.ts';
import type { SearchIndex } from '../projections/search/port.ts';

/** What the MCP server reads from: the projections only (never the event log). */
export interface McpDeps {
  db: Queryable;                 // PostgreSQL read models
  search: SearchIndex;           // the search port (PostgreSQL full text, or Meilisearch)
  /** The classify engine (projections/classify), same as POST /classify; search-based fallback when absent. */
  classify?: Classifier;
  /** Compact orientation built from live statistics (instructions.ts); a static fallback when absent. */
  instructions?: string;
  /** Diagnostics (stderr in the CLI; never stdout, which carries the protocol). */
  log?: (msg: string) => void;
}

/** One ranked code from the classify engine. */
export interface ClassifyMatch {
  system: string; code: string; title: string; score: number; matched: string[];
  path: { code: string; title: string }[];
}
export interface ClassifyRequest { text: string; systems?: string[]; countries?: string[]; limit: number }
export interface ClassifyResponse { standard_matches: ClassifyMatch[]; domain_matches: ClassifyMatch[]; searched_systems: string[]; segments: string[] }
export type Classifier = (req: ClassifyRequest) => Promise<ClassifyResponse>;
