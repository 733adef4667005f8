import type { Queryable } from '../../platform/db.ts';
import type { EventStore, RecordedEvent } from '../../commands/eventStore/port.ts';
import type { RecordedOf } from '../../commands/domainEvents.ts';

/**
 * What changed between two generations of the read models a stored translation answer reads (storedAnswers.ts),
 * in the terms the answers depend on (answerDependents.ts), read from the event log between the positions of
 * the two generations' checkpoints. Known only when every input read model went from one to the other by
 * handling those events in order: the same version and the same `reset` mark (projections/runtime/checkpoints.ts),
 * the same answer format, positions not going back; else null (build every answer).
 */

/** The checkpoint of one input read model at a generation. */
export interface InputMark {
  version: number;
  position: string;
  reset: string;
}
/** What a generation is made of: the answer format and each input's checkpoint. */
export interface GenerationInputs {
  format: number;
  marks: Record<string, InputMark>;
}

export interface CodeRef {
  system: string;
  code: string;
}

export interface AnswerChanges {
  /** Both ends of every edge added, removed or retyped: their rows of the translations read model changed. */
  edgeEnds: CodeRef[];
  /** Codes whose title changed, nothing else of theirs a translation reads. */
  titled: CodeRef[];
  /** Codes added, removed or moved (parent, level), with their parents before and after: the tree changed there. */
  moved: CodeRef[];
  /** Systems registered, renamed or made a domain vocabulary (or no longer one). */
  systems: string[];
}

/** Fields of a code no translation reads: a change of only these changes no answer. */
const UNREAD_FIELDS = new Set(['description', 'notes']);
/** Fields of a system a translation reads (its name in an answer; `kind`: domain vocabularies are end points). */
const READ_SYSTEM_FIELDS = new Set(['name', 'kind']);

/** Whether `to` follows `from` by the events between their positions alone. */
export function followsByEvents(from: GenerationInputs, to: GenerationInputs, inputs: string[]): boolean {
  if (from.format !== to.format) return false;
  return inputs.every((name) => {
    const a = from.marks[name],
      b = to.marks[name];
    return (
      a !== undefined &&
      b !== undefined &&
      a.version === b.version &&
      a.reset === b.reset &&
      BigInt(a.position) <= BigInt(b.position)
    );
  });
}

/**
 * The changes between two generations (`followsByEvents` must hold), or null when they hold more than `maxCodes`
 * codes and systems (a large change: build every answer) or a removed or moved code's parent before cannot be found.
 * Catalog events count within the catalog's positions, edge events within the equivalences'.
 */
export async function readAnswerChanges(
  db: Queryable,
  store: EventStore,
  from: GenerationInputs,
  to: GenerationInputs,
  maxCodes: number,
): Promise<AnswerChanges | null> {
  const range = (name: string) => ({ after: BigInt(from.marks[name].position), upTo: BigInt(to.marks[name].position) });
  const catalog = range('catalog'),
    edges = range('equivalences');
  const inRange = (e: RecordedEvent, r: { after: bigint; upTo: bigint }) =>
    e.position > r.after && e.position <= r.upTo;
  const seen = new Set<string>();
  const out: AnswerChanges = { edgeEnds: [], titled: [], moved: [], systems: [] };
  const add = (list: CodeRef[], system: string, code: string | null, kind: string) => {
    if (code === null || seen.has(`${kind}\u001f${system}\u001f${code}`)) return;
    seen.add(`${kind}\u001f${system}\u001f${code}`);
    list.push({ system, code });
  };
  /** Codes removed or moved, whose parents before are in the catalog's history. */
  const before: CodeRef[] = [];
  const start = catalog.after < edges.after ? catalog.after : edges.after;
  const end = catalog.upTo > edges.upTo ? catalog.upTo : edges.upTo;
  if (start >= end) return out;
  for await (const e of store.readAll(start, 256)) {
    if (e.position > end) break;
    if (inRange(e, catalog))
      switch (e.type) {
        case 'SystemRegistered':
          if (!out.systems.includes(e.data.system.id)) out.systems.push(e.data.system.id);
          break;
        case 'SystemMetadataChanged': {
          const ev = e as RecordedOf<'SystemMetadataChanged'>;
          if (ev.data.changed.some((f) => READ_SYSTEM_FIELDS.has(f)) && !out.systems.includes(ev.data.system.id))
            out.systems.push(ev.data.system.id);
          break;
        }
        case 'NodesAdded': {
          const ev = e as RecordedOf<'NodesAdded'>;
          for (const n of ev.data.nodes) {
            add(out.moved, ev.data.system, n.code, 'm');
            add(out.moved, ev.data.system, n.parent, 'm');
          }
          break;
        }
        case 'NodesRemoved': {
          const ev = e as RecordedOf<'NodesRemoved'>;
          for (const code of ev.data.codes) {
            add(out.moved, ev.data.system, code, 'm');
            add(before, ev.data.system, code, 'b');
          }
          break;
        }
        case 'NodesChanged': {
          const ev = e as RecordedOf<'NodesChanged'>;
          for (const n of ev.data.nodes) {
            const read = n.changed.filter((f) => !UNREAD_FIELDS.has(f));
            if (!read.length) continue;
            if (read.every((f) => f === 'title')) add(out.titled, ev.data.system, n.code, 't');
            else {
              add(out.moved, ev.data.system, n.code, 'm');
              add(out.moved, ev.data.system, n.parent, 'm');
              add(before, ev.data.system, n.code, 'b');
            }
          }
          break;
        }
      }
    if (inRange(e, edges) && (e.type === 'EquivalencesAdded' || e.type === 'EquivalencesRemoved')) {
      const ev = e as RecordedOf<'EquivalencesAdded' | 'EquivalencesRemoved'>;
      for (const x of ev.data.edges) {
        add(out.edgeEnds, x.source_system, x.source_code, 'e');
        add(out.edgeEnds, x.target_system, x.target_code, 'e');
      }
    }
    if (out.edgeEnds.length + out.titled.length + out.moved.length + out.systems.length > maxCodes) return null;
  }
  if (before.length) {
    // the parent each removed or moved code had before: the catalog's history of the same positions
    const { rows } = await db.query<{ system: string; code: string; parents: (string | null)[] }>(
      `SELECT h.system, h.code, array_agg(h.parent) || array_agg(h.previous_parent) AS parents
         FROM unnest($1::text[], $2::text[]) AS q(s, c)
         JOIN node_history h ON h.system = q.s AND h.code = q.c AND h.position > $3 AND h.position <= $4
        GROUP BY h.system, h.code`,
      [before.map((b) => b.system), before.map((b) => b.code), String(catalog.after), String(catalog.upTo)],
    );
    if (rows.length < before.length) return null; // a change without its history: not known
    for (const r of rows) for (const p of r.parents) add(out.moved, r.system, p, 'm');
  }
  return out;
}
