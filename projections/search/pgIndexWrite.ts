import type pg from 'pg';
import { copyRows } from '../../platform/copy.ts';
import type { IndexOp, SearchDoc, SearchSystem } from './port.ts';
import { lexiconWords, normCode } from './text.ts';
import { needsSegmentation, wordTokens } from '../words/tokenize.ts';
import { mergeGinPending } from '../runtime/deferredIndexes.ts';

const DOC_COLUMNS = ['system', 'code', 'title', 'level', 'code_norm', 'parent', 'child_count'];

/**
 * Writes one projection batch into search_docs / search_systems / search_lexicon inside `tx`.
 * Systems with no documents yet (first import, rebuild) are loaded by COPY straight into
 * search_docs (the title tsvector is a generated column); other documents are upserted set-wise
 * from arrays. The lexicon changes by the batch's word-frequency deltas in one statement at the end,
 * and the GIN pending list is merged once. Replaying a batch changes nothing: old titles are read
 * before they are overwritten. Descriptions are not indexed: they would triple the to_tsvector
 * cost of a full load (see README).
 */
export async function applyPgOps(tx: pg.PoolClient, ops: IndexOp[]): Promise<void> {
  const delta = new Map<string, number>();
  // the titles written or overwritten: their count of systems (search_titles) is counted again at the end
  const titles = new Set<string>();
  const bump = (title: string, by: number) => {
    titles.add(title);
    for (const w of lexiconWords(title)) delta.set(w, (delta.get(w) ?? 0) + by);
  };
  const systems = new Map<string, SearchSystem>();
  // the systems whose documents' child counts are counted again at the end (written by upsert or deleted from); a
  // system loaded by COPY has its counts from the loaded documents themselves
  const recount = new Set<string>();
  const fresh = await systemsWithoutDocs(tx, [...new Set(ops.flatMap((o) => (o.op === 'upsert' ? [o.system] : [])))]);
  let staged: { system: string; docs: SearchDoc[] }[] = [];
  const stagedKeys = new Set<string>();
  let wrote = false;

  const flush = async () => {
    if (!staged.length) return;
    wrote = true;
    const bulk = staged.filter((s) => fresh.has(s.system));
    const rest = staged.filter((s) => !fresh.has(s.system));
    if (bulk.length) {
      // a system loaded by COPY had no documents: its children are among those loaded now (one count per system)
      const counted = new Map<string, Map<string, number>>();
      const kidsOf = (system: string) => {
        let m = counted.get(system);
        if (!m) counted.set(system, (m = childCounts(bulk.filter((b) => b.system === system).flatMap((b) => b.docs))));
        return m;
      };
      await copyRows(
        tx,
        'search_docs',
        DOC_COLUMNS,
        bulk.flatMap(({ system, docs }) => {
          const kids = kidsOf(system);
          return docs.map((d) => [
            system,
            d.code,
            d.title,
            d.level,
            normCode(d.code),
            d.parent ?? null,
            kids.get(d.code) ?? 0,
          ]);
        }),
      );
    }
    if (rest.length) {
      const rows = rest.flatMap(({ system, docs }) => docs.map((d) => ({ system, ...d })));
      const arrays = [
        rows.map((r) => r.system),
        rows.map((r) => r.code),
        rows.map((r) => r.title),
        rows.map((r) => r.level),
        rows.map((r) => normCode(r.code)),
        rows.map((r) => r.parent ?? null),
      ];
      for (const r of rest) recount.add(r.system);
      const old = await tx.query<{ title: string }>(
        `SELECT d.title FROM unnest($1::text[], $2::text[]) AS x(system, code) JOIN search_docs d ON d.system = x.system AND d.code = x.code`,
        arrays.slice(0, 2),
      );
      for (const r of old.rows) bump(r.title, -1);
      await tx.query(
        `INSERT INTO search_docs (system, code, title, level, code_norm, parent)
         SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::text[])
         ON CONFLICT (system, code) DO UPDATE SET title = EXCLUDED.title, level = EXCLUDED.level, code_norm = EXCLUDED.code_norm,
           parent = EXCLUDED.parent, seg_tsv = NULL`,
        arrays,
      );
    }
    await writeSegmented(tx, staged);
    for (const s of staged) {
      for (const d of s.docs) bump(d.title, 1);
      fresh.delete(s.system);
    }
    staged = [];
    stagedKeys.clear();
  };

  for (const op of ops) {
    if (op.op === 'systems') {
      for (const s of op.systems) systems.set(s.id, s); // independent of the documents: written once, at the end
    } else if (op.op === 'upsert') {
      // A key written twice in one statement is an error (and COPY has no conflict handling): write what is staged first.
      if (op.docs.some((d) => stagedKeys.has(`${op.system}\u0000${d.code}`))) await flush();
      const docs = dedupeLast(op.docs);
      staged.push({ system: op.system, docs });
      for (const d of docs) stagedKeys.add(`${op.system}\u0000${d.code}`);
    } else {
      await flush();
      fresh.delete(op.system);
      const gone = await tx.query<{ title: string }>(
        'DELETE FROM search_docs WHERE system = $1 AND code = ANY($2) RETURNING title',
        [op.system, op.codes],
      );
      for (const r of gone.rows) bump(r.title, -1);
      if (gone.rows.length) recount.add(op.system);
    }
  }
  await flush();
  await upsertSystems(tx, [...systems.values()]);
  await applyLexiconDelta(tx, delta);
  await recountTitles(tx, [...titles]);
  await recountChildren(tx, [...recount]);
  if (wrote) {
    // Merge the batch's GIN pending entries in bulk now, so searches never scan a long pending list.
    await tx.query(`SET LOCAL maintenance_work_mem = '256MB'`);
    await mergeGinPending(tx, 'search_docs_tsv', 'search_docs_tsv_short', 'search_docs_seg_tsv', 'search_lexicon_trgm');
  }
}

/** The segmented title of the rare titles PostgreSQL's parser cannot split (see migration 0050). */
async function writeSegmented(tx: pg.PoolClient, staged: { system: string; docs: SearchDoc[] }[]): Promise<void> {
  const rows = staged.flatMap(({ system, docs }) =>
    docs.filter((d) => needsSegmentation(d.title)).map((d) => [system, d.code, wordTokens(d.title).join(' ')]),
  );
  if (!rows.length) return;
  await tx.query(
    `UPDATE search_docs d SET seg_tsv = setweight(to_tsvector('search_en', x.seg), 'A')
       FROM unnest($1::text[], $2::text[], $3::text[]) AS x(system, code, seg) WHERE d.system = x.system AND d.code = x.code`,
    [rows.map((r) => r[0]), rows.map((r) => r[1]), rows.map((r) => r[2])],
  );
}

async function upsertSystems(tx: pg.PoolClient, s: SearchSystem[]): Promise<void> {
  if (!s.length) return;
  await tx.query(
    `INSERT INTO search_systems (id, name, kind) SELECT * FROM unnest($1::text[], $2::text[], $3::text[])
     ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, kind = EXCLUDED.kind`,
    [s.map((x) => x.id), s.map((x) => x.name), s.map((x) => x.kind)],
  );
}

async function systemsWithoutDocs(tx: pg.PoolClient, systems: string[]): Promise<Set<string>> {
  if (!systems.length) return new Set();
  const { rows } = await tx.query<{ s: string }>(
    'SELECT s FROM unnest($1::text[]) AS s WHERE NOT EXISTS (SELECT 1 FROM search_docs d WHERE d.system = s)',
    [systems],
  );
  return new Set(rows.map((r) => r.s));
}

/** Each code's number of children among `docs` (a system's documents loaded together, parents first or not). */
function childCounts(docs: SearchDoc[]): Map<string, number> {
  const n = new Map<string, number>();
  for (const d of docs) if (d.parent != null) n.set(d.parent, (n.get(d.parent) ?? 0) + 1);
  return n;
}

/**
 * Every document's child count in `systems` counted again from their parents (one read of each system's documents by
 * the primary key, as the catalog recounts a changed system's tree), written only where it changed.
 */
async function recountChildren(tx: pg.PoolClient, systems: string[]): Promise<void> {
  if (!systems.length) return;
  await tx.query(
    `UPDATE search_docs d SET child_count = x.n
       FROM (SELECT p.system, p.code, coalesce(k.n, 0) AS n FROM search_docs p
               LEFT JOIN (SELECT system, parent, count(*)::int AS n FROM search_docs
                           WHERE system = ANY($1) AND parent IS NOT NULL GROUP BY system, parent) k
                 ON k.system = p.system AND k.parent = p.code
              WHERE p.system = ANY($1)) x
      WHERE d.system = x.system AND d.code = x.code AND d.child_count IS DISTINCT FROM x.n`,
    [systems],
  );
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
  const words = changed.map(([w]) => w),
    counts = changed.map(([, n]) => n);
  await tx.query(
    `INSERT INTO search_lexicon AS l (word, freq) SELECT * FROM unnest($1::text[], $2::int[])
     ON CONFLICT (word) DO UPDATE SET freq = l.freq + EXCLUDED.freq`,
    [words, counts],
  );
  if (counts.some((n) => n < 0))
    await tx.query('DELETE FROM search_lexicon WHERE word = ANY($1) AND freq <= 0', [words]);
}

/** Empties the PostgreSQL search read model (rebuild). */
export async function resetPg(tx: pg.PoolClient): Promise<void> {
  await tx.query('TRUNCATE search_docs, search_systems, search_lexicon, search_titles');
}

/**
 * The systems holding each of `titles` (lower case) counted again from search_docs (search_titles: a row only when
 * more than one system holds it). Through the index on lower(title); during a long replay that index is set aside
 * (deferredIndexes.ts) and the replay's `settle` counts every title at its end (`countSharedTitles`), so nothing here.
 */
async function recountTitles(tx: pg.PoolClient, titles: string[]): Promise<void> {
  if (!titles.length) return;
  const { rows } = await tx.query<{ indexed: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = 'search_docs'::regclass
                       AND pg_get_indexdef(i.indexrelid) LIKE '%(lower(title))%') AS indexed`,
  );
  if (!rows[0].indexed) return;
  await tx.query(
    `WITH k AS (SELECT DISTINCT lower(x) AS key FROM unnest($1::text[]) x),
          gone AS (DELETE FROM search_titles t USING k WHERE t.key = k.key)
     INSERT INTO search_titles (key, systems)
     SELECT k.key, c.n FROM k CROSS JOIN LATERAL (SELECT count(DISTINCT d.system) AS n FROM search_docs d WHERE lower(d.title) = k.key) c
      WHERE c.n > 1`,
    [titles],
  );
}

/** Every title's count of systems from search_docs afresh (the end of a long replay, whose batches counted none). */
export async function countSharedTitles(tx: pg.PoolClient): Promise<void> {
  await tx.query('TRUNCATE search_titles');
  await tx.query(`INSERT INTO search_titles (key, systems)
    SELECT lower(title), count(DISTINCT system) FROM search_docs GROUP BY 1 HAVING count(DISTINCT system) > 1`);
}
