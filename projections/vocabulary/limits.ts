/**
 * One set of limits for every door. REST validates its parameters against these, MCP its tool
 * arguments, and the read functions clamp to them, so the same parameter has the same maximum
 * wherever it is asked for, and the same default: a door never picks its own (the parity test in
 * test/int/mcp/oneReadLayer.test.ts asks every door with defaults). (Classify's text and match limits live with the engine:
 * projections/classify/classify.ts.)
 */
export const LIMITS = {
  /** Items per page of any list: default and maximum. */
  pageDefault: 50,
  pageMax: 500,
  /** How deep a list may be paged. */
  offsetMax: 10_000_000,
  /** Characters of a free-text query (`q`, `query`). */
  queryMaxLength: 500,
  /** System ids in one filter (`system`, `system_ids`, `systems`). */
  systemsMax: 100,
  /** Country codes in one filter (`countries`). */
  countriesMax: 20,
  /** Hits shown per system when search groups by system (`per_group`, `limit_per_system`). */
  perGroupMax: 50,
  /** …and by default. */
  perGroupDefault: 5,
  /** Codes listed per target system of a translation (`max_matches`). */
  matchesMax: 100,
  systemIdMaxLength: 200,
  codeMaxLength: 300,
  /** Items of one batch lookup or translation (`items`). */
  batchMax: 1000,
  /** Texts of one batch classification. */
  batchClassifyMax: 100,
  /** Queries of one reconciliation request (`queries`). */
  reconcileQueriesMax: 100,
  /** Distinct properties of one reconciliation `extend` (the fixed ones and `translation:{system}`). */
  extendPropertiesMax: 20,
} as const;
