/**
 * SKOS mapping semantics of crosswalk links (exact, close, broad, narrow, related; the corpus's
 * `partial` is an overlap weaker than broad/narrow and stronger than related).
 * `A broad B` says B is broader than A: read from B's end it is `narrow`, and the other way round.
 */
export const STRENGTH: Record<string, number> = { exact: 0, close: 1, broad: 2, narrow: 2, partial: 3, related: 4 };

/** The type of an edge read from its far end, in SQL over a `match_type` expression: broad and narrow swap; the others are symmetric. */
export const inverseMatchSql = (col: string) =>
  `CASE ${col} WHEN 'broad' THEN 'narrow' WHEN 'narrow' THEN 'broad' ELSE ${col} END`;

/**
 * Type of a path of two steps (a then b), never stronger than its weakest step:
 * exact∘x = x; close∘close = close; broad∘broad = broad; narrow∘narrow = narrow;
 * broad∘narrow = narrow∘broad = related; close with broad/narrow gives the broad/narrow;
 * anything with partial is partial (with related, related); anything with related is related.
 */
export function composeMatch(a: string, b: string): string {
  if (a === 'exact') return b;
  if (b === 'exact') return a;
  if (a === 'related' || b === 'related') return 'related';
  if (a === 'partial' || b === 'partial') return 'partial';
  if (a === 'close') return b;
  if (b === 'close') return a;
  return a === b ? a : 'related'; // broad∘narrow, narrow∘broad
}

/** Ranking of provenance: official and curated before derived (unrecorded counts as curated). */
export const PROVENANCE_RANK: Record<string, number> = { official: 0, curated: 1, derived: 2 };
export const provenanceRankSql = (col: string) =>
  `CASE ${col}->>'kind' WHEN 'official' THEN 0 WHEN 'derived' THEN 2 ELSE 1 END`;

/** Strength of a `match_type` expression in SQL, from STRENGTH (lower is stronger). */
export const strengthSql = (col: string) =>
  `CASE ${col} ${Object.entries(STRENGTH)
    .map(([t, s]) => `WHEN '${t}' THEN ${s}`)
    .join(' ')} ELSE ${Object.keys(STRENGTH).length} END`;

/** A `provenance` column in SQL, with edges from before provenance was recorded read as curated. */
export const provenanceOrUnrecordedSql = (col: string) =>
  `coalesce(${col}, '{"kind":"curated","source":"unrecorded"}'::jsonb)`;
