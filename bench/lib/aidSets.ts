import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { aidAdapters } from '../../ingest/sources/aids/index.ts';
import { aidHeldOut } from '../../projections/classify/aids.ts';
import type { CodingAid } from '../../commands/records.ts';
import type { Item } from './classifySets.ts';

const SOURCES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../shared/sources');

/** A phrase as the aids' entries are compared: its system and its words, case and spacing aside. */
const phraseKey = (system: string, phrase: string) => `${system}\u001f${phrase.toLowerCase()}`;

/**
 * What the aids' own data allows when an entry must classify to its own code first (the acceptance check's
 * measure), whatever the engine: `one_code`, the share of entries whose phrase the aids (every aid of the
 * system together) list under one code only; `majority`, the expected share first if every exact phrase
 * answered the code most of the aids' entries name for it, a tie of k codes each right 1/k of the time.
 * An entry is one (aid, code, phrase) of the adapters (ingest/sources/aids/), the held-out fold's
 * (`aidHeldOut`) or all of them.
 */
export interface AidCeiling {
  entries: number;
  one_code: number;
  majority: number;
}

/** Per phrase of a system, how many of the aids' entries name each code. */
export type PhraseCodes = Map<string, Map<string, number>>;

/** Every aid's entries counted per exact phrase and code. */
export function phraseCodes(aids: CodingAid[]): PhraseCodes {
  const out: PhraseCodes = new Map();
  for (const aid of aids)
    for (const p of aid.phrases) {
      const k = phraseKey(p.system, p.phrase);
      const codes = out.get(k) ?? out.set(k, new Map()).get(k)!;
      codes.set(p.code, (codes.get(p.code) ?? 0) + 1);
    }
  return out;
}

/** One entry's part of the ceilings: whether its phrase names one code only, and its expected share first under the majority vote. */
export function entryCeiling(
  counts: PhraseCodes,
  system: string,
  code: string,
  phrase: string,
): { one: boolean; majority: number } {
  const codes = counts.get(phraseKey(system, phrase));
  if (!codes?.has(code)) return { one: false, majority: 0 };
  const top = Math.max(...codes.values());
  const leaders = [...codes.values()].filter((n) => n === top).length;
  return { one: codes.size === 1, majority: codes.get(code) === top ? 1 / leaders : 0 };
}

/** The ceilings over a list of entries, as percentages. */
export function ceilingOf(
  counts: PhraseCodes,
  entries: { system: string; code: string; phrase: string }[],
): AidCeiling {
  let one = 0,
    majority = 0;
  for (const e of entries) {
    const c = entryCeiling(counts, e.system, e.code, e.phrase);
    if (c.one) one++;
    majority += c.majority;
  }
  const pct = (n: number) => (entries.length ? Math.round((1000 * n) / entries.length) / 10 : 0);
  return { entries: entries.length, one_code: pct(one), majority: pct(majority) };
}

/** The aids' sets for bench:classify (and bench:classify-blend). */
export interface AidSets {
  /**
   * The held-out fold of every aid, one item per aid and phrase (right on any code the aids list the phrase
   * under); `own`: the codes of the aid's held-out entries of the phrase, each scored on its own code first.
   */
  items: Item[];
  /** Posting-style, abbreviated and misspelt variants of the held-out SOC titles (`postingVariants`). */
  postings: Item[];
  /** The SOC titles the index holds: one item per phrase with an entry outside the held-out fold. */
  indexed: Item[];
  /** Per aid, the ceilings of its held-out fold and of all its entries. */
  ceilings: Record<string, { held_out: AidCeiling; all: AidCeiling }>;
  counts: PhraseCodes;
}

/**
 * The held-out fold of every official coding aid (projections/classify/aids.ts `aidHeldOut`: one phrase
 * in ten, left out of a CLASSIFY_HOLDOUT=bench index), one row per aid; a phrase the aids list under
 * several codes of its system is right on any of them. `postings`: posting-style variants of the
 * held-out SOC titles; `indexed`: the SOC titles outside the fold, which the index holds (their variants
 * are `postingVariants` of a draw of them); `ceilings`: what the aids' data allows (`AidCeiling`).
 */
export async function aidHeldOutSets(): Promise<AidSets> {
  const aids = await Promise.all(aidAdapters.map((a) => a.read(path.join(SOURCES, a.folder))));
  const counts = phraseCodes(aids);
  const codesOf = (system: string, phrase: string) => [...counts.get(phraseKey(system, phrase))!.keys()];
  const items: Item[] = [];
  const byPhrase = new Map<string, Item>();
  const indexed = new Map<string, Item>();
  const ceilings: AidSets['ceilings'] = {};
  for (const aid of aids) {
    const fold = aid.phrases.filter((p) => aidHeldOut(aid.id, p.code, p.phrase));
    ceilings[aid.id] = { held_out: ceilingOf(counts, fold), all: ceilingOf(counts, aid.phrases) };
    for (const p of fold) {
      const k = `${aid.id}\u001f${p.phrase.toLowerCase()}`;
      const seen = byPhrase.get(k);
      if (seen) {
        seen.own!.push(p.code);
        continue;
      }
      const item: Item = {
        system: p.system,
        codes: codesOf(p.system, p.phrase),
        text: p.phrase,
        row: aid.id,
        own: [p.code],
      };
      byPhrase.set(k, item);
      items.push(item);
    }
    for (const p of aid.phrases) {
      const k = phraseKey(p.system, p.phrase);
      if (p.system !== 'soc_2018' || indexed.has(k) || aidHeldOut(aid.id, p.code, p.phrase)) continue;
      indexed.set(k, { system: p.system, codes: codesOf(p.system, p.phrase), text: p.phrase, row: 'indexed titles' });
    }
  }
  const soc = items.filter((i) => i.system === 'soc_2018');
  const postings = postingVariants(soc, {
    style: 'posting-style titles',
    abbreviated: 'postings, abbreviated',
    misspelt: 'postings, misspelt',
  });
  return { items, postings, indexed: [...indexed.values()], ceilings, counts };
}

/**
 * Titles as postings write them, generated deterministically from each title, one row per kind of noise:
 * seniority with level, shift, schedule, place or pay (`postingStyle`); an abbreviation as postings write it
 * (`abbreviated`, only titles holding a word it abbreviates); a typo (`misspelt`). Each keeps its title's codes.
 */
export function postingVariants(
  titles: Item[],
  rows: { style: string; abbreviated: string; misspelt: string },
): Item[] {
  const plain = (i: Item): Item => ({ system: i.system, codes: i.codes, text: i.text });
  return [
    ...titles.map((i) => ({ ...plain(i), text: postingStyle(i.text), row: rows.style })),
    ...titles.flatMap((i) => {
      const text = abbreviated(i.text);
      return text ? [{ ...plain(i), text: postingStyle(text), row: rows.abbreviated }] : [];
    }),
    ...titles.flatMap((i) => {
      const text = misspelt(i.text);
      return text ? [{ ...plain(i), text, row: rows.misspelt }] : [];
    }),
  ];
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
