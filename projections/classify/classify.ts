import type { Queryable } from '../../platform/db.ts';
import { InputError } from '../../platform/inputError.ts';
import {
  expandedKey,
  markBrand,
  markCustomers,
  markDepartments,
  modelFirmOwn,
  modelOwnStems,
  modelStems,
  queryGroups,
  spelledOut,
  type TermGroup,
} from './expand.ts';
import { readAsCoder, readsAsTitle, titleDepartments } from './normalize.ts';
import { correctable, corrections } from './typos.ts';
import { compoundable, splitCompounds } from './compounds.ts';
import { exceptParts, terms, words } from './text.ts';
import { stats } from './queries.ts';
import { bridgesOf, type Bridge } from './bridge.ts';
import { listedActivities, MAX_SEGMENTS, segments } from './segment.ts';
import { withAncestors, withCrosswalks, type Crosswalk } from './enrich.ts';
import { inScope, isIndustrySystem, isOccupationSystem, namesEstablishment, type ClassifyKind } from './scope.ts';
import type { Confidence, Match, Ranked } from './match.ts';
import { rankRefined, refinersOf } from './refine.ts';
import { phraseKey } from './aids.ts';
import { insideOf, keptInitialisms, written } from './aidEvidence.ts';
import { evidenceFor, withEvidence } from './evidence.ts';
import { interleave, top } from './lists.ts';

export type { Match } from './match.ts';

/** The best standard match says the whole text: its title or one example phrase holds every idea, and it scores well. */
const namesAll = (ranked: Ranked[]) => {
  const best = ranked.find((r) => r.kind === 'standard');
  return !!best?.named && best.score >= COMBINED_SURE;
};
const COMBINED_SURE = 0.75;
/**
 * A word only coding aids' phrases hold (queries.ts `stats`) stays itself unless the word one edit away or
 * the word it clips is in this many times more documents than aid phrases hold it: a misspelling the aids
 * repeat ("tecnician", twice) or a clipping ("med") is read as the word; "skinner" (18 phrases) is not "spinner".
 */
const AID_WORD_KEPT = 10;

export const TEXT_MAX = 2000;
export const LIMIT_DEFAULT = 5;
export const LIMIT_MAX = 50;
/** Every stem the segments' ideas may look up: their forms' and their bridges'. */
const stemsOf = (segs: { groups: (TermGroup & { bridges: Bridge[] })[] }[]) => [
  ...new Set(
    segs.flatMap((s) => s.groups.flatMap((g) => [...g.alternatives.flat(), ...g.bridges.flatMap((b) => b.form)])),
  ),
];

/** A phrase key with its misspelt stems read as corrected (typos.ts). */
const retyped = (key: string, typos: Map<string, string>) =>
  [...new Set(key.split(' ').map((t) => typos.get(t) ?? t))].sort().join(' ');

/**
 * The text's segments: a description's listed activities each its own too (segment.ts `listedActivities`), at most
 * `MAX_SEGMENTS`, the rest joining the last.
 */
function splitSegments(read: string): string[] {
  const parts = readsAsTitle(read) ? segments(read) : segments(read).flatMap(listedActivities);
  return parts.length <= MAX_SEGMENTS
    ? parts
    : [...parts.slice(0, MAX_SEGMENTS - 1), parts.slice(MAX_SEGMENTS - 1).join(', ')];
}

/** Unrestricted, one system contributes at most this many codes to a list (national copies crowd otherwise). */
export const PER_SYSTEM_UNRESTRICTED = 2;
const FEW_SYSTEMS = 10; // a scope this small is searched as if its systems were named

export interface ClassifyInput {
  text: string;
  /** Exactly these systems; without it, the business systems (or every system of `kind`). */
  systems?: string[];
  kind?: ClassifyKind;
  /** Without `systems`: the default scope cut to these (the systems of the caller's countries). */
  within?: string[];
  limit?: number;
  include_crosswalks?: boolean;
  /** Without `systems`: only the occupations (a job's title and tasks) or only the industries (a business). */
  focus?: 'occupation' | 'industry';
}
export interface SegmentResult {
  text: string;
  standard_matches: Match[];
  domain_matches: Match[];
}
export interface ClassifyResult {
  text: string;
  standard_matches: Match[];
  domain_matches: Match[];
  segments: SegmentResult[];
  crosswalks?: Crosswalk[];
  /** The first answer's confidence: low is a guess, none is no answer. */
  confidence_level: Confidence | 'none';
  searched_systems: {
    scope: 'business' | ClassifyKind | 'selected';
    count: number;
    standard: string[];
    domain: string[];
  };
}

/** The scope of each kind without countries, per list of systems (stats reuses one list for a while). */
const scopes = new WeakMap<Map<string, string>, Map<string, string[]>>();
function defaultScope(kinds: Map<string, string>, kind: ClassifyKind | undefined): string[] {
  let byKind = scopes.get(kinds);
  if (!byKind) scopes.set(kinds, (byKind = new Map()));
  let ids = byKind.get(kind ?? '');
  if (!ids) byKind.set(kind ?? '', (ids = [...kinds.keys()].filter((id) => inScope(id, kinds.get(id), kind))));
  return ids;
}

/**
 * Classifies free text into codes of the business systems (industries, occupations, products;
 * or every system of `kind`, or the given systems) in one ranked pass per segment of the text. Deterministic: same input and read
 * models, same output.
 */
export async function classify(db: Queryable, input: ClassifyInput): Promise<ClassifyResult> {
  const text = (input.text ?? '').trim();
  if (!text) throw new InputError('text is empty', 'text');
  if (text.length > TEXT_MAX) throw new InputError(`text is longer than ${TEXT_MAX} characters`, 'text');
  const limit = input.limit ?? LIMIT_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > LIMIT_MAX)
    throw new InputError(`limit must be an integer from 1 to ${LIMIT_MAX}`, 'limit');

  // the departments a posting's title names after a dash (normalize.ts `titleDepartments`)
  const named = titleDepartments(text);
  // The text's ideas first (pure), then one round trip for the systems and the words' frequencies.
  // "Live theatrical productions (except dance)": a title naming what the except clause names is what
  // the text is not (rank.ts); the clause's words still say the domain ("Timber (except lumber)")
  const ideas = (seg: string, phrases = true) => ({
    seg,
    // a description's customers ("parts for the automotive industry") and its name's brand ("Metro Haul") are not
    // its activity (expand.ts markCustomers, markBrand)
    // and a posting title's department ("Pharmacist - Retail") says where in the firm, not the job (markDepartments)
    groups: (readsAsTitle(read)
      ? markDepartments(seg, named, queryGroups(seg, phrases, typos))
      : markBrand(seg, markCustomers(seg, queryGroups(seg, phrases, typos)))
    ).map((g) => ({ ...g, bridges: bridgesOf(g) })),
    without: exceptParts(seg),
    // the text as given too: a coding aid may list the very words the reading left out ("Lead Carpenter")
    keys: [
      ...new Set([
        phraseKey(seg),
        expandedKey(seg),
        ...(seg === read ? [phraseKey(text)] : []),
        // misspelt, its typos read: the text as given too ("Blackksmith Apprentice", whose reading drops the trainee)
        ...(typos ? [retyped(phraseKey(seg), typos), ...(seg === read ? [retyped(phraseKey(text), typos)] : [])] : []),
      ]),
    ].filter(Boolean),
    // an initialism the reading neither reads nor spells out ("OR" of "OR Tech"): no code's own title names the text
    initialisms: keptInitialisms(seg),
    // an aid's phrase may be said inside it, word for word (aidEvidence.ts `contained`)
    // and a posting title's own words before its department (`Inside.core`)
    inside: insideOf(seg, readsAsTitle(read) ? named : []),
    // how closely an exact aid phrase says the text: as written, in another order or form, or only rewritten (ties.ts)
    said: {
      keys: new Set([phraseKey(seg), ...(seg === read ? [phraseKey(text)] : [])]),
      phrases: new Set([written(seg), ...(seg === read ? [written(text)] : [])]),
      ...(seg === read && written(text) !== written(seg) ? { given: written(text) } : {}),
      read: { words: spelledOut(seg), typos },
      initialisms: keptInitialisms(seg),
    },
  });
  // read as a coder reads: a title without its seniority, shift and place; a description without its name and boilerplate
  let read = readAsCoder(text);
  let typos: Map<string, string> | undefined;
  let segs = splitSegments(read).map((seg) => ideas(seg));
  let stems = stemsOf(segs);
  let st = await stats(db, stems);
  // a system named but unknown to the reused list may be new: ask again before saying it is unknown
  if (input.systems?.some((s) => !st.kinds.has(s))) st = await stats(db, stems, true);
  // a title's misspelt words ("Pharmacy Tchnician"): read as the indexed stems one edit away (typos.ts)
  const unseen = readsAsTitle(read)
    ? [...new Set(segs.flatMap((s) => s.groups.flatMap((g) => g.stems)))].filter(
        (t) => (!st.df.has(t) || st.aidOnly.has(t)) && correctable(t),
      )
    : [];
  if (unseen.length) {
    // each unknown stem with the word as written (the stemmer may have cut a typo's letters: "Buildre"), and the
    // title's other stems, which choose among a typo's readings
    const unknown = new Set(unseen);
    const asWritten = words(read).flatMap((word) => {
      const stem = terms(word)[0];
      return stem && unknown.delete(stem) ? [{ stem, word, inAids: st.aidOnly.has(stem) }] : [];
    });
    const context = [...new Set(segs.flatMap((s) => s.groups.flatMap((g) => g.stems)))];
    const fixed = await corrections(
      db,
      [...asWritten, ...[...unknown].map((stem) => ({ stem, word: stem, inAids: st.aidOnly.has(stem) }))],
      context,
    );
    // a word only a few aid phrases hold ("tecnician", "med") is read as the far commoner word; "skinner" is kept
    for (const [s, to] of fixed.corrected)
      if (st.aidOnly.has(s) && fixed.df.get(to)! < AID_WORD_KEPT * st.df.get(s)!) fixed.corrected.delete(s);
    if (fixed.corrected.size) {
      typos = fixed.corrected;
      segs = splitSegments(read).map((seg) => ideas(seg));
      stems = stemsOf(segs);
      const again = await stats(db, stems);
      st = { ...st, df: again.df, aidOnly: again.aidOnly };
    }
  }
  // a title's closed compounds ("Lawncare Tech", "Nightshift Cook"): the words no typo explains, read as the two
  // words they join (compounds.ts), then as a coder reads them
  if (readsAsTitle(read)) {
    const unknownWords = read.split(/[^\p{L}]+/u).filter((w) => {
      const s = terms(w)[0] ?? w;
      return compoundable(w) && !st.df.has(s) && !typos?.has(s);
    });
    const split = unknownWords.length ? await splitCompounds(db, read, unknownWords) : read;
    if (split !== read) {
      read = readAsCoder(split);
      segs = splitSegments(read).map((seg) => ideas(seg));
      stems = stemsOf(segs);
      const again = await stats(db, stems);
      st = { ...st, df: again.df, aidOnly: again.aidOnly };
    }
  }
  const kinds = st.kinds;
  const selected = input.systems?.length ? [...new Set(input.systems)].sort() : null;
  const unknown = selected?.filter((s) => !kinds.has(s)) ?? [];
  if (unknown.length)
    throw new InputError(`unknown system${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, 'systems');
  const within = input.within ? new Set(input.within) : null;
  const scoped = (kind: ClassifyKind | undefined) =>
    within
      ? [...kinds.keys()].filter((id) => inScope(id, kinds.get(id), kind, true) && within.has(id))
      : defaultScope(kinds, kind);
  // a catalog holding no business system at all (a medical one, say): the default is every standard
  let searched = selected ?? scoped(input.kind);
  if (
    !searched.length &&
    !selected &&
    !input.kind &&
    ![...kinds.keys()].some((id) => inScope(id, kinds.get(id), undefined))
  )
    searched = scoped('standard');
  if (!searched.length)
    throw new InputError(`no ${input.kind ?? 'business'} system applies to the given countries`, 'countries');
  if (!selected && input.focus) {
    const focused = searched.filter(input.focus === 'occupation' ? isOccupationSystem : isIndustrySystem);
    if (focused.length) searched = focused;
  }
  // "taxi company", "an accounting firm": an establishment, so its industry, not the drivers' or clerks' occupation
  if (!selected && !input.kind && namesEstablishment(text) && searched.some(isIndustrySystem))
    searched = searched.filter(isIndustrySystem);

  const perSystem = selected ? limit : Math.min(limit, PER_SYSTEM_UNRESTRICTED);
  const parts: SegmentResult[] = [];
  // a refinement ranked with the searched systems (refine.ts) is not asked again as outside evidence
  const evidence = evidenceFor([...searched, ...refinersOf(searched)], (id) => kinds.has(id));
  // a few systems bound the work: each may fill the candidate pool, as when named
  const few = !!selected || searched.length <= FEW_SYSTEMS;
  // a description's segments are one firm's: the kind of activity one says is the others' (activity.ts)
  const firm = readsAsTitle(read)
    ? undefined
    : segs.flatMap((s) =>
        s.groups.filter((g) => !g.customer && !g.brand && !g.aside && !g.excepted).flatMap((g) => g.stems),
      );
  const query = ({ seg, groups, without, keys, said, inside, initialisms }: (typeof segs)[number], df = st.df) => ({
    groups,
    without,
    keys,
    said,
    inside,
    ...(initialisms.length && { initialisms }),
    modelStems: modelStems(seg, typos),
    // a posting title's own words too, without its department (rank.ts `SegmentQuery.modelOwn`)
    ...(readsAsTitle(read) && named.length && { modelOwn: modelOwnStems(seg, named, typos) }),
    // a description's own words too, without its customers' and its name's brand (rank.ts `SegmentQuery.modelOwn`)
    ...(!readsAsTitle(read) && modelFirmOwn(seg, groups, typos)),
    title: readsAsTitle(read),
    ...(firm && segs.length > 1 && { firm }),
    df,
    total: st.total,
  });
  // "a gas station with a convenience store": a code naming the whole combination beats splitting it
  const whole = segs.length > 1 ? ideas(read) : null;
  const wholeRanked = whole ? await rankRefined(db, query(whole), searched, few) : [];
  if (whole && namesAll(wholeRanked)) segs = [whole];
  for (const s of segs) {
    const { seg } = s;
    const q = query(s);
    const own = seg === whole?.seg ? wholeRanked : await rankRefined(db, q, searched, few);
    let ranked = await withEvidence(db, q, own, searched, evidence);
    if (!ranked.length && s.groups.some((g) => g.stems.length > 1)) {
      // no answer, and a phrase the scope knows nowhere as a whole ("software developer" in NAICS,
      // whose titles say "Software Publishers"): its words, each an idea
      const byWord = ideas(seg, false);
      const fresh = stemsOf([byWord]).filter((t) => !st.df.has(t));
      const df = fresh.length ? new Map([...st.df, ...(await stats(db, fresh)).df]) : st.df;
      const words = query(byWord, df);
      ranked = await withEvidence(db, words, await rankRefined(db, words, searched, few), searched, evidence);
    }
    parts.push({
      text: seg,
      standard_matches: top(ranked, 'standard', limit, perSystem),
      domain_matches: top(ranked, 'domain', limit, perSystem),
    });
  }
  const merged = {
    standard_matches:
      parts.length === 1
        ? parts[0].standard_matches
        : interleave(
            parts.map((p) => p.standard_matches),
            limit,
          ),
    domain_matches:
      parts.length === 1
        ? parts[0].domain_matches
        : interleave(
            parts.map((p) => p.domain_matches),
            limit,
          ),
  };
  await withAncestors(db, [
    ...merged.standard_matches,
    ...merged.domain_matches,
    ...parts.flatMap((p) => [...p.standard_matches, ...p.domain_matches]),
  ]);
  const result: ClassifyResult = {
    text,
    ...merged,
    segments: parts,
    confidence_level: (merged.standard_matches[0] ?? merged.domain_matches[0])?.confidence_level ?? 'none',
    searched_systems: {
      scope: selected ? 'selected' : (input.kind ?? 'business'),
      count: searched.length,
      standard: searched.filter((s) => kinds.get(s) === 'standard'),
      domain: searched.filter((s) => kinds.get(s) === 'domain'),
    },
  };
  if (input.include_crosswalks) result.crosswalks = await withCrosswalks(db, merged.standard_matches);
  return result;
}
