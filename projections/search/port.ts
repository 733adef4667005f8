import type { HitDetails } from './hitDetails.ts';
import type pg from 'pg';

/**
 * The search port: every adapter (PostgreSQL full text + trigram, Meilisearch) implements it, and
 * test/contracts/searchIndex.ts holds the suite they all pass. Searching is read-only; the write
 * half (`apply`, `reset`) is called by the search projection only.
 */

export type SystemKind = 'standard' | 'domain';

export interface SearchQuery {
  q: string;
  /** Only these systems. */
  systems?: string[];
  /** Only systems that apply to one of these countries (ISO 3166-1 alpha-2, country_systems). */
  countries?: string[];
  kind?: SystemKind;
  limit: number;
  offset: number;
}

export interface GroupedQuery extends Omit<SearchQuery, 'limit' | 'offset'> {
  /** Groups (systems) per page. */
  limit: number;
  offset: number;
  /** Hits shown per group. */
  perGroup: number;
}

/**
 * How a hit matched: the code itself, a code starting with the query, the title words, an official
 * coding aid's phrase for the code saying the query's words (a NAICS index item, an alternate title), or
 * another name of the country (its common name or its people's: "Vietnam", "Vietnamese" for Viet Nam).
 */
export type MatchKind = 'code' | 'code_prefix' | 'title' | 'aid' | 'name';

export interface SearchHit {
  system: string;
  code: string;
  title: string;
  level: number;
  /** Higher is better; code matches score above every title match. Comparable within one response only. */
  score: number;
  match: MatchKind;
  /** Other systems holding a code of the same title, folded into this hit (national copies, editions). */
  alsoIn?: number;
  /** The catalog's facts of the hit, when the adapter read them with it (the PostgreSQL flat page); else looked up. */
  details?: HitDetails;
}

export interface SearchResult {
  /** The query as understood after spelling correction, when a word was corrected. */
  corrected?: string;
  /** Every hit the filters allow (counted up to `TOTAL_CAP` title matches; `totalCapped` says when it stopped). */
  total: number;
  totalCapped: boolean;
  items: SearchHit[];
}

export interface SearchGroup {
  system: string;
  total: number;
  /** Systems copying this one whose hits folded into this group (national copies of a standard). */
  alsoIn?: number;
  items: SearchHit[];
}

export interface GroupedResult {
  corrected?: string;
  /** Hits across all groups (counted up to `GROUPED_TOTAL_CAP` title matches; `totalCapped` says when it stopped). */
  total: number;
  totalCapped: boolean;
  /** Systems with at least one hit. */
  groupCount: number;
  groups: SearchGroup[];
}

/**
 * A flat page's total is counted exactly up to this many title matches; beyond it `totalCapped` is true and the
 * total says "at least" (counting further cost a search more than ranking its page). The ranking's bound is
 * apart (pgSearchSql.ts `RANK_CAP`).
 */
export const TOTAL_CAP = 1_000;
/** A grouped search counts (overall and per system) the title matches it ranks: up to this many. */
export const GROUPED_TOTAL_CAP = 10_000;

// ── index maintenance (the search projection) ───────────────────────────────────────────────
export interface SearchSystem {
  id: string;
  name: string;
  kind: SystemKind;
}
export interface SearchDoc {
  code: string;
  title: string;
  level: number;
  /** The parent's code in the same system (null: a root); the PostgreSQL adapter counts each document's children. */
  parent?: string | null;
}

/** One step of an index update, applied in order. */
export type IndexOp =
  | { op: 'systems'; systems: SearchSystem[] }
  | { op: 'upsert'; system: string; docs: SearchDoc[] }
  | { op: 'remove'; system: string; codes: string[] };

export interface SearchIndex {
  readonly name: 'postgres' | 'meilisearch';
  search(q: SearchQuery): Promise<SearchResult>;
  searchGrouped(q: GroupedQuery): Promise<GroupedResult>;
  /**
   * Applies one projection batch. The PostgreSQL adapter writes inside `tx` (so the rows commit with
   * the checkpoint); an external index applies the ops idempotently and returns once they are
   * durable there, before the checkpoint commits.
   */
  apply(ops: IndexOp[], tx: pg.PoolClient): Promise<void>;
  /**
   * Starts a rebuild (the replay from 0 follows). PostgreSQL empties its tables in `tx` (blue/green
   * copies when rebuilt by the projector); Meilisearch starts new indexes and keeps answering from the
   * live ones until `caughtUp`.
   */
  reset(tx: pg.PoolClient): Promise<void>;
  /** Work a long replay leaves for its end, after its set-aside indexes are built (projection.ts `settle`). */
  settle?(tx: pg.PoolClient): Promise<boolean>;
  /** The projection has applied the whole log: an external index swaps a finished rebuild in. */
  caughtUp?(): Promise<void>;
  /** Deletes every index of the adapter (tests). */
  drop?(): Promise<void>;
  /** The PostgreSQL tables of the index (rebuilt blue/green: projections/runtime/blueGreen.ts); none for an external index. */
  readonly tables?: string[];
  /** PostgreSQL tables whose secondary indexes may be built after a long replay (projections/runtime/deferredIndexes.ts). */
  readonly bulkTables?: string[];
  close?(): Promise<void>;
}
