import type pg from 'pg';
import type { RecordedOf } from '../../commands/domainEvents.ts';
import { copyRows } from '../../platform/copy.ts';
import type { ChangeRow } from './kinds.ts';
import { successionsOf } from './successors.ts';

type NodeEvent = RecordedOf<'NodesAdded' | 'NodesChanged' | 'NodesRemoved'>;
interface Known {
  title: string;
  parent: string | null;
}

/** Builds the rows of one event's changes in order: each gets the event's position and the next ordinal. */
export function rowsOf(e: { position: bigint; created: Date }, rows: ChangeRow[]) {
  let ordinal = 0;
  return (
    change: Omit<ChangeRow, 'position' | 'ordinal' | 'at' | 'code' | 'other_system' | 'other_code'> &
      Partial<ChangeRow>,
  ) =>
    rows.push({
      code: null,
      other_system: null,
      other_code: null,
      ...change,
      position: e.position,
      ordinal: ordinal++,
      at: e.created,
    });
}

/**
 * The changes of one system release: on a system's first release one `release_imported` (its codes are
 * remembered, not listed: the feed is what changed since); on a later one a change per code added,
 * retitled, redescribed, moved, retired (or split, or merged: `successors.ts` names its successors) or with other
 * notes, then the release. `closing` is the SystemReleaseImported event (absent for a release cut by the end of the log).
 */
export async function releaseChanges(
  tx: pg.PoolClient,
  system: string,
  nodeEvents: NodeEvent[],
  closing: RecordedOf<'SystemReleaseImported'> | undefined,
  first: boolean,
  out: ChangeRow[],
): Promise<void> {
  if (first) {
    const nodes = new Map<string, Known>();
    for (const e of nodeEvents)
      if (e.type === 'NodesAdded')
        for (const n of e.data.nodes) nodes.set(n.code, { title: n.title, parent: n.parent });
    await copyRows(
      tx,
      'feed_nodes',
      ['system', 'code', 'title', 'parent'],
      [...nodes].map(([c, n]) => [system, c, n.title, n.parent]),
    );
  } else {
    const touched = nodeEvents.flatMap((e) =>
      e.type === 'NodesAdded' ? [] : e.type === 'NodesRemoved' ? e.data.codes : e.data.nodes.map((n) => n.code),
    );
    const known = await knownNodes(tx, system, touched);
    const added = nodeEvents.flatMap((e) => (e.type === 'NodesAdded' ? e.data.nodes : []));
    const retired = nodeEvents.flatMap((e) =>
      e.type === 'NodesRemoved'
        ? e.data.codes.flatMap((code) => {
            const was = known.get(code);
            return was ? [{ code, ...was }] : [];
          })
        : [],
    );
    const successions = successionsOf(retired, added);
    for (const e of nodeEvents) {
      const add = rowsOf(e, out);
      switch (e.type) {
        case 'NodesAdded':
          for (const n of e.data.nodes)
            add({ kind: 'code_added', system, code: n.code, detail: { title: n.title, parent: n.parent } });
          await saveNodes(tx, system, e.data.nodes);
          break;
        case 'NodesChanged':
          for (const n of e.data.nodes) {
            const was = known.get(n.code);
            if (n.changed.includes('title'))
              add({
                kind: 'code_retitled',
                system,
                code: n.code,
                detail: { title: n.title, previous_title: was?.title ?? null },
              });
            if (n.changed.includes('parent'))
              add({
                kind: 'code_moved',
                system,
                code: n.code,
                detail: { title: n.title, parent: n.parent, previous_parent: was?.parent ?? null },
              });
            if (n.changed.includes('description'))
              add({ kind: 'code_redescribed', system, code: n.code, detail: { title: n.title } });
          }
          // after the event's other changes, so theirs keep the ordinals (cursors) the feed gave them before
          for (const n of e.data.nodes)
            if (n.changed.includes('notes'))
              add({ kind: 'code_notes_changed', system, code: n.code, detail: { title: n.title } });
          await saveNodes(tx, system, e.data.nodes);
          break;
        case 'NodesRemoved':
          for (const code of e.data.codes) {
            const was = known.get(code);
            const { kind, ...became } = successions.get(code) ?? { kind: 'code_retired' as const, successors: [] };
            add({ kind, system, code, detail: { title: was?.title ?? null, parent: was?.parent ?? null, ...became } });
          }
          await tx.query('DELETE FROM feed_nodes WHERE system = $1 AND code = ANY($2::text[])', [system, e.data.codes]);
          break;
      }
    }
  }
  if (closing) {
    const { release, counts } = closing.data;
    rowsOf(closing, out)({ kind: 'release_imported', system, detail: { release, counts, first } });
  }
}

async function knownNodes(tx: pg.PoolClient, system: string, codes: string[]): Promise<Map<string, Known>> {
  if (!codes.length) return new Map();
  const { rows } = await tx.query<{ code: string } & Known>(
    'SELECT code, title, parent FROM feed_nodes WHERE system = $1 AND code = ANY($2::text[])',
    [system, codes],
  );
  return new Map(rows.map((r) => [r.code, { title: r.title, parent: r.parent }]));
}

async function saveNodes(
  tx: pg.PoolClient,
  system: string,
  list: { code: string; title: string; parent: string | null }[],
) {
  const nodes = [...new Map(list.map((n) => [n.code, n])).values()];
  await tx.query(
    `INSERT INTO feed_nodes (system, code, title, parent)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[])
     ON CONFLICT (system, code) DO UPDATE SET title = EXCLUDED.title, parent = EXCLUDED.parent`,
    [system, nodes.map((n) => n.code), nodes.map((n) => n.title), nodes.map((n) => n.parent)],
  );
}
