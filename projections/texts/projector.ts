import type pg from 'pg';
import type { RecordedOf } from '../../commands/domainEvents.ts';
import { NOTE_FIELDS, type NodeRecord } from '../../commands/records.ts';
import type { Projection } from '../runtime/projection.ts';
import { searchText } from './languages.ts';

type Handled = 'NodesAdded' | 'NodesChanged' | 'NodesRemoved' | 'LabelsReplaced' | 'LabelsImported';

async function writeNotes(tx: pg.PoolClient, system: string, nodes: NodeRecord[]): Promise<void> {
  const codes = nodes.map((n) => n.code);
  await tx.query('DELETE FROM node_notes WHERE system = $1 AND code = ANY($2::text[])', [system, codes]);
  const withNotes = nodes.filter((n) => n.notes);
  if (!withNotes.length) return;
  await tx.query(
    `INSERT INTO node_notes (system, code, ${NOTE_FIELDS.join(', ')})
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])`,
    [system, withNotes.map((n) => n.code), ...NOTE_FIELDS.map((f) => withNotes.map((n) => n.notes![f] ?? null))],
  );
}

/**
 * The texts of codes beyond their English title: the publisher's notes (from the nodes' `notes`) and the
 * labels in other languages (from label streams), each label indexed for search in its own language.
 */
export const textsProjection: Projection<Handled> = {
  name: 'texts',
  version: 1,
  tables: ['node_notes', 'node_labels', 'label_sets'],
  handles: new Set<Handled>(['NodesAdded', 'NodesChanged', 'NodesRemoved', 'LabelsReplaced', 'LabelsImported']),
  async reset(tx) {
    await tx.query('TRUNCATE node_notes, node_labels, label_sets');
  },
  async handle(events: RecordedOf<Handled>[], tx) {
    for (const e of events) {
      switch (e.type) {
        case 'NodesAdded':
          // most systems have no notes: nothing to write, nothing to delete (their codes are new)
          if (e.data.nodes.some((n) => n.notes)) await writeNotes(tx, e.data.system, e.data.nodes);
          break;
        case 'NodesChanged':
          if (e.data.nodes.some((n) => n.notes || n.changed.includes('notes')))
            await writeNotes(tx, e.data.system, e.data.nodes);
          break;
        case 'NodesRemoved':
          await tx.query('DELETE FROM node_notes WHERE system = $1 AND code = ANY($2::text[])', [
            e.data.system,
            e.data.codes,
          ]);
          await tx.query('DELETE FROM node_labels WHERE system = $1 AND code = ANY($2::text[])', [
            e.data.system,
            e.data.codes,
          ]);
          break;
        case 'LabelsReplaced': {
          const { system, lang, source, provenance, note, first, labels } = e.data;
          if (first) {
            await tx.query('DELETE FROM node_labels WHERE system = $1 AND lang = $2', [system, lang]);
            await tx.query(
              `INSERT INTO label_sets (system, lang, source, provenance, note) VALUES ($1, $2, $3, $4, $5)
               ON CONFLICT (system, lang) DO UPDATE SET source = EXCLUDED.source, provenance = EXCLUDED.provenance,
                 note = EXCLUDED.note, label_count = 0`,
              [system, lang, source, provenance, note],
            );
          }
          if (!labels.length) break;
          const st = labels.map(([, label]) => searchText(label, lang));
          await tx.query(
            `INSERT INTO node_labels (system, code, lang, label, tsv)
             SELECT $1, x.code, $2, x.label, to_tsvector(x.config::regconfig, x.text)
               FROM unnest($3::text[], $4::text[], $5::text[], $6::text[]) AS x(code, label, config, text)
             ON CONFLICT (system, code, lang) DO UPDATE SET label = EXCLUDED.label, tsv = EXCLUDED.tsv`,
            [
              system,
              lang,
              labels.map((l) => l[0]),
              labels.map((l) => l[1]),
              st.map((s) => s.config),
              st.map((s) => s.text),
            ],
          );
          break;
        }
        case 'LabelsImported':
          await tx.query(
            `UPDATE label_sets SET label_count = (SELECT count(*) FROM node_labels WHERE system = $1 AND lang = $2)
              WHERE system = $1 AND lang = $2`,
            [e.data.system, e.data.lang],
          );
          break;
      }
    }
  },
};
