import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aidAdapters } from '../../ingest/sources/aids/index.ts';
import { aidHeldOut } from '../../projections/classify/aids.ts';
import type { Item } from './classifySets.ts';

const SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/sources');

/**
 * The held-out fold of every official coding aid (projections/classify/aids.ts `aidHeldOut`: one phrase
 * in ten, left out of a CLASSIFY_HOLDOUT=bench index), one row per aid; a phrase the aids list under
 * several codes of its system is right on any of them. `postings`: posting-style variants of the
 * held-out SOC titles (seniority, level, shift, place), generated deterministically from each title.
 */
export async function aidHeldOutSets(): Promise<{ items: Item[]; postings: Item[] }> {
  const aids = await Promise.all(aidAdapters.map((a) => a.read(path.join(SOURCES, a.folder))));
  const codesOf = new Map<string, Set<string>>();
  for (const aid of aids)
    for (const p of aid.phrases) {
      const k = `${p.system}\u001f${p.phrase.toLowerCase()}`;
      codesOf.set(k, (codesOf.get(k) ?? new Set()).add(p.code));
    }
  const items: Item[] = [];
  const seen = new Set<string>();
  for (const aid of aids)
    for (const p of aid.phrases) {
      if (!aidHeldOut(aid.id, p.code, p.phrase) || seen.has(`${aid.id}\u001f${p.phrase.toLowerCase()}`)) continue;
      seen.add(`${aid.id}\u001f${p.phrase.toLowerCase()}`);
      const codes = [...codesOf.get(`${p.system}\u001f${p.phrase.toLowerCase()}`)!];
      items.push({ system: p.system, codes, text: p.phrase, row: aid.id });
    }
  const postings = items
    .filter((i) => i.system === 'soc_2018')
    .map((i) => ({ ...i, text: postingStyle(i.text), row: 'posting-style titles' }));
  return { items, postings };
}

const BEFORE = ['Sr. ', 'Senior ', 'Junior ', 'Lead ', '', ''];
const AFTER = [
  ' II',
  ' III',
  ' - Night Shift',
  ' (Remote)',
  ' - Chicago, IL',
  ', Part-Time',
  ' $18/hr',
  ' - 2nd Shift',
];
/** A title as a posting writes it: a seniority word and one of level, shift, schedule, place or pay, by a hash of the title. */
export function postingStyle(title: string): string {
  const h = createHash('sha1').update(title).digest();
  return `${BEFORE[h[0] % BEFORE.length]}${title}${AFTER[h[1] % AFTER.length]}`;
}
