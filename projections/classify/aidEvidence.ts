import type { Queryable } from '../../platform/db.ts';
import { readModelCache } from '../../platform/readModelCache.ts';
import type { AidKind } from '../../commands/records.ts';
import { groupQuery, spelledOut, type TermGroup } from './expand.ts';
import { aidExact, aidPhrases, aidSystems, type AidPhraseRow } from './queries.ts';
import { exceptParts, indexedTitle, MAY_EXCEPT, terms, words } from './text.ts';
import { isGeneric } from './generic.ts';
import { isOccupationSystem } from './scope.ts';
import { AUTHORITY } from './ties.ts';
import { formSaying } from './titleForms.ts';

/** A coding aid's phrase a text matched, for the phrase's code (one of its example phrases while ranking). */
export interface AidHit {
  aid: string;
  kind: AidKind;
  phrase: string;
  stems: Set<string>;
  /** The phrase says exactly the text's words (the same key: projections/classify/aids.ts `phraseKey`). */
  exact: boolean;
  /** How closely an exact phrase says the text (`saidAs`): 2 as written, 1 its words in another order or form, 0.5 as read word for word, 0 rewritten. */
  said: number;
  /**
   * The phrase is said word for word, in order, inside a longer segment (`containedIn`): an aid's phrase naming one
   * code ("House painting", a NAICS index item) with two content words or more, within "Residential house painting
   * contractor". Not `exact`: rank.ts counts it by the share of the segment's ideas it holds (`CONTAINED`).
   */
  contained?: boolean;
}

/**
 * The text as written, to tell how closely an exact phrase says it: its keys as written (the segment's and
 * the whole text's, not those of its abbreviations spelt out or its typos read as words) and its words as
 * written (`written`: lower case, spacing collapsed).
 */
export interface Said {
  keys: Set<string>;
  phrases: Set<string>;
  /**
   * The whole text as given (`written`) when the reading left words of it out ("Blacksmith Apprentice", read
   * "Blacksmith"): a phrase saying it says more of the text than one saying the reading (`GIVEN`).
   */
  given?: string;
  /**
   * The text as the reading rewrote it, word for word: its abbreviations spelt out (expand.ts `spelledOut`) and its
   * misspelt words' stems read as the indexed ones (`typos`, typos.ts).
   */
  read?: { words: string[]; typos?: Map<string, string> };
  /** The initialisms the text keeps and its keys lose (`keptInitialisms`): a phrase says the text exactly only with them. */
  initialisms?: string[];
}
export const written = (text: string): string => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * A phrase saying the whole text as given where the reading left words out: above one saying the reading as written
 * (2; ties.ts `closeness`: an alternate title so said, 5.4, stays below a code whose own title names the text, 5.5).
 */
export const GIVEN = 2.2;
/** The whole text as given, its misspelt words read ("Blackksmith Apprentice"): above the reading as read (0.5). */
export const GIVEN_AS_READ = 0.55;
/**
 * How closely a phrase says the text: 2.2 the whole text as given where the reading left words out, 2 as written, 1 its
 * words in another order or form, 0.55 the whole text as given read word for word, 0.5 the reading so, 0 only a
 * rewritten key.
 */
export const saidAs = (said: Said | undefined, phrase: string, key: string | undefined): number =>
  said?.given !== undefined && written(phrase) === said.given
    ? GIVEN
    : said?.phrases.has(written(phrase))
      ? 2
      : key !== undefined && said?.keys.has(key)
        ? 1
        : said?.read && said.given !== undefined && saysAsRead(phrase, words(said.given), said.read.typos)
          ? GIVEN_AS_READ
          : said?.read && saysAsRead(phrase, said.read.words, said.read.typos)
            ? 0.5
            : 0;

/**
 * The phrase is the text as read, word for word: each of its words the read text's word, or the word a misspelt one
 * was read as ("Tieing Machine Operator" for "Tieing Machine Opeartor", not "Tie in Machine Operator", whose key is
 * the same once "in" and the ending go).
 */
function saysAsRead(phrase: string, read: string[], typos?: Map<string, string>): boolean {
  const mine = words(phrase);
  if (mine.length !== read.length) return false;
  const stemOf = (w: string) => terms(w)[0];
  return mine.every((w, i) => {
    if (w === read[i]) return true;
    const fixed = typos?.get(stemOf(read[i]) ?? '');
    return fixed !== undefined && stemOf(w) === fixed;
  });
}

/** Phrases read per query, and per code. */
const POOL = 300,
  PER_CODE = 24,
  /** Fewer phrases holding every idea: also those holding all ideas but one (a word no phrase has). */
  WIDEN_BELOW = 20,
  MAX_IDEAS_WIDENED = 8;
/**
 * The systems some coding aid labels, per database, read again when the aids change (platform/readModelCache.ts: the
 * `classify_aids` checkpoint's change mark, looked at most once a second). Kept per process, it answered one
 * database with another's systems: a test's aids were not read for 30 s after another test's.
 */
const labelledKept = readModelCache(['classify_aids'], async (db) => new Set(await aidSystems(db)));
/** None yet is asked again each time (the table is empty, the question cheap): the first aid counts at once. */
async function labelled(db: Queryable): Promise<Set<string>> {
  const kept = await labelledKept(db);
  return kept.size ? kept : new Set(await aidSystems(db));
}

/** The longest run of the segment's stems looked up as an aid phrase said inside it. */
export const RUN_MAX = 6;
/** An aid whose phrase names one code (ties.ts `AUTHORITY` 2): only such phrases count said inside a longer text. */
const namesOne = (kind: AidKind) => AUTHORITY[kind] === 2;

/** A segment's stems in order, and the keys (aids.ts `phraseKey`) of its runs of 2 to `RUN_MAX` stems shorter than it. */
export interface Inside {
  stems: string[];
  keys: string[];
  /**
   * A posting title's own words without the department after its dash ("Material Handler" of "Material Handler -
   * Distribution Center", read "Distribution Center Material Handler"): the key of the one run an occupation's
   * aid phrase is read inside (rank.ts `containedShare`).
   */
  core?: string;
}
export function insideOf(seg: string, departments: string[] = []): Inside {
  const stems = terms(seg);
  const inDepartments = new Set(departments.flatMap((d) => terms(d)));
  const own = stems.filter((s) => !inDepartments.has(s));
  const core =
    inDepartments.size && own.length >= 2 && own.length < stems.length ? [...new Set(own)].sort().join(' ') : undefined;
  const keys = new Set<string>();
  for (let n = 2; n <= Math.min(RUN_MAX, stems.length - 1); n++)
    for (let i = 0; i + n <= stems.length; i++) {
      const run = stems.slice(i, i + n);
      if (new Set(run).size >= 2) keys.add([...new Set(run)].sort().join(' '));
    }
  if (core) keys.add(core);
  return { stems, keys: [...keys], ...(core ? { core } : {}) };
}

/**
 * The phrase's stems are a run of the segment's, in order, two content (not generic) words or more, and fewer than
 * the segment's: the phrase is said inside it word for word.
 */
export function containedIn(phrase: string, stems: string[]): boolean {
  const mine = terms(phrase);
  if (mine.length < 2 || mine.length >= stems.length) return false;
  if (new Set(mine.filter((s) => !isGeneric([s]))).size < 2) return false;
  for (let i = 0; i + mine.length <= stems.length; i++) if (mine.every((s, j) => stems[i + j] === s)) return true;
  return false;
}

/**
 * The quoted lexemes of a tsvector's text, as the pattern `'([^']+)'` finds them left to right (an empty pair
 * `''` is no lexeme: the search goes on from its second quote), without a match object per lexeme.
 */
function stemsOf(doc: string): Set<string> {
  const out = new Set<string>();
  let from = 0;
  for (;;) {
    const open = doc.indexOf("'", from);
    if (open < 0) break;
    const close = doc.indexOf("'", open + 1);
    if (close < 0) break;
    if (close === open + 1) from = close;
    else {
      out.add(doc.slice(open + 1, close));
      from = close + 1;
    }
  }
  return out;
}

/**
 * A phrase's stems less those it names only in its except clause: the NAICS index's "Architects' (except
 * landscape) offices" says what the code is not, so "landscape architecture firm" is no match for it there.
 */
function withoutExcepted(stems: Set<string>, phrase: string): Set<string> {
  if (!MAY_EXCEPT.test(phrase)) return stems;
  const outside = new Set(terms(indexedTitle(phrase)));
  for (const part of exceptParts(phrase)) for (const s of part) if (!outside.has(s)) stems.delete(s);
  return stems;
}

/**
 * The codes the aids list a posting title's own words under (`Inside.core`) where they list them under one code only
 * in its system: "Software Developer" is an O*NET alternate title, a shared kind of phrase, but only 15-1252's, and
 * says the title of "Software Developer - Java" as much as a direct-match title would ("Java Developer" is 15-1251's).
 */
function coreAlone(rows: { row: AidPhraseRow; exact: boolean }[], core: string): Set<string> {
  const bySystem = new Map<string, Set<string>>();
  for (const { row: r, exact } of rows)
    if (exact && r.key === core)
      (bySystem.get(r.system) ?? bySystem.set(r.system, new Set()).get(r.system)!).add(r.code);
  const out = new Set<string>();
  for (const [system, codes] of bySystem) if (codes.size === 1) out.add(`${system}\u001f${[...codes][0]}`);
  return out;
}

/**
 * The words of an aid's phrase the stemmer does not read that still say something: a letter of an initialism ("F and
 * B Manager", "O&M Manager", "U/W Assistant") or a stop word written in capitals ("IS Manager", "HIM Manager"). Without
 * them the phrase's key is "manager": it said exactly any text read "Manager" ("Shift Manager", its shift dropped) and,
 * holding no other idea, was as precise as a phrase saying "Manager" alone ("Manager" answered Food Service Managers
 * through "F and B Manager", "Technician" an electrical technician through "E & I Technician").
 */
export function unreadWords(phrase: string): string[] {
  return (phrase.match(/[\p{L}\p{N}]+/gu) ?? []).filter((w) => /^\p{Lu}+$/u.test(w) && !terms(w).length);
}
/**
 * The words the text keeps that its key loses (`unreadWords`) and the reading does not spell out either ("OR" of "OR
 * Tech", where "IT Manager" reads "Information Technology Manager"), as an aid hit's stems hold them: a code's own
 * title holding the text's other words does not name it, nor does an aid phrase holding them but not these.
 */
export function keptInitialisms(text: string): string[] {
  const read = spelledOut(text);
  return unreadWords(text)
    .map((w) => w.toLowerCase())
    .filter((w) => read.includes(w))
    .map((w) => UNREAD + w);
}
/**
 * The text, as written or as given, holds each of the phrase's unread words, and the phrase (its `stems`, unread words
 * included) each of the text's kept initialisms.
 */
function saysUnread(said: Said | undefined, unread: string[], stems: ReadonlySet<string>): boolean {
  if (said?.initialisms?.some((w) => !stems.has(w))) return false;
  if (!unread.length) return true;
  const mine = new Set([...(said?.phrases ?? []), said?.given ?? ''].flatMap((p) => words(p)));
  return unread.every((w) => mine.has(w.toLowerCase()));
}
/** An unread word as one more stem of its phrase: no text's idea holds it, so the phrase is only as precise as it is. */
const UNREAD = '\u0001';

/**
 * The aids' phrases, in the order read, as hits by code: `exact` when the phrase has a key of the text. Given the
 * segment's `inside` (its keys and stems), a phrase read by the key of a run of it (not of the text) is kept only
 * when said inside it (`containedIn`) by an aid naming one code: `contained`.
 */
export function aidHits(
  rows: { row: AidPhraseRow; exact: boolean }[],
  said?: Said,
  inside?: { keys: ReadonlySet<string>; stems: string[]; core?: string },
): Map<string, AidHit[]> {
  const out = new Map<string, AidHit[]>();
  const alone = inside?.core ? coreAlone(rows, inside.core) : new Set<string>();
  const textKeys = new Set([...(said?.keys ?? []), ...(inside?.keys ?? [])]);
  for (const { row: r, exact: byKey } of rows) {
    let exact = byKey,
      contained = false;
    if (byKey && inside && r.key !== undefined && !inside.keys.has(r.key)) {
      // an occupation's phrase only as the posting title's own words (`Inside.core`), by an aid naming one code or
      // a shared phrase the aids list under this code alone
      const occupation = isOccupationSystem(r.system);
      if (occupation && r.key !== inside.core) continue;
      const one = namesOne(r.kind as AidKind) || (occupation && alone.has(`${r.system}\u001f${r.code}`));
      if (!one || !containedIn(r.phrase, inside.stems)) continue;
      [exact, contained] = [false, true];
    }
    const code = `${r.system}\u001f${r.code}`;
    const list = out.get(code) ?? [];
    if (list.length >= PER_CODE || list.some((h) => h.aid === r.aid && h.phrase === r.phrase)) continue;
    let how = exact ? saidAs(said, r.phrase, r.key) : 0;
    const unread = unreadWords(r.phrase);
    const stems = withoutExcepted(stemsOf(r.doc), r.phrase);
    for (const w of unread) stems.add(UNREAD + w.toLowerCase());
    // words the key lost, the phrase's or the text's, say it exactly only when both say them ("E&I Technician")
    if (exact && !saysUnread(said, unread, stems)) [exact, how] = [false, 0];
    // an O*NET title and its other form in one entry: the text saying one form says the entry (titleForms.ts)
    const form = !exact && !contained && r.kind === 'alternate_title' ? formSaying(r.phrase, textKeys) : undefined;
    if (form && saysUnread(said, unreadWords(form.form), stems))
      [exact, how] = [true, saidAs(said, form.form, form.key)];
    const hit: AidHit = { aid: r.aid, kind: r.kind as AidKind, phrase: r.phrase, stems, exact, said: how };
    list.push(contained ? { ...hit, contained } : hit);
    out.set(code, list);
  }
  return out;
}

/**
 * What the aids' look-up of a segment asks (`aidEvidence`, rank.ts's one statement): its tsqueries. `widened`: the
 * ideas as the phrases holding every idea but one read them (rank.ts: without their hypernyms, bridge.ts `inOwnForms`).
 * A clause keeping only generic ideas ("services" of "Taxi service") is not read: thousands of phrases say it, none
 * the text.
 */
export function aidQueries(
  groups: TermGroup[],
  widened: TermGroup[] = groups,
): { all: string | null; allButOne: string | null } {
  if (!groups.length) return { all: null, allButOne: null };
  const clauses =
    groups.length >= 2 && groups.length <= MAX_IDEAS_WIDENED
      ? widened
          .map((_, i) => widened.filter((__, j) => j !== i))
          .filter((kept) => !kept.every((g) => isGeneric(g.stems)))
          .map((kept) => `(${groupQuery(kept, 'all')})`)
      : [];
  return { all: groupQuery(groups, 'all'), allButOne: clauses.length ? clauses.join(' | ') : null };
}
/** Of the given systems, those some coding aid labels (the aids' look-ups read only those: each phrase matched is tested against them). */
export async function aidLabelled(db: Queryable, systems: string[]): Promise<string[]> {
  const has = await labelled(db);
  return systems.filter((s) => has.has(s));
}
export const AID_POOL = POOL,
  AID_WIDEN_BELOW = WIDEN_BELOW;

/**
 * The coding aids' phrases matching a segment in the given systems, by code (`system \u001f code`):
 * those saying exactly its words (`key`, in any order), then those holding every idea, and when few
 * do, every idea but one.
 */
export async function aidEvidence(
  db: Queryable,
  groups: TermGroup[],
  keys: string[] | undefined,
  systems: string[],
  said?: Said,
): Promise<Map<string, AidHit[]>> {
  const has = await labelled(db);
  const within = systems.filter((s) => has.has(s));
  if (!within.length) return new Map();
  const rows: { row: AidPhraseRow; exact: boolean }[] = [];
  const add = (found: AidPhraseRow[], exact = false) => rows.push(...found.map((row) => ({ row, exact })));
  if (keys?.length) add(await aidExact(db, keys, within, POOL), true);
  const q = aidQueries(groups);
  if (q.all !== null) {
    const all = await aidPhrases(db, q.all, within, POOL);
    add(all);
    if (all.length < WIDEN_BELOW && q.allButOne !== null) add(await aidPhrases(db, q.allButOne, within, POOL));
  }
  return aidHits(rows, said);
}
