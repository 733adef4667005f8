import type { Queryable } from '../../platform/db.ts';
import { parsedDocument, type ParsedDoc } from './document.ts';
import { groupQuery, type TermGroup } from './expand.ts';
import { systemPrior } from './priority.ts';
import { candidatesByCode, segmentLookUp, type Candidate } from './queries.ts';
import {
  AID_POOL,
  AID_WIDEN_BELOW,
  aidEvidence,
  aidHits,
  aidLabelled,
  aidQueries,
  RUN_MAX,
  type AidHit,
  type Inside,
  type Said,
} from './aidEvidence.ts';
import { BRIDGE_BELOW_DF, bridgeWeight, inOwnForms, weighBridges, type Bridge } from './bridge.ts';
import { inBusinessIndex, isIndustrySystem, isOccupationSystem } from './scope.ts';
import { activityClash } from './activity.ts';
import {
  exampleScore,
  groupWeight,
  namesAll,
  readsOrder,
  scoreDocument,
  WEIGHTS,
  type WeightedGroup,
} from './score.ts';
import { isResidual, namesPlace, phraseOrder, titleItems } from './text.ts';
import { GENERIC_FACTOR, isGeneric } from './generic.ts';
import { ancestorCodes, byRank, confidence, type Ranked, type TieEvidence } from './match.ts';
import { expertOrder } from './order.ts';
import { childrenInherit } from './inherit.ts';
import { AUTHORITY, breakAidTies } from './ties.ts';
import { blended, meanOpinion, MODEL_ALONE, MODEL_CANDIDATES, modelOpinion, type Opinion } from './model/blend.ts';

/** Asked for broadly (kind: domain), domain vocabularies answer only above this score (their short titles match loosely). */
export const DOMAIN_FLOOR = 0.2;
const WIDEN_BELOW = { all: 20, selected: 40 }; // fewer candidates: widen to any rare idea or any two ideas
const RARE_DF = 5_000; // unrestricted, an idea matches alone only if it is in fewer documents
const POOL = { all: 300, selected: 400 }; // candidates ranked by ts_rank, then rescored
const PER_SYSTEM_POOL = 4; // unrestricted: candidates per system

/** A segment's ideas (with their WordNet bridges) and the index's frequencies of their stems. */
export interface SegmentQuery {
  groups: (TermGroup & { bridges: Bridge[] })[];
  df: Map<string, number>;
  total: number;
  /** What the text says it is not ("(except dance)"): the stems of each part (text.ts `exceptParts`). */
  without?: string[][];
  /** The segment's distinct stems sorted (aids.ts `phraseKey`): a coding aid's phrase with this key says exactly it. */
  keys?: string[];
  /** The segment's stems as the learned model reads them, in order (expand.ts `modelStems`, model/blend.ts). */
  modelStems?: string[];
  /**
   * A posting title's own stems, without the department after its dash ("Butcher - Meat Department": butcher): the
   * model's probability of a code is the mean of its readings with and without it (model/blend.ts `meanOpinion`), as
   * the ranker weighs the department's ideas half (`CUSTOMER_FACTOR`). Read whole, the department's words pulled the
   * model to other jobs' titles that hold them ("Meat Department Manager", "Meat Market Associate": Slaughterers and
   * Meat Packers 0.87, Butchers 0.09).
   */
  modelOwn?: string[];
  /** The text reads as a title (normalize.ts `readsAsTitle`): calibration reads whether some code says it whole. */
  title?: boolean;
  /** The segment as written: how closely an exact aid phrase says it (aidEvidence.ts `Said`, ties.ts). */
  said?: Said;
  /** The initialisms the segment keeps and its keys lose ("OR" of "OR Tech", aidEvidence.ts `keptInitialisms`). */
  initialisms?: string[];
  /** The segment's stems in order and the keys of its runs (aidEvidence.ts `insideOf`): an aid's phrase said inside it. */
  inside?: Inside;
  /**
   * A description's own ideas' stems over all its segments (not its customers', brand's, asides' or except clauses'):
   * the kind of activity of a segment that says none (activity.ts `activityClash`).
   */
  firm?: readonly string[];
}

/**
 * The segment's ideas weighted: rarity (idf), the head of the phrase (its last idea before any
 * prepositional complement: "long-haul truck DRIVER", "hotel CONSTRUCTION", "WAITER in a restaurant")
 * counts more unless it only names the kind of activity ("widget MANUFACTURING": the head is
 * "widget"), and generic words count less (generic.ts).
 */
export function weigh({ groups, df, total }: SegmentQuery): WeightedGroup[] {
  const generic = groups.map((g) => isGeneric(g.stems));
  const inHead = groups.map(
    (g, i) => !generic[i] && !g.complement && !g.excepted && !g.aside && !g.customer && !g.brand && !g.department,
  );
  const content = groups.map(
    (g, i) => !generic[i] && !g.excepted && !g.aside && !g.customer && !g.brand && !g.department,
  );
  // a description's firm name that says its kind ("Blue Ridge ROOFING installs ...", "Happy Tails PET GROOMING
  // offers ...") is the head: each of its ideas, where the list of what the firm offers ends on any word
  const named = inHead.map((h, i) => h && groups[i].kind === true);
  const head = named.includes(true) ? -1 : inHead.includes(true) ? inHead.lastIndexOf(true) : content.lastIndexOf(true);
  const isHead = (i: number) => (head >= 0 ? i === head : named[i]);
  return groups
    .map((g, i) => ({
      ...weighBridges(g, df, total),
      weight:
        (groupWeight(g, df, total) || bridgeWeight(g.bridges, df, total)) *
        (isHead(i) && groups.length > 1 ? WEIGHTS.head : 1) *
        (generic[i] && (head >= 0 || named.includes(true)) ? GENERIC_FACTOR : 1) *
        (g.excepted
          ? EXCEPTED_FACTOR
          : g.aside
            ? ASIDE_FACTOR
            : g.customer || g.brand || g.department
              ? CUSTOMER_FACTOR
              : 1),
      generic: generic[i],
      ...(i === head && namesPlace(g.stems, g.text) ? { place: true } : {}),
    }))
    .filter((g) => g.weight > 0);
}

/** The distinguishing idea of a segment: its heaviest. */
export const heaviestIdea = (weighted: WeightedGroup[]): WeightedGroup | undefined =>
  weighted.reduce<WeightedGroup | undefined>((a, b) => (!a || b.weight > a.weight ? b : a), undefined);

/** What a candidate is scored against: the segment's weighted ideas and what the text excludes. */
export interface RankContext {
  weighted: WeightedGroup[];
  /** The text's distinguishing word is unknown to the index (only the generic activity can match). */
  unknownIdea: boolean;
  /** What the text says it is not ("Live theatrical productions (except dance)"): the stems of each part. */
  without?: string[][];
  /** The coding aids' phrases the text matched, by code (`system \u001f code`). */
  aids?: Map<string, AidHit[]>;
  /**
   * The stems of each key of the text (its every word, as aids.ts `phraseKey` reads an aid's phrase): a code's own
   * title or example phrase names the text (`ownNames`) only when it holds one of them whole, so a generic word the
   * ideas leave out still counts ("Business Manager" is not named by "Food Service Managers").
   */
  keys?: string[][];
  /**
   * The text's initialisms its keys lose (`SegmentQuery.initialisms`): no code's own title names the text, and only an
   * aid phrase saying them too holds every idea of it (`holding`).
   */
  initialisms?: string[];
  /**
   * The segment's stems and the keys of its runs (aidEvidence.ts `insideOf`): a phrase said inside it (`containedShare`);
   * `weight`, its ideas' weight summed, once for all its candidates.
   */
  inside?: { stems: ReadonlySet<string>; keys: ReadonlySet<string>; length: number; weight: number; core?: string };
  /** A description's own ideas' stems over all its segments (`SegmentQuery.firm`). */
  firm?: readonly string[];
}
/**
 * An idea the text names only in its except clause ("Live theatrical productions (except dance)")
 * still says the domain ("Timber (except lumber)") but is not what the text is: it weighs this share
 * and is never the head.
 */
export const EXCEPTED_FACTOR = 0.5;
/**
 * An idea named only in an "(e.g., ...)" aside illustrates the words before it
 * ("Professional schools (e.g., business administration, dental, law, medical)": schools, not dentistry):
 * it weighs this share and is never the head.
 */
export const ASIDE_FACTOR = 0.5;
/**
 * An idea a description names only where it says whom the firm works for ("fabricates structural steel for commercial
 * building CONTRACTORS"): the customers, not the activity. It weighs this share and is never the head; so does an
 * idea named only in the brand words of the firm's name ("METRO Haul provides ...": expand.ts `markBrand`), and one a
 * posting's title names only in the department after its dash ("Pharmacist - RETAIL": expand.ts `markDepartments`).
 */
export const CUSTOMER_FACTOR = 0.5;
/** A title naming what the text excludes: the code is what the text says it is not. */
export const TEXT_EXCLUDES = 0.5;
/** An industry whose title names the other activity than the text's verb (activity.ts): making against trading. */
export const ACTIVITY_CLASH = 0.7;

/** The segment's runs as the ranking reads them (`RankContext.inside`): sets, and its ideas' weight summed once. */
export const insideContext = (inside: Inside, weighted: WeightedGroup[]): NonNullable<RankContext['inside']> => ({
  stems: new Set(inside.stems),
  keys: new Set(inside.keys),
  length: new Set(inside.stems).size,
  ...(inside.core ? { core: inside.core } : {}),
  weight: weighted.reduce((n, g) => n + g.weight, 0),
});

/** A candidate scored against the segment's ideas; null when nothing of it matched, unless `always`. */
export function rankCandidate(c: Candidate, q: RankContext, always: true): Ranked;
export function rankCandidate(c: Candidate, q: RankContext): Ranked | null;
export function rankCandidate(
  c: Candidate,
  { weighted, unknownIdea, without, aids, keys, initialisms, inside }: RankContext,
  always = false,
): Ranked | null {
  const leaf = c.child_count === 0;
  const residual = isResidual(c.title);
  const own = parsedDocument(c.doc);
  const hits = aids?.get(`${c.system}\u001f${c.code}`);
  const ordered = readsOrder(weighted);
  const doc = hits ? withAidPhrases(own, hits, ordered) : own;
  const f = {
    items: isOccupationSystem(c.system) ? titleItems(c.title) : [],
    ...(ordered ? { titleOrder: phraseOrder(c.title) } : {}),
    leaf,
    residual,
    prior: systemPrior(c.system),
    unknownIdea,
  };
  const s = scoreDocument(doc, weighted, f);
  const exact = hits && exactHit(hits);
  const ownScored = hits ? scoreDocument(own, weighted, f) : s;
  const ownScore = ownScored.score,
    ownNames = ownScored.named && !initialisms?.length && (!keys?.length || saysKey(own, keys));
  const inner =
    !exact && inside && isIndustrySystem(c.system)
      ? containedShare(own, hits ?? [], weighted, inside)
      : !exact && inside?.core && isOccupationSystem(c.system)
        ? containedShare(own, hits ?? [], weighted, inside, false)
        : undefined;
  if (inner) s.score = Math.round((s.score + (1 - s.score) * CONTAINED * inner.share) * 10_000) / 10_000;
  if (exact) {
    // an official coding aid labels exactly these words with this code: the strongest evidence there is
    s.score = Math.max(s.score, exactScore(exact, hits));
    s.named = true;
    s.matched = weighted.map((g) => g.text);
  }
  if (s.score <= 0 && !always) return null;
  // an aid's phrase carried it when the code's own document scores less without it
  const aid =
    exact ?? inner?.hit ?? (hits && s.by === 'example' && ownScore < s.score ? bestHit(hits, weighted) : undefined);
  const excluded = !!without?.some((part) => titleSays(doc, part));
  const score = excluded ? Math.round(s.score * TEXT_EXCLUDES * 10_000) / 10_000 : s.score;
  return {
    system: c.system,
    code: c.code,
    title: c.title,
    score,
    confidence_level: confidence(score),
    titleKey: (residual ? 'other ' : '') + doc.titleStems,
    residual,
    named: s.named,
    matched_words: s.matched,
    ...(s.bridged.length ? { bridged_words: s.bridged } : {}),
    level: c.level,
    leaf,
    ancestors: ancestorCodes(c.path),
    kind: c.kind,
    evidence: aid ? { kind: aid.kind, aid: aid.aid, phrase: aid.phrase } : { kind: s.by },
    // a code the text says it is not ("(except dance)") is no code an aid names for it (ties.ts)
    ...(exact && !excluded ? { tie: exactEvidence(exact, hits!, ownScore) } : {}),
    ownNames,
    ...(hits
      ? {
          holding: hits.filter((h) => namesAll(h.stems, weighted) && !initialisms?.some((w) => !h.stems.has(w))).length,
        }
      : {}),
    signals: { exactAid: exact ? AUTHORITY[exact.kind] / 2 : 0, model: 0, partial: 0 },
  };
}

/** The title holds every stem of the part. */
const titleSays = (doc: ParsedDoc, part: string[]) => part.every((x) => doc.title.has(x));

/**
 * A phrase an official coding aid labels with the code, saying exactly the text's words: scored above
 * any title that only covers them (a title saying the same words scores 1), by the aid's kind (a
 * direct-match title, an index item or a preferred label name one code; an alternate title or an
 * alternative label may be shared), a little more for each other aid phrase agreeing.
 */
const EXACT_SCORE: Record<AidHit['kind'], number> = {
  direct_match_title: 0.99,
  index_item: 0.99,
  preferred_label: 0.99,
  alternate_title: 0.98,
  alternative_label: 0.98,
};
const AGREEING = 0.002,
  AGREEING_MAX = 0.008;
const exactHit = (hits: AidHit[]) =>
  hits.filter((h) => h.exact).sort((a, b) => EXACT_SCORE[b.kind] - EXACT_SCORE[a.kind])[0] as AidHit | undefined;
/** What tells the code apart from other codes an aid names exactly for the text (ties.ts; `p` is set by the blend). */
const exactEvidence = (best: AidHit, hits: AidHit[], own: number): TieEvidence => {
  const exact = hits.filter((h) => h.exact);
  return {
    said: Math.max(...exact.map((h) => h.said)),
    exactAid: best.kind,
    own,
    p: 0,
    aidPhrases: hits.length,
    exactPhrases: exact.length,
  };
};
const exactScore = (best: AidHit, hits: AidHit[]) =>
  EXACT_SCORE[best.kind] + Math.min(AGREEING_MAX, AGREEING * (hits.filter((h) => h.exact).length - 1));

/**
 * A phrase naming one code said inside the segment, its words a run of the segment's ("House painting", a NAICS
 * illustrative example and index item, in "Residential house painting contractor"; aidEvidence.ts `contained`),
 * says more than the same words scattered over the code's title and examples: the code's score gains this share
 * of what it lacks, times the share of the segment's weight the phrase's ideas carry (a short phrase in a long
 * sentence says little of it). Industries only: a business is described by its activities, whose index items a
 * coder finds inside the write-in (the Census autocoder matches them so); an occupation's title is named by its head
 * word, and a run inside it may name another job than the whole ("Software Engineer" inside "Software Engineer
 * Recruiter"). Measured on occupations too, it cost them (docs/measurements/history.md, "A phrase naming one code
 * said inside").
 */
export const CONTAINED = 0.5;
/**
 * The contained phrase holding the most of the segment's weight, and that share: the aids' phrases found said inside
 * it, and the code's own example phrases whose stems are those of a run of the segment (two content words or more).
 */
function containedShare(
  own: ParsedDoc,
  hits: AidHit[],
  weighted: WeightedGroup[],
  inside: NonNullable<RankContext['inside']>,
  examples = true,
): { hit?: AidHit; share: number } | undefined {
  const total = inside.weight;
  if (!total) return undefined;
  let best: { hit?: AidHit; share: number } | undefined;
  for (const h of hits) {
    if (!h.contained) continue;
    const share = shareOf(weighted, h.stems) / total;
    if (share > 0 && (!best || share > best.share)) best = { hit: h, share };
  }
  if (examples)
    for (const ex of own.examples) {
      if (ex.size < 2 || ex.size >= inside.length || ex.size > RUN_MAX) continue;
      let all = true;
      for (const x of ex)
        if (!inside.stems.has(x)) {
          all = false;
          break;
        }
      if (!all || countContent(ex) < 2 || !inside.keys.has([...ex].sort().join(' '))) continue;
      const share = shareOf(weighted, ex) / total;
      if (share > 0 && (!best || share > best.share)) best = { share };
    }
  return best;
}
/** The weight of the ideas the stems hold (one of each idea's forms whole), summed in the ideas' order. */
function shareOf(weighted: WeightedGroup[], stems: ReadonlySet<string>): number {
  let n = 0;
  for (const g of weighted) if (g.alternatives.some((a) => a.every((x) => stems.has(x)))) n += g.weight;
  return n;
}
const countContent = (stems: ReadonlySet<string>) => [...stems].filter((x) => !isGeneric([x])).length;

/** No idea of the text is in the index's words ("ESA", "ECO"): only a coding aid's phrase saying exactly it, or the learned model, can answer. */
async function aidsAlone(
  db: Queryable,
  { keys, modelStems: stems, modelOwn, title, said }: SegmentQuery,
  systems: string[],
  ctx: RankContext,
): Promise<Ranked[]> {
  const aids = keys?.length ? await aidEvidence(db, [], keys, systems, said) : new Map<string, AidHit[]>();
  const model = await modelCandidates(db, stems, systems, modelOwn);
  const codes = [...new Set([...aids.keys(), ...model.guessed])];
  if (!codes.length) return [];
  const rows = await candidatesByCode(
    db,
    codes.map((k) => k.split('\u001f') as [string, string]),
  );
  return markPartial(rankCandidates(rows, { ...ctx, aids }, model), !!title).sort(byRank);
}

/** The learned model's opinion of the segment and its best codes of each system, as candidate keys (model/blend.ts). */
async function modelCandidates(
  db: Queryable,
  stems: string[] | undefined,
  systems: string[],
  own?: string[],
): Promise<{ opinion: Opinion | null; guessed: Set<string> }> {
  const whole = stems?.length ? await modelOpinion(db, stems, systems) : null;
  const alone = whole && own?.length ? await modelOpinion(db, own, systems) : null;
  const opinion = whole && alone ? meanOpinion(whole, alone) : whole;
  const guessed = opinion ? systems.flatMap((s) => opinion.top(s, MODEL_CANDIDATES).map((c) => `${s}\u001f${c}`)) : [];
  return { opinion, guessed: new Set(guessed) };
}

/**
 * The segment's candidates ranked: each scored lexically (or kept on the model's word), blended with the model's
 * probability, and ties among the codes an aid names broken (ties.ts). Both paths of a segment end here.
 */
function rankCandidates(
  found: Iterable<Candidate>,
  ctx: RankContext,
  model: { opinion: Opinion | null; guessed: Set<string> },
): Ranked[] {
  const lexical: Lexical[] = [];
  for (const c of found) {
    const l = rankLexical(c, ctx, model);
    if (l) lexical.push(l);
  }
  const ranked = blendSegment(lexical);
  breakAidTies(ranked);
  return ranked;
}

/** A candidate ranked lexically, with the model's probability of it (blended later: `blendSegment`). */
interface Lexical {
  r: Ranked;
  p: number | undefined;
  /** Its title names the other activity than the text's verb (activity.ts). */
  clash: boolean;
}

/**
 * A candidate ranked lexically, with the model's probability of it; a code the text's words do not match at
 * all is kept when the model proposed it and is fairly sure (`MODEL_ALONE`: nonsense text gets no answer
 * rather than the model's faint guesses).
 */
function rankLexical(
  c: Candidate,
  ctx: RankContext,
  { opinion, guessed }: { opinion: Opinion | null; guessed: Set<string> },
): Lexical | null {
  const p = opinion?.p(c.system, c.code);
  const alone = guessed.has(`${c.system}\u001f${c.code}`) && (p ?? 0) >= MODEL_ALONE;
  // ranked once either way: kept whatever its score when the model alone may keep it
  const r = alone ? rankCandidate(c, ctx, true) : rankCandidate(c, ctx);
  if (!r) return null;
  // the code an aid names exactly for the text keeps its evidence whatever the verb
  const clash = !r.tie && isIndustrySystem(c.system) && activityClash(ctx.weighted, c.title, ctx.firm);
  return { r, p, clash };
}

/**
 * The segment's candidates, each score blended with the model's probability of it (model/blend.ts), then an industry
 * whose title names the other activity than the text's verb counts `ACTIVITY_CLASH` of it: the model reads the
 * products a text names, not whether it makes or sells them. Not a code one of whose descendants among the candidates
 * fits the text.
 */
function blendSegment(lexical: Lexical[]): Ranked[] {
  // a family one of whose members fits the text keeps its place: "Retail Bakeries" sits under "Bakeries and Tortilla
  // Manufacturing", and "retail bakery" names the family too
  const fits = new Set<string>();
  for (const { r, clash } of lexical) if (!clash) for (const a of r.ancestors) fits.add(`${r.system}\u001f${a.code}`);
  for (const { r, p, clash } of lexical) {
    if (p !== undefined) {
      r.score = blended(r.score, p);
      if (r.tie) r.tie.p = p;
      r.signals!.model = p;
    }
    const clashes = clash && !fits.has(`${r.system}\u001f${r.code}`);
    if (clashes) r.score = Math.round(r.score * ACTIVITY_CLASH * 10_000) / 10_000;
    if (p !== undefined || clashes) r.confidence_level = confidence(r.score);
  }
  return lexical.map(({ r }) => r);
}

/**
 * Marks each match `partial` when the text reads as a title and no match of its system is `named` (no
 * title, example phrase or coding aid's phrase of the system holds every idea of the text): a rare title
 * whose words the ranker matches only in part, where the first answer is right about half as often
 * (calibration.ts reads it).
 */
function markPartial(ranked: Ranked[], title: boolean): Ranked[] {
  const whole = new Set(ranked.filter((r) => r.named).map((r) => r.system));
  for (const r of ranked) if (r.signals) r.signals.partial = title && !whole.has(r.system) ? 1 : 0;
  return ranked;
}

/** The document's title or one of its example phrases holds every stem of one of the text's keys. */
const saysKey = (doc: ParsedDoc, keys: string[][]) =>
  keys.some((k) => k.every((s) => doc.title.has(s)) || doc.examples.some((ex) => k.every((s) => ex.has(s))));

/**
 * The code's document with the aids' phrases the text matched as more example phrases (parses are shared: a
 * copy; its example stems are read through, not copied: a document may hold hundreds, the phrases a few).
 * `ordered` (score.ts `readsOrder`): the scoring reads where the words stand in a phrase; otherwise it never reads
 * the phrases' order (score.ts `modifies`), which is not made (`phraseOrder` under here: ~3% of a classify's Node CPU
 * in a profile of new texts).
 */
function withAidPhrases(doc: ParsedDoc, hits: AidHit[], ordered: boolean): ParsedDoc {
  const aidStems = new Set<string>();
  for (const h of hits) for (const s of h.stems) aidStems.add(s);
  const own = doc.allExamples;
  const allExamples = own ? { has: (s: string) => own.has(s) || aidStems.has(s) } : aidStems;
  // each phrase's stems by position too, in step with the examples (a document parsed without them has none)
  const exampleOrder =
    ordered && doc.exampleOrder ? [...doc.exampleOrder, ...hits.map((h) => phraseOrder(h.phrase))] : undefined;
  return { ...doc, examples: [...doc.examples, ...hits.map((h) => h.stems)], allExamples, exampleOrder };
}

/** The aid phrase saying most of what the text says (the first of equals: the closest by the index's rank). */
function bestHit(hits: AidHit[], weighted: WeightedGroup[]): AidHit {
  const total = weighted.reduce((n, g) => n + g.weight, 0);
  let best = hits[0],
    top = -1;
  for (const h of hits) {
    const score = exampleScore({ examples: [h.stems] } as ParsedDoc, weighted, total, new Set(), new Map());
    if (score > top) [best, top] = [h, score];
  }
  return best;
}

/** One segment of the text ranked in the given systems: candidates from one SQL pass (widened when few), rescored. */
export async function rankSegment(
  db: Queryable,
  segment: SegmentQuery,
  within: string[],
  selected: boolean,
): Promise<Ranked[]> {
  // A few named systems bound the work and may each fill the pool; a broad scope takes a few per system.
  const { groups, df, total, without, keys, modelStems, modelOwn, title, said, inside, firm } = segment;
  const systems = within;
  if (!groups.length) return [];
  const weighted = weigh({ groups, df, total });
  const generic = groups.map((g) => isGeneric(g.stems));
  // A distinguishing word the index does not know ("widget manufacturing"): the generic activity is all that can match.
  const unknownIdea =
    weighted.length < groups.length && groups.some((g, i) => !generic[i] && !weighted.some((w) => w.text === g.text));
  if (!weighted.length) return aidsAlone(db, segment, systems, { weighted, unknownIdea, without });
  // Only forms whose every stem is indexed can match; drop the others from the tsquery. A rare or
  // unknown word also looks for its bridges (titles lack it: the general word may be there).
  const usable = weighted.map((g) => ({
    ...g,
    alternatives: [
      ...g.alternatives,
      ...(g.stems.every((s) => (df.get(s) ?? 0) < BRIDGE_BELOW_DF) ? (g.bridges ?? []).map((b) => b.form) : []),
    ].filter((a) => a.every((s) => df.has(s))),
  }));
  // the wide reads (the aids' phrases holding every idea but one, the widened pass's pairs) read an idea without its hypernyms
  const own = usable.map(inOwnForms);

  const scope = selected ? 'selected' : 'all';
  const pool = POOL[scope],
    perSystem = selected ? pool : PER_SYSTEM_POOL;
  const business = systems.every(inBusinessIndex);
  // Widened when the first pass finds few: any rare idea alone, or any two ideas together (bounded work however
  // common the words are); restricted to a few systems, every idea may match alone (the system filter bounds the work).
  let widened: string | null = null;
  if (usable.length >= 2) {
    const docs = (g: WeightedGroup) => g.alternatives.reduce((n, a) => n + Math.min(...a.map((s) => df.get(s)!)), 0);
    const alone = selected ? usable : usable.filter((g) => docs(g) <= RARE_DF);
    const byRarity = [...usable.keys()].sort((a, b) => docs(usable[a]) - docs(usable[b])).slice(0, 5);
    // each pair reads its ideas in their own forms (bridge.ts `inOwnForms`): a hypernym ORed into a pair ("waterer":
    // farmhand, helper) made PostgreSQL union long posting lists (1,472 documents read for one text)
    const rarest = byRarity.map((i) => own[i]);
    const pairs = usable.length >= 3 ? rarest.flatMap((a, i) => rarest.slice(i + 1).map((b) => [a, b])) : [];
    const clauses = [...alone.map((g) => groupQuery([g], 'all')), ...pairs.map((p) => `(${groupQuery(p, 'all')})`)];
    if (clauses.length) widened = clauses.join(' | ');
  }
  // the official coding aids: a code whose labelled phrase says what the text says is a candidate too;
  // so are the learned model's most probable codes (model/blend.ts). One statement reads them all.
  const model = await modelCandidates(db, modelStems, systems, modelOwn);
  const aidQ = aidQueries(usable, own);
  const aidSystems = await aidLabelled(db, systems);
  // an aid's phrase said inside the segment counts for the industries (`containedShare`), and for the occupations
  // only as a posting title's own words before its department (`Inside.core`)
  const runSystems = aidSystems.filter((s) => isIndustrySystem(s) || (!!inside?.core && isOccupationSystem(s)));
  const { candidates, phrases } = await segmentLookUp(db, {
    tsquery: groupQuery(usable, 'all'),
    widened,
    widenBelow: WIDEN_BELOW[scope],
    systems,
    perSystem,
    pool,
    business,
    aidSystems,
    aidKeys: keys?.length ? keys : null,
    runKeys: inside?.keys.length && runSystems.length ? inside.keys : null,
    runSystems,
    aidAll: aidQ.all,
    aidWidened: aidQ.allButOne,
    aidWidenBelow: AID_WIDEN_BELOW,
    aidPool: AID_POOL,
    codes: [...model.guessed].map((k) => k.split('\u001f') as [string, string]),
  });
  const found = new Map<string, Candidate>();
  for (const c of candidates) found.set(`${c.system}\u001f${c.code}`, c);
  const aids = aidHits(phrases, said, inside && { keys: new Set(keys), stems: inside.stems, core: inside.core });

  const ctx: RankContext = {
    weighted,
    unknownIdea,
    without,
    aids,
    keys: keys?.map((k) => k.split(' ')),
    ...(segment.initialisms?.length ? { initialisms: segment.initialisms } : {}),
    ...(inside && { inside: insideContext(inside, weighted) }),
    ...(firm && { firm }),
  };
  const ranked = rankCandidates(found.values(), ctx, model);
  const order = { onlyGeneric: weighted.every((g) => g.generic), heaviest: heaviestIdea(weighted) };
  await childrenInherit(db, ranked, weighted, order, (c) => rankCandidate(c, ctx, true));
  expertOrder(ranked, order);
  return markPartial(ranked, !!title)
    .filter((r) => selected || r.kind !== 'domain' || r.score >= DOMAIN_FLOOR)
    .sort(byRank);
}
