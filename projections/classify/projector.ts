import type pg from 'pg';
import { copyRows } from '../../platform/copy.ts';
import type { Projection } from '../runtime/projection.ts';
import { mergeGinPending } from '../runtime/deferredIndexes.ts';
import { nodeDocument } from './document.ts';
import { holdoutEnabled } from './examples.ts';
import { escoNodeHeldOut } from './escoHoldout.ts';
import { deleteDocs, upsertDocs, DOC_COLUMNS } from './writes.ts';
import { recountStaleTerms, termCounting, type CountTerms } from './terms.ts';
import { inBusinessIndex } from './scope.ts';
import { referredPhrases } from './referred.ts';
import { nodeReferences } from './references.ts';

/**
 * The classify index: a tsvector per node built by our own stemmer (projections/classify/text.ts)
 * and each stem's document frequency. A system whose nodes arrive whole is loaded by COPY; later
 * changes go through a staging table and adjust the frequencies set-wise; a long replay counts the
 * frequencies once at its end instead (terms.ts).
 */
export const classifyProjection: Projection<'NodesAdded' | 'NodesChanged' | 'NodesRemoved'> = {
  name: 'classify',
  version: 9, // 2: example lists and exclusions indexed; 3: documents of the default scope marked (business); 4: cross-references; 5: ISCO lists end at their last item line (no heading or note in the last example); 6: NACE's sub-items ("growing of citrus fruits: . lemons and limes . oranges") each a phrase; 7: an example phrase's except clause is evidence against, not the phrase ("Gasoline merchant wholesalers (except bulk stations, terminals)"); 8: a title's "not in stores" is what it excludes, and an except clause ends at a semicolon (HS: "Fish meat, excluding fillets, whether or not minced; fresh or chilled, swordfish"); 9: a description's except clause in parentheses is evidence against its code ("computer training (except computer repair)")
  tables: ['classify_docs', 'classify_terms', 'classify_terms_stale'],
  handles: new Set(['NodesAdded', 'NodesChanged', 'NodesRemoved']),
  bulkTables: ['classify_docs'],
  async reset(tx) {
    await tx.query('TRUNCATE classify_docs, classify_terms, classify_terms_stale');
  },
  async handle(events, tx) {
    // What the nodes of this batch send to other codes of their system (a release arrives in one batch).
    const referred = referredPhrases(events);
    const countTerms = await termCounting(tx);
    // Keep the log's order per system, but load consecutive adds of a new system in one COPY.
    let pending: { system: string; rows: string[][] } | undefined;
    const flush = async () => {
      if (pending) await addDocs(tx, pending.system, pending.rows, countTerms);
      pending = undefined;
    };
    for (const e of events) {
      if (e.type === 'NodesAdded' || e.type === 'NodesChanged') {
        // the benchmark's held-out ESCO occupations are not indexed (escoHoldout.ts); a changed one leaves the index
        const held = holdoutEnabled() ? e.data.nodes.filter((n) => escoNodeHeldOut(e.data.system, n.title)) : [];
        const nodes = held.length ? e.data.nodes.filter((n) => !held.includes(n)) : e.data.nodes;
        if (held.length && e.type === 'NodesChanged') {
          await flush();
          await deleteDocs(
            tx,
            e.data.system,
            held.map((n) => n.code),
            countTerms,
          );
        }
        const rows = nodes.map((n) => [
          e.data.system,
          n.code,
          nodeDocument(
            n.title,
            n.description,
            { system: e.data.system, code: n.code },
            referred.get(e.data.system)?.get(n.code),
            nodeReferences(n),
          ).doc,
          String(inBusinessIndex(e.data.system)),
        ]);
        if (pending && pending.system !== e.data.system) await flush();
        if (e.type === 'NodesAdded') {
          pending ??= { system: e.data.system, rows: [] };
          for (const r of rows) pending.rows.push(r);
          continue;
        }
        await flush();
        await upsertDocs(tx, rows, countTerms);
      } else {
        await flush();
        await deleteDocs(tx, e.data.system, e.data.codes, countTerms);
      }
    }
    await flush();
    await mergeGinPending(tx, 'classify_docs_doc', 'classify_docs_business');
  },
  settle: recountStaleTerms, // after a long replay: every frequency counted once
};

/** Adds documents: straight COPY when the system has none yet (first import, rebuild), else upsert. */
async function addDocs(tx: pg.PoolClient, system: string, rows: string[][], countTerms: CountTerms): Promise<void> {
  const { rowCount } = await tx.query('SELECT 1 FROM classify_docs WHERE system = $1 LIMIT 1', [system]);
  if (rowCount) {
    await upsertDocs(tx, rows, countTerms);
    return;
  }
  await copyRows(tx, 'classify_docs', DOC_COLUMNS, rows);
  await countTerms(
    tx,
    rows.map((r) => r[2]),
    +1,
  );
}
