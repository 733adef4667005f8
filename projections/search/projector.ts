import { unhandled, type RecordedOf } from '../../commands/domainEvents.ts';
import { systemKind } from '../../commands/records.ts';
import type { Projection } from '../runtime/projection.ts';
import type { IndexOp, SearchIndex } from './port.ts';

export const SEARCH_PROJECTION = 'search';
type SearchEventType = 'SystemRegistered' | 'SystemMetadataChanged' | 'NodesAdded' | 'NodesChanged' | 'NodesRemoved';
/** The events the search index is built from. */
export const SEARCH_EVENTS: ReadonlySet<SearchEventType> = new Set([
  'SystemRegistered',
  'SystemMetadataChanged',
  'NodesAdded',
  'NodesChanged',
  'NodesRemoved',
]);

/** Turns system events into index operations, in log order (pure: tested without a database). */
export function toIndexOps(events: RecordedOf<SearchEventType>[]): IndexOp[] {
  const ops: IndexOp[] = [];
  for (const e of events) {
    const ev = e;
    switch (ev.type) {
      case 'SystemRegistered':
      case 'SystemMetadataChanged': {
        const s = ev.data.system;
        const last = ops[ops.length - 1];
        const sys = { id: s.id, name: s.name, kind: s.kind ?? systemKind(s.id) };
        if (last?.op === 'systems') last.systems.push(sys);
        else ops.push({ op: 'systems', systems: [sys] });
        break;
      }
      case 'NodesAdded':
      case 'NodesChanged': {
        const docs = ev.data.nodes.map((n) => ({ code: n.code, title: n.title, level: n.level }));
        const last = ops[ops.length - 1];
        if (last?.op === 'upsert' && last.system === ev.data.system && !overlaps(last.docs, docs))
          last.docs.push(...docs);
        else ops.push({ op: 'upsert', system: ev.data.system, docs });
        break;
      }
      case 'NodesRemoved':
        ops.push({ op: 'remove', system: ev.data.system, codes: ev.data.codes });
        break;
      default:
        unhandled(ev);
    }
  }
  return ops;
}

function overlaps(a: { code: string }[], b: { code: string }[]): boolean {
  if (a.length * b.length < 64) return b.some((x) => a.some((y) => y.code === x.code));
  const seen = new Set(a.map((x) => x.code));
  return b.some((x) => seen.has(x.code));
}

/**
 * The search projection: keeps a search index (PostgreSQL tables or Meilisearch) in step with the
 * systems' node events. With PostgreSQL the rows commit with the checkpoint; with Meilisearch the
 * adapter waits for its tasks before the checkpoint commits (at-least-once, idempotent upserts).
 */
export function createSearchProjection(index: SearchIndex): Projection<SearchEventType> {
  return {
    name: SEARCH_PROJECTION,
    version: 1,
    tables: index.tables,
    bulkTables: index.bulkTables,
    handles: SEARCH_EVENTS,
    async handle(events, tx) {
      const ops = toIndexOps(events);
      if (ops.length) await index.apply(ops, tx);
    },
    async reset(tx) {
      await index.reset(tx);
    },
    caughtUp: index.caughtUp && (() => index.caughtUp!()),
  };
}
