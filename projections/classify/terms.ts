import type pg from 'pg';

/** Adds `sign` to the document frequency of every stem of the given tsvector literals (or, in a long replay, nothing). */
export type CountTerms = (tx: pg.PoolClient, docs: string[], sign: 1 | -1) => Promise<void>;

/** The incremental path: one upsert of the batch's stems, each counted once per document. */
export const countTerms: CountTerms = async (tx, docs, sign) => {
  const counts = new Map<string, number>();
  for (const d of docs) for (const m of d.matchAll(/'([^']+)'/g)) counts.set(m[1], (counts.get(m[1]) ?? 0) + 1);
  if (!counts.size) return;
  await tx.query(
    `INSERT INTO classify_terms (term, df) SELECT t, n * $3 FROM unnest($1::text[], $2::int[]) AS x(t, n)
     ON CONFLICT (term) DO UPDATE SET df = classify_terms.df + EXCLUDED.df`,
    [[...counts.keys()], [...counts.values()], sign],
  );
};

const leaveForRecount: CountTerms = async () => {};

/**
 * How this batch keeps the document frequencies. A long replay (the projector set classify_docs'
 * secondary indexes aside: runtime/deferredIndexes.ts) upserted the same few thousand hot rows of
 * classify_terms once per batch, in every batch; it now writes the documents alone and marks the
 * frequencies stale in the batch's transaction, and `recountStaleTerms` counts them once at its end.
 */
export async function termCounting(tx: pg.PoolClient): Promise<CountTerms> {
  // the table the search path names: the live one, or a rebuild's copy (whose indexes have other names)
  const { rows } = await tx.query<{ indexed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_index WHERE indrelid = 'classify_docs'::regclass AND NOT indisprimary) AS indexed`,
  );
  if (rows[0].indexed) return countTerms;
  await tx.query('INSERT INTO classify_terms_stale DEFAULT VALUES ON CONFLICT DO NOTHING');
  return leaveForRecount;
}

/** When a long replay left the frequencies stale, counts every stem's documents afresh (one statement). True when it did. */
export async function recountStaleTerms(tx: pg.PoolClient): Promise<boolean> {
  const { rowCount } = await tx.query('DELETE FROM classify_terms_stale');
  if (!rowCount) return false;
  await tx.query('TRUNCATE classify_terms');
  await tx.query(
    `INSERT INTO classify_terms (term, df) SELECT word, ndoc FROM ts_stat('SELECT doc FROM classify_docs')`,
  );
  return true;
}
