import type pg from 'pg';
import type { RecordedEvent } from '../../commands/eventStore/port.ts';
import type { IngestionEvent, SystemEvent, SystemRegistered } from '../../commands/events.ts';
import { unhandled, type RecordedOf } from '../../commands/domainEvents.ts';
import type { NodeRecord } from '../../commands/records.ts';
import { copyRows } from '../../platform/copy.ts';
import type { Projection } from '../runtime/projection.ts';
import { deriveTree } from './derive.ts';
import { recomputeTree, refreshSystemCounts } from './recompute.sql.ts';

type CatalogEvent = SystemEvent | IngestionEvent;
type NodeEvent = RecordedOf<'NodesAdded' | 'NodesChanged' | 'NodesRemoved'>;
const NODE_COLUMNS = [
  'system',
  'code',
  'title',
  'description',
  'parent',
  'level',
  'seq',
  'path',
  'child_count',
  'subtree_size',
];
const HISTORY_COLUMNS = [
  'system',
  'code',
  'position',
  'ingestion_id',
  'release',
  'change',
  'fields',
  'title',
  'at',
  'parent',
  'previous_title',
  'previous_parent',
  'description',
  'previous_description',
];

/** Systems, nodes (with path, child count, subtree size), per-node history, releases and ingestions. */
export const catalogProjection: Projection<CatalogEvent['type']> = {
  name: 'catalog',
  version: 1,
  tables: ['systems', 'nodes', 'node_history', 'ingestions', 'releases'],
  bulkTables: ['nodes', 'node_history'],
  handles: new Set([
    'SystemRegistered',
    'SystemMetadataChanged',
    'NodesAdded',
    'NodesChanged',
    'NodesRemoved',
    'SystemReleaseImported',
    'IngestionStarted',
    'IngestionCompleted',
    'IngestionFailed',
  ]),
  async reset(tx) {
    await tx.query('TRUNCATE systems, nodes, node_history, ingestions, releases');
  },
  async handle(events, tx) {
    // Events of one release arrive together; gather each system's node events so a system that
    // arrives whole (first import, rebuild) is loaded by COPY with its tree derived in memory.
    const bySystem = new Map<string, NodeEvent[]>();
    for (const e of events) {
      const ev = e;
      switch (ev.type) {
        case 'SystemRegistered':
        case 'SystemMetadataChanged':
          await upsertSystem(tx, ev.data.system);
          break;
        case 'NodesAdded':
        case 'NodesChanged':
        case 'NodesRemoved': {
          const list = bySystem.get(ev.data.system) ?? [];
          list.push(ev);
          bySystem.set(ev.data.system, list);
          break;
        }
        case 'SystemReleaseImported':
          await applyNodeEvents(tx, ev.data.system, bySystem.get(ev.data.system) ?? []);
          bySystem.delete(ev.data.system);
          await tx.query(
            `UPDATE systems SET source_hash = $2, release = $3, last_ingestion_id = $4, updated_at = now() WHERE id = $1`,
            [ev.data.system, ev.data.sourceHash, ev.data.release, ev.data.ingestionId],
          );
          await tx.query(
            `INSERT INTO releases (system, position, ingestion_id, release, source_hash, counts, at) VALUES ($1,$2,$3,$4,$5,$6,$7)
             ON CONFLICT DO NOTHING`,
            [
              ev.data.system,
              String(e.position),
              ev.data.ingestionId,
              ev.data.release,
              ev.data.sourceHash,
              ev.data.counts,
              e.created,
            ],
          );
          break;
        case 'IngestionStarted':
          await tx.query(
            `INSERT INTO ingestions (id, source, kind, status, started_at) VALUES ($1, $2, $3, 'started', $4)
             ON CONFLICT (id) DO NOTHING`,
            [ev.data.ingestionId, ev.data.source, ev.data.kind, e.created],
          );
          break;
        case 'IngestionCompleted':
        case 'IngestionFailed':
          await tx.query(`UPDATE ingestions SET status = $2, counts = $3, error = $4, finished_at = $5 WHERE id = $1`, [
            ev.data.ingestionId,
            ev.type === 'IngestionCompleted' ? 'completed' : 'failed',
            ev.type === 'IngestionCompleted' ? ev.data.counts : null,
            ev.type === 'IngestionFailed' ? ev.data.error : null,
            e.created,
          ]);
          break;
        default:
          unhandled(ev);
      }
    }
    for (const [system, list] of bySystem) await applyNodeEvents(tx, system, list); // a release cut by the end of the log
  },
};

async function upsertSystem(tx: pg.PoolClient, s: SystemRegistered['data']['system']): Promise<void> {
  await tx.query(
    `INSERT INTO systems (id, name, full_name, region, version, authority, url, source_url, license, provenance, source_date, country_codes, kind)
     VALUES ($1,$2,$3,$4,$5,$6,$7,$8,$9,$10,$11,$12,$13)
     ON CONFLICT (id) DO UPDATE SET name=$2, full_name=$3, region=$4, version=$5, authority=$6, url=$7, source_url=$8,
       license=$9, provenance=$10, source_date=$11, country_codes=$12, kind=$13, updated_at=now()`,
    [
      s.id,
      s.name,
      s.full_name,
      s.region,
      s.version,
      s.authority,
      s.url,
      s.source_url,
      s.license,
      s.provenance,
      s.source_date,
      s.country_codes,
      s.kind,
    ],
  );
}

async function applyNodeEvents(tx: pg.PoolClient, system: string, list: NodeEvent[]): Promise<void> {
  if (!list.length) return;
  const release = await tx.query('SELECT version FROM systems WHERE id = $1', [system]);
  const version: string | null = release.rows[0]?.version ?? null;
  const ingestionId = (e: RecordedEvent) => (e.metadata.correlationId as string | undefined) ?? null;
  /** One node_history row, in HISTORY_COLUMNS order. */
  const historyRow = (
    e: RecordedEvent,
    change: 'added' | 'changed' | 'removed',
    n: { code: string; title: string; parent: string | null; description?: string | null },
    fields: string[] | null = null,
    before?: { title: string; parent: string | null; description: string | null },
  ) => [
    system,
    n.code,
    e.position,
    ingestionId(e),
    version,
    change,
    fields,
    n.title,
    e.created,
    n.parent,
    before?.title ?? null,
    before?.parent ?? null,
    n.description ?? null,
    before?.description ?? null,
  ];
  const existing = await tx.query<{ n: number; s: number }>(
    'SELECT count(*)::int AS n, coalesce(max(seq), 0) AS s FROM nodes WHERE system = $1',
    [system],
  );
  let seq = existing.rows[0].s;
  const adds = list.filter((e) => e.type === 'NodesAdded');
  const onlyAdds = adds.length === list.length;

  if (existing.rows[0].n === 0 && onlyAdds) {
    // Fast path: the whole system at once.
    const nodes: NodeRecord[] = adds.flatMap((e) => e.data.nodes);
    const derived = deriveTree(nodes);
    await copyRows(
      tx,
      'nodes',
      NODE_COLUMNS,
      nodes.map((n) => {
        const d = derived.get(n.code)!;
        return [system, n.code, n.title, n.description, n.parent, n.level, ++seq, d.path, d.childCount, d.subtreeSize];
      }),
    );
    // The codes of a system's first release get no history row: nodeHistory() reads their
    // 'added' entry from the release itself (saves a row per node of the corpus).
    const released = await tx.query('SELECT 1 FROM releases WHERE system = $1 LIMIT 1', [system]);
    if (released.rowCount) {
      await copyRows(
        tx,
        'node_history',
        HISTORY_COLUMNS,
        adds.flatMap((e) => e.data.nodes.map((n) => historyRow(e, 'added', n))),
      );
    }
    await refreshSystemCounts(tx, [system]);
    return;
  }

  for (const e of list) {
    const history: unknown[][] = [];
    if (e.type === 'NodesAdded') {
      const nodes = e.data.nodes;
      await copyRows(
        tx,
        'nodes',
        NODE_COLUMNS.slice(0, 7),
        nodes.map((n) => [system, n.code, n.title, n.description, n.parent, n.level, ++seq]),
      );
      for (const n of nodes) history.push(historyRow(e, 'added', n));
    } else if (e.type === 'NodesChanged') {
      const nodes = e.data.nodes;
      // the values before the change, for release diffs (the CTE reads the rows before the UPDATE)
      const before = await tx.query<{ code: string; title: string; parent: string | null; description: string | null }>(
        `WITH prior AS (SELECT code, title, parent, description FROM nodes WHERE system = $1 AND code = ANY($2::text[]))
         UPDATE nodes SET title = x.title, description = x.description, parent = x.parent, level = x.level
           FROM unnest($2::text[], $3::text[], $4::text[], $5::text[], $6::int[]) AS x(code, title, description, parent, level)
           JOIN prior ON prior.code = x.code
          WHERE nodes.system = $1 AND nodes.code = x.code
          RETURNING prior.code, prior.title, prior.parent, prior.description`,
        [
          system,
          nodes.map((n) => n.code),
          nodes.map((n) => n.title),
          nodes.map((n) => n.description),
          nodes.map((n) => n.parent),
          nodes.map((n) => n.level),
        ],
      );
      const old = new Map(before.rows.map((r) => [r.code, r]));
      for (const n of nodes) history.push(historyRow(e, 'changed', n, n.changed, old.get(n.code)));
    } else if (e.type === 'NodesRemoved') {
      const codes = e.data.codes;
      const gone = await tx.query<{ code: string; title: string; parent: string | null; description: string | null }>(
        'DELETE FROM nodes WHERE system = $1 AND code = ANY($2) RETURNING code, title, parent, description',
        [system, codes],
      );
      for (const n of gone.rows) history.push(historyRow(e, 'removed', n));
    }
    if (history.length) await copyRows(tx, 'node_history', HISTORY_COLUMNS, history);
  }
  await recomputeTree(tx, [system]);
}
