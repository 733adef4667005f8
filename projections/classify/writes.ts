import type pg from 'pg';
import { copyRows } from '../../platform/copy.ts';
import type { CountTerms } from './terms.ts';

/** A document row: system, code, the tsvector literal, and whether the system is of the default scope ('true'/'false'). */
export const DOC_COLUMNS = ['system', 'code', 'doc', 'business'];

/** Replaces the documents of existing or new codes (one statement each way, through a staging table), moving the frequencies by `countTerms`. */
export async function upsertDocs(tx: pg.PoolClient, rows: string[][], countTerms: CountTerms): Promise<void> {
  rows = lastPerCode(rows);
  if (!rows.length) return;
  await tx.query(
    'CREATE TEMP TABLE IF NOT EXISTS classify_stage_v3 (system text, code text, doc tsvector, business boolean) ON COMMIT DELETE ROWS',
  );
  await tx.query('TRUNCATE classify_stage_v3');
  await copyRows(tx, 'classify_stage_v3', DOC_COLUMNS, rows);
  const old = await tx.query<{ doc: string }>(
    `DELETE FROM classify_docs d USING classify_stage_v3 s WHERE d.system = s.system AND d.code = s.code RETURNING d.doc::text AS doc`,
  );
  await countTerms(
    tx,
    old.rows.map((r) => r.doc),
    -1,
  );
  await tx.query(
    'INSERT INTO classify_docs (system, code, doc, business) SELECT system, code, doc, business FROM classify_stage_v3',
  );
  await countTerms(
    tx,
    rows.map((r) => r[2]),
    +1,
  );
}

export async function deleteDocs(
  tx: pg.PoolClient,
  system: string,
  codes: string[],
  countTerms: CountTerms,
): Promise<void> {
  const old = await tx.query<{ doc: string }>(
    'DELETE FROM classify_docs WHERE system = $1 AND code = ANY($2) RETURNING doc::text AS doc',
    [system, codes],
  );
  await countTerms(
    tx,
    old.rows.map((r) => r.doc),
    -1,
  );
}

/** One row per (system, code), the last one given. */
function lastPerCode(rows: string[][]): string[][] {
  const byKey = new Map<string, string[]>();
  for (const r of rows) byKey.set(`${r[0]}\u001f${r[1]}`, r);
  return [...byKey.values()];
}
