import type pg from 'pg';
import { copyRows } from '../../platform/copy.ts';
import type { IndexOp, SearchDoc } from './port.ts';
import { lexiconWords, normCode } from './text.ts';

const STAGE_COLUMNS = ['system', 'code', 'title', 'level', 'code_norm'];

/**
 * Writes one projection batch into search_docs / search_systems / search_lexicon inside `tx`.
 * Documents are staged with COPY and moved by one set-wise INSERT (tsvector computed in SQL, from
 * the title only: descriptions would triple the to_tsvector cost of a full load, see README);
 * the lexicon changes by the batch's word-frequency deltas in one statement at the end.
 * Replaying a batch changes nothing: old titles are read before they are overwritten.
 */
export async function applyPgOps(tx: pg.PoolClient, ops: IndexOp[]): Promise<void> {
  const delta = new Map<string, number>();
  const bump = (title: string, by: number) => { for (const w of lexiconWords(title)) delta.set(w, (delta.get(w) ?? 0) + by); };
  await tx.query(`CREATE TEMP TABLE IF NOT EXISTS search_stage (
      system text, code text, title text, level int, code_norm text) ON COMMIT DELETE ROWS`);

  const upserted = new Set(ops.flatMap((o) => (o.op === 'upsert' ? [o.system] : [])));
  const fresh = await systemsWithoutDocs(tx, [...upserted]);
  let staged: { system: string; docs: SearchDoc[] }[] = [];
  const stagedKeys = new Set<string>();
  let wrote = false;

  const flush = async () => {
    if (!staged.length) return;
    wrote = true;
    const rows = staged.flatMap(({ system, docs }) => docs.map((d) => [system, d.code, d.title, d.level, normCode(d.code)]));
    await copyRows(tx, 'search_stage', STAGE_COLUMNS, rows);
    const existing = staged.map((s) => s.system).filter((s) => !fresh.has(s));
    if (existing.length) {
      const old = await tx.query<{ title: string }>(
        `SELECT d.title FROM search_stage s JOIN search_docs d ON d.system = s.system AND d.code = s.code WHERE s.system = ANY($1)`, [existing]);
      for (const r of old.rows) bump(r.title, -1);
    }
    for (const s of staged) for (const d of s.docs) bump(d.title, 1);
    await tx.query(
      `INSERT INTO search_docs (system, code, title, level, code_norm, tsv)
       SELECT system, code, title, level, code_norm, setweight(to_tsvector('search_en', title), 'A')
         FROM search_stage
       ON CONFLICT (system, code) DO UPDATE
         SET title = EXCLUDED.title, level = EXCLUDED.level, code_norm = EXCLUDED.code_norm, tsv = EXCLUDED.tsv`);
    await tx.query('TRUNCATE search_stage');
    for (const s of staged) fresh.delete(s.system);
    staged = [];
    stagedKeys.clear();
  };

  for (const op of ops) {
    if (op.op === 'systems') {
      const s = op.systems;
      await tx.query(
        `INSERT INTO search_systems (id, name, kind) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
         ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, kind = EXCLUDED.kind`,
        [s.map((x) => x.id), s.map((x) => x.name), s.map((x) => x.kind)]);
    } else if (op.op === 'upsert') {
      // A key staged twice in one INSERT ... ON CONFLICT is an error: write what is staged first.
      if (op.docs.some((d) => stagedKeys.has(`${op.system}\u0000${d.code}`))) await flush();
      const docs = dedupeLast(op.docs);
      staged.push({ system: op.system, docs });
      for (const d of docs) stagedKeys.add(`${op.system}\u0000${d.code}`);
    } else {
      await flush();
      const gone = await tx.query<{ title: string }>(
        'DELETE FROM search_docs WHERE system = $1 AND code = ANY($2) RETURNING title', [op.system, op.codes]);
      for (const r of gone.rows) bump(r.title, -1);
    }
  }
  await flush();
  await applyLexiconDelta(tx, delta);
  if (wrote) {
    // Merge the batch's GIN pending entries in bulk now, so searches never scan a long pending list.
    await tx.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await tx.query(`SELECT gin_clean_pending_list('search_docs_tsv'::regclass), gin_clean_pending_list('search_lexicon_trgm'::regclass)`);
  }
}

async function systemsWithoutDocs(tx: pg.PoolClient, systems: string[]): Promise<Set<string>> {
  if (!systems.length) return new Set();
  const { rows } = await tx.query<{ s: string }>(
    'SELECT s FROM unnest($1::text[]) AS s WHERE NOT EXISTS (SELECT 1 FROM search_docs d WHERE d.system = s)', [systems]);
  return new Set(rows.map((r) => r.s));
}

/** The last version of each code in one event (an event never repeats a code, but be safe). */
function dedupeLast(docs: SearchDoc[]): SearchDoc[] {
  const byCode = new Map<string, SearchDoc>();
  for (const d of docs) byCode.set(d.code, d);
  return byCode.size === docs.length ? docs : [...byCode.values()];
}

/** Adds the batch's per-word document-frequency changes; words that reach 0 leave the lexicon. */
async function applyLexiconDelta(tx: pg.PoolClient, delta: Map<string, number>): Promise<void> {
  const changed = [...delta].filter(([, n]) => n !== 0);
  if (!changed.length) return;
  changed.sort((a, b) => (a[0] < b[0] ? -1 : 1)); // one lock order for concurrent writers
  const words = changed.map(([w]) => w), counts = changed.map(([, n]) => n);
  await tx.query(
    `INSERT INTO search_lexicon AS l (word, freq) SELECT * FROM unnest($1::text[], $2::int[])
     ON CONFLICT (word) DO UPDATE SET freq = l.freq + EXCLUDED.freq`, [words, counts]);
  if (counts.some((n) => n < 0)) await tx.query('DELETE FROM search_lexicon WHERE word = ANY($1) AND freq <= 0', [words]);
}

/** Empties the PostgreSQL search read model (rebuild). */
export async function resetPg(tx: pg.PoolClient): Promise<void> {
  await tx.query('TRUNCATE search_docs, search_systems, search_lexicon');
}
