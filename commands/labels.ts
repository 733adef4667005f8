import { createHash } from 'node:crypto';
import type { LabelSet } from './records.ts';
import { batchBySize } from './batching.ts';
import { LABEL_EVENT_TYPES, labelsImported, labelsReplaced, type LabelEvent } from './events.ts';
import { unhandled } from './domainEvents.ts';
import type { Command, Decider } from './decider.ts';

/** Import one label set (a system's labels in one language from one file), with the hash of its content. */
export type ImportLabels = Command<'ImportLabels', { set: LabelSet; ingestionId: string; sourceHash: string }>;
export const importLabels = (data: ImportLabels['data']): ImportLabels => ({ type: 'ImportLabels', data });

/** What the write side keeps of a `labels-{system}~{lang}` stream: the last import's hash. */
export interface LabelsState {
  sourceHash?: string;
}

/** A stable hash of a label set: its attributes and every label in order. */
export function labelSetHash(set: LabelSet): string {
  const h = createHash('sha256');
  h.update(JSON.stringify([set.system, set.lang, set.source, set.provenance, set.note]));
  for (const [code, label] of set.labels) h.update('\n' + JSON.stringify([code, label]));
  return h.digest('hex');
}

/** Checks a label set before anything is written: a language tag, unique codes, no empty label. */
export function validateLabelSet(set: LabelSet): void {
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(set.lang))
    throw new Error(`labels of ${set.system}: bad language tag '${set.lang}'`);
  const seen = new Set<string>();
  for (const [code, label] of set.labels) {
    if (!code || !label) throw new Error(`labels of ${set.system} (${set.lang}): empty code or label`);
    if (seen.has(code)) throw new Error(`labels of ${set.system} (${set.lang}): code ${code} twice`);
    seen.add(code);
  }
}

/** A changed set replaces the previous one whole (first batch clears it), then the import is recorded. */
export function decideLabels({ data }: ImportLabels, state: LabelsState): LabelEvent[] {
  const { set, ingestionId, sourceHash } = data;
  if (state.sourceHash === sourceHash) return [];
  const { labels, ...attrs } = set;
  const batches = batchBySize(labels);
  const events: LabelEvent[] = (batches.length ? batches : [[]]).map((b, i) =>
    labelsReplaced({ ...attrs, first: i === 0, labels: b }),
  );
  events.push(labelsImported({ system: set.system, lang: set.lang, ingestionId, sourceHash, count: labels.length }));
  return events;
}

export const labelsDecider: Decider<LabelsState, ImportLabels, LabelEvent> = {
  eventTypes: LABEL_EVENT_TYPES,
  initialState: () => ({}),
  evolve(state, ev) {
    switch (ev.type) {
      case 'LabelsReplaced':
        return state;
      case 'LabelsImported':
        return { sourceHash: ev.data.sourceHash };
      default:
        return unhandled(ev);
    }
  },
  decide: decideLabels,
};
