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
 * held-out SOC titles, generated deterministically from each title, one row per kind of noise: seniority
 * with level, shift, schedule, place or pay (`postingStyle`); an abbreviation as postings write it
 * (`abbreviated`, only titles holding a word it abbreviates); a typo (`misspelt`).
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
  const soc = items.filter((i) => i.system === 'soc_2018');
  const postings = [
    ...soc.map((i) => ({ ...i, text: postingStyle(i.text), row: 'posting-style titles' })),
    ...soc.flatMap((i) => {
      const text = abbreviated(i.text);
      return text ? [{ ...i, text: postingStyle(text), row: 'postings, abbreviated' }] : [];
    }),
    ...soc.flatMap((i) => {
      const text = misspelt(i.text);
      return text ? [{ ...i, text, row: 'postings, misspelt' }] : [];
    }),
  ];
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

/**
 * The abbreviations job postings use (written from postings' usage, independently of the engine's own
 * list, projections/classify/synonyms.json): the first full form the title holds is abbreviated.
 */
const POSTING_ABBREVIATIONS: [RegExp, string][] = [
  [/\bRegistered Nurse\b/i, 'RN'],
  [/\bLicensed Practical Nurse\b/i, 'LPN'],
  [/\bCertified Nursing Assistant\b/i, 'CNA'],
  [/\bCustomer Service\b/i, 'Cust Svc'],
  [/\bHuman Resources\b/i, 'HR'],
  [/\bInformation Technology\b/i, 'IT'],
  [/\bManager\b/i, 'Mgr'],
  [/\bAssistant\b/i, 'Asst'],
  [/\bTechnician\b/i, 'Tech'],
  [/\bAdministrator\b/i, 'Admin'],
  [/\bAdministrative\b/i, 'Admin'],
  [/\bEngineer\b/i, 'Engr'],
  [/\bSupervisor\b/i, 'Supvr'],
  [/\bRepresentative\b/i, 'Rep'],
  [/\bCoordinator\b/i, 'Coord'],
  [/\bSpecialist\b/i, 'Spec'],
  [/\bMaintenance\b/i, 'Maint'],
  [/\bMechanic\b/i, 'Mech'],
  [/\bAssociate\b/i, 'Assoc'],
  [/\bAccountant\b/i, 'Acct'],
  [/\bExecutive\b/i, 'Exec'],
  [/\bDirector\b/i, 'Dir'],
  [/\bDepartment\b/i, 'Dept'],
  [/\bWarehouse\b/i, 'Whse'],
  [/\bOperations\b/i, 'Ops'],
  [/\bProduction\b/i, 'Prod'],
  [/\bEquipment\b/i, 'Equip'],
  [/\bConstruction\b/i, 'Const'],
  [/\bLaboratory\b/i, 'Lab'],
  [/\bMedical\b/i, 'Med'],
  [/\bServices?\b/i, 'Svc'],
  [/\bOperator\b/i, 'Opr'],
];
/** The title with its first abbreviable word abbreviated, or null when it has none. */
export function abbreviated(title: string): string | null {
  const hit = POSTING_ABBREVIATIONS.find(([re]) => re.test(title));
  return hit ? title.replace(hit[0], hit[1]) : null;
}

/**
 * The title with one typo in its longest word (of 6 letters or more), chosen by a hash of the title: two
 * letters swapped, one dropped, or one doubled (never the first letter); null when no word is that long.
 */
export function misspelt(title: string): string | null {
  const ws = title.split(/(\s+)/);
  let at = -1;
  for (let i = 0; i < ws.length; i++)
    if (/^\p{L}{6,}$/u.test(ws[i]) && (at < 0 || ws[i].length > ws[at].length)) at = i;
  if (at < 0) return null;
  const w = ws[at];
  const h = createHash('sha1').update(title).digest();
  const p = 1 + (h[2] % (w.length - 2));
  const kind = h[3] % 3;
  ws[at] =
    kind === 0
      ? w.slice(0, p) + w[p + 1] + w[p] + w.slice(p + 2)
      : kind === 1
        ? w.slice(0, p) + w.slice(p + 1)
        : w.slice(0, p + 1) + w[p] + w.slice(p + 1);
  return ws.join('');
}
