import type { AidPhraseRecord } from './records.ts';
import { batchBySize } from './batching.ts';
import { keyedSetDiff, keyedSetHash } from './keyedSet.ts';
import { AID_EVENT_TYPES, aidPhrasesAdded, aidPhrasesRemoved, codingAidImported, type AidEvent } from './events.ts';
import { unhandled } from './domainEvents.ts';
import type { Command, Decider } from './decider.ts';

/** Import the full set of labelled phrases of one official coding aid, with the hash of its files' content. */
export type ImportCodingAid = Command<
  'ImportCodingAid',
  { aid: string; title: string; phrases: AidPhraseRecord[]; ingestionId: string; sourceHash: string }
>;
export const importCodingAid = (data: ImportCodingAid['data']): ImportCodingAid => ({ type: 'ImportCodingAid', data });

/** The phrases of one aid, keyed system|code|phrase. */
export interface CodingAidState {
  phrases: Map<string, AidPhraseRecord>;
  sourceHash?: string;
}

export const aidPhraseKey = (p: Omit<AidPhraseRecord, 'kind'>) => `${p.system}\u001f${p.code}\u001f${p.phrase}`;
const phraseKind = (p: AidPhraseRecord) => p.kind;
export const initialCodingAidState = (): CodingAidState => ({ phrases: new Map() });

export function evolveCodingAid(state: CodingAidState, ev: AidEvent): CodingAidState {
  switch (ev.type) {
    case 'AidPhrasesAdded':
      for (const p of ev.data.phrases) state.phrases.set(aidPhraseKey(p), p);
      return state;
    case 'AidPhrasesRemoved':
      for (const p of ev.data.phrases) state.phrases.delete(aidPhraseKey(p));
      return state;
    case 'CodingAidImported':
      state.sourceHash = ev.data.sourceHash;
      return state;
    default:
      return unhandled(ev);
  }
}

/** A content hash of an aid's phrases (order-free: the same phrases in another order are the same aid). */
export const codingAidHash = (phrases: AidPhraseRecord[]): string => keyedSetHash(phrases, aidPhraseKey, phraseKind);

/** Only the difference: phrases new or with another kind are added, phrases no longer published removed. */
export function decideCodingAid({ data }: ImportCodingAid, state: CodingAidState): AidEvent[] {
  const { aid, title, ingestionId, sourceHash } = data;
  if (state.sourceHash === sourceHash) return [];
  // a phrase the aid lists twice under one code counts once (the last listing's kind)
  const incoming = [...new Map(data.phrases.map((p) => [aidPhraseKey(p), p])).values()];
  const diff = keyedSetDiff(state.phrases, incoming, aidPhraseKey, phraseKind);
  const added = diff.added;
  const removed = diff.removed.map((p) => ({ system: p.system, code: p.code, phrase: p.phrase }));
  const out: AidEvent[] = [];
  for (const b of batchBySize(removed)) out.push(aidPhrasesRemoved({ aid, phrases: b }));
  for (const b of batchBySize(added)) out.push(aidPhrasesAdded({ aid, phrases: b }));
  out.push(
    codingAidImported({
      aid,
      title,
      ingestionId,
      sourceHash,
      counts: { phrases: incoming.length, added: added.length, removed: removed.length },
    }),
  );
  return out;
}

/** The coding aid streams' decider (`aid-{id}`). */
export const codingAidDecider: Decider<CodingAidState, ImportCodingAid, AidEvent> = {
  eventTypes: AID_EVENT_TYPES,
  initialState: initialCodingAidState,
  evolve: evolveCodingAid,
  decide: decideCodingAid,
};
