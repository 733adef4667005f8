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
  // the codes of the last op when it is an upsert: a system's release adds its codes in many events,
  // each checked against the codes gathered so far (a set kept up to date, not rebuilt per event)
  let lastCodes = new Set<string>();
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
        const docs = ev.data.nodes.map((n) => ({ code: n.code, title: n.title, level: n.level, parent: n.parent }));
        const last = ops[ops.length - 1];
        if (last?.op === 'upsert' && last.system === ev.data.system && !docs.some((d) => lastCodes.has(d.code)))
          for (const d of docs) {
            last.docs.push(d);
            lastCodes.add(d.code);
          }
        else {
          ops.push({ op: 'upsert', system: ev.data.system, docs });
          lastCodes = new Set(docs.map((d) => d.code));
        }
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

/**
 * The search projection: keeps a search index (PostgreSQL tables or Meilisearch) in step with the
 * systems' node events. With PostgreSQL the rows commit with the checkpoint; with Meilisearch the
 * adapter waits for its tasks before the checkpoint commits (at-least-once, idempotent upserts).
 */
export function createSearchProjection(index: SearchIndex): Projection<SearchEventType> {
  return {
    name: SEARCH_PROJECTION,
    // 2: the documents' parent and child count (migration 0330), filled by a rebuild
    version: 2,
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
    settle: index.settle && ((tx) => index.settle!(tx)),
    caughtUp: index.caughtUp && (() => index.caughtUp!()),
  };
}
