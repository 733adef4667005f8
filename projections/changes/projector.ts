import type pg from 'pg';
import type { RecordedOf } from '../../commands/domainEvents.ts';
import type { Projection } from '../runtime/projection.ts';
import type { ChangeRow } from './kinds.ts';
import { releaseChanges } from './releaseChanges.ts';
import { crosswalkChanges } from './crosswalkChanges.ts';
import { labelChanges } from './labelChanges.ts';

const HANDLES = [
  'SystemMetadataChanged',
  'NodesAdded',
  'NodesChanged',
  'NodesRemoved',
  'SystemReleaseImported',
  'EquivalencesAdded',
  'EquivalencesRemoved',
  'CrosswalkImported',
  'LabelsReplaced',
  'LabelsImported',
] as const;
type Handled = (typeof HANDLES)[number];
type NodeEvent = RecordedOf<'NodesAdded' | 'NodesChanged' | 'NodesRemoved'>;
type EdgeEvent = RecordedOf<'EquivalencesAdded' | 'EquivalencesRemoved'>;
type LabelBatch = RecordedOf<'LabelsReplaced'>;
type Body = NodeEvent | EdgeEvent | LabelBatch;
const nodeEvents = (list: Body[]) => list.filter((e): e is NodeEvent => e.type.startsWith('Nodes'));
const edgeEvents = (list: Body[]) => list.filter((e): e is EdgeEvent => e.type.startsWith('Equivalences'));
const labelBatches = (list: Body[]) => list.filter((e): e is LabelBatch => e.type === 'LabelsReplaced');

/**
 * The change feed (GET /api/v1/changes): what changed in the catalog as users name it, one row per
 * change keyed by (event position, ordinal), so a change keeps its cursor through every rebuild. A
 * release's or an import's events arrive in one batch (the runner never cuts one): they are gathered per
 * stream and turned into changes when the closing event (SystemReleaseImported, CrosswalkImported,
 * LabelsImported) comes. Version 2 reads label sets and notes too (a rebuild adds their changes; the cursors of
 * version 1's changes stay as they were). Version 3 tells a retired code that was split or merged (`code_split`,
 * `code_merged`, successors.ts): a rebuild gives those rows their kind, their cursors stay.
 */
export const changesProjection: Projection<Handled> = {
  name: 'changes',
  version: 3,
  tables: ['catalog_changes', 'feed_nodes', 'feed_edges', 'feed_labels', 'feed_imported'],
  bulkTables: ['feed_nodes', 'feed_edges', 'feed_labels'],
  handles: new Set(HANDLES),
  async reset(tx) {
    await tx.query('TRUNCATE catalog_changes, feed_nodes, feed_edges, feed_labels, feed_imported');
  },
  async handle(events, tx) {
    const out: ChangeRow[] = [];
    const pending = new Map<string, Body[]>();
    for (const e of events) {
      switch (e.type) {
        case 'SystemMetadataChanged':
          if (await imported(tx, e.stream))
            out.push({
              position: e.position,
              ordinal: 0,
              kind: 'system_changed',
              system: e.data.system.id,
              code: null,
              other_system: null,
              other_code: null,
              at: e.created,
              detail: { fields: e.data.changed },
            });
          break;
        case 'SystemReleaseImported': {
          const first = await markImported(tx, e.stream);
          await releaseChanges(tx, e.data.system, nodeEvents(take(pending, e.stream)), e, first, out);
          break;
        }
        case 'CrosswalkImported': {
          const first = await markImported(tx, e.stream);
          await crosswalkChanges(tx, e.data.systems, edgeEvents(take(pending, e.stream)), e, first, out);
          break;
        }
        case 'LabelsImported': {
          const first = await markImported(tx, e.stream);
          await labelChanges(tx, [e.data.system, e.data.lang], labelBatches(take(pending, e.stream)), e, first, out);
          break;
        }
        default:
          pending.set(e.stream, [...(pending.get(e.stream) ?? []), e]);
      }
    }
    // a release or an import cut by the end of the log (a batch never ends inside one otherwise)
    for (const [stream, list] of pending) {
      const first = !(await imported(tx, stream));
      if (stream.startsWith('system-'))
        await releaseChanges(tx, stream.slice('system-'.length), nodeEvents(list), undefined, first, out);
      else if (stream.startsWith('labels-')) {
        const [batch] = labelBatches(list);
        if (batch)
          await labelChanges(tx, [batch.data.system, batch.data.lang], labelBatches(list), undefined, first, out);
      } else await crosswalkChanges(tx, pairOf(stream), edgeEvents(list), undefined, first, out);
    }
    await insertChanges(tx, out);
  },
};

const take = (pending: Map<string, Body[]>, stream: string) => {
  const list = pending.get(stream) ?? [];
  pending.delete(stream);
  return list;
};
const pairOf = (stream: string) => stream.slice('crosswalk-'.length).split('~') as [string, string];

async function imported(tx: pg.PoolClient, stream: string): Promise<boolean> {
  return (await tx.query('SELECT 1 FROM feed_imported WHERE stream = $1', [stream])).rowCount === 1;
}
/** Records the stream's import; true when it is its first. */
async function markImported(tx: pg.PoolClient, stream: string): Promise<boolean> {
  return (
    (await tx.query('INSERT INTO feed_imported (stream) VALUES ($1) ON CONFLICT DO NOTHING', [stream])).rowCount === 1
  );
}

async function insertChanges(tx: pg.PoolClient, rows: ChangeRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 20_000) {
    const chunk = rows.slice(i, i + 20_000);
    await tx.query(
      `INSERT INTO catalog_changes (position, ordinal, kind, system, code, other_system, other_code, at, detail)
       SELECT * FROM unnest($1::bigint[], $2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[], $9::jsonb[])
       ON CONFLICT (position, ordinal) DO NOTHING`,
      [
        chunk.map((r) => String(r.position)),
        chunk.map((r) => r.ordinal),
        chunk.map((r) => r.kind),
        chunk.map((r) => r.system),
        chunk.map((r) => r.code),
        chunk.map((r) => r.other_system),
        chunk.map((r) => r.other_code),
        chunk.map((r) => r.at),
        chunk.map((r) => JSON.stringify(r.detail)),
      ],
    );
  }
}
