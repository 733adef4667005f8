import type { Queryable } from '../../platform/db.ts';
import { parseDocument } from './document.ts';
import { groupQuery, queryGroups } from './expand.ts';
import { systemPrior } from './priority.ts';
import { candidates, systemKinds, termStats, type Candidate } from './queries.ts';
import { groupWeight, scoreDocument, WEIGHTS, type WeightedGroup } from './score.ts';
import { segments as splitSegments } from './segment.ts';
import { isResidual } from './text.ts';
import { withAncestors, withCrosswalks, type Crosswalk } from './enrich.ts';
import { inScope, type ClassifyKind } from './scope.ts';
import { carryAcross, type Via } from './carry.ts';
import type { CarriedRow } from './queries.ts';

export const TEXT_MAX = 2000;
export const LIMIT_DEFAULT = 5;
export const LIMIT_MAX = 50;
/** Asked for broadly (kind: domain), domain vocabularies answer only above this score (their short titles match loosely). */
export const DOMAIN_FLOOR = 0.2;
/** Scores are calibrated alike in every system: at or above 0.75 the title (or an example) says what the text says. */
export type Confidence = 'high' | 'medium' | 'low';
export const confidence = (score: number): Confidence => (score >= 0.75 ? 'high' : score >= 0.45 ? 'medium' : 'low');
/** Unrestricted, one system contributes at most this many codes to a list (national copies crowd otherwise). */
export const PER_SYSTEM_UNRESTRICTED = 2;
const WIDEN_BELOW = { all: 20, selected: 40 }; // fewer candidates: widen to any rare idea or any two ideas
const RARE_DF = 5_000; // unrestricted, an idea matches alone only if it is in fewer documents
const POOL = { all: 300, selected: 400 }; // candidates ranked by ts_rank, then rescored
const PER_SYSTEM_POOL = 4; // unrestricted: candidates per system
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
}
export interface Match {
  system: string;
  code: string;
  title: string;
  score: number;
  confidence: Confidence;
  matched_words: string[];
  level: number;
  leaf: boolean;
  ancestors: { code: string; title: string }[];
  /** Found through a crosswalk: the code it was carried from, and the edge's match type. */
  via?: Via;
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
  searched_systems: {
    scope: 'business' | ClassifyKind | 'selected';
    count: number;
    standard: string[];
    domain: string[];
  };
}

/** Bad input the caller can fix (the API answers 400, the MCP tool isError). */
export class ClassifyInputError extends Error {
  constructor(
    message: string,
    readonly parameter: string,
  ) {
    super(message);
    this.name = 'ClassifyInputError';
  }
}

/**
 * Classifies free text into codes of the business systems (industries, occupations, products;
 * or every system of `kind`, or the given systems) in one ranked pass per segment of the text. Deterministic: same input and read
 * models, same output.
 */
export async function classify(db: Queryable, input: ClassifyInput): Promise<ClassifyResult> {
  const text = (input.text ?? '').trim();
  if (!text) throw new ClassifyInputError('text is empty', 'text');
  if (text.length > TEXT_MAX) throw new ClassifyInputError(`text is longer than ${TEXT_MAX} characters`, 'text');
  const limit = input.limit ?? LIMIT_DEFAULT;
  if (!Number.isInteger(limit) || limit < 1 || limit > LIMIT_MAX)
    throw new ClassifyInputError(`limit must be an integer from 1 to ${LIMIT_MAX}`, 'limit');

  const kinds = await systemKinds(db);
  const selected = input.systems?.length ? [...new Set(input.systems)].sort() : null;
  const unknown = selected?.filter((s) => !kinds.has(s)) ?? [];
  if (unknown.length)
    throw new ClassifyInputError(`unknown system${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}`, 'systems');
  const within = input.within ? new Set(input.within) : null;
  const scoped = (kind: ClassifyKind | undefined) =>
    [...kinds.keys()].filter((id) => inScope(id, kinds.get(id), kind, !!within) && (!within || within.has(id)));
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
    throw new ClassifyInputError(`no ${input.kind ?? 'business'} system applies to the given countries`, 'countries');

  const perSystem = selected ? limit : Math.min(limit, PER_SYSTEM_UNRESTRICTED);
  const parts: SegmentResult[] = [];
  const evidence = EVIDENCE_SYSTEMS.filter((id) => kinds.has(id) && !searched.includes(id));
  for (const seg of splitSegments(text)) {
    // a few systems bound the work: each may fill the candidate pool, as when named
    const few = !!selected || searched.length <= FEW_SYSTEMS;
    const ranked = await withEvidence(db, seg, await rankSegment(db, seg, searched, few), searched, evidence);
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

interface Ranked extends Match {
  kind: string;
  /** The title's stems, sorted: equal for a parent and a child titled alike. */
  titleKey?: string;
}

async function rankSegment(db: Queryable, text: string, within: string[], selected: boolean): Promise<Ranked[]> {
  // A few named systems bound the work and may each fill the pool; a broad scope takes a few per system.
  const systems = within;
  const groups = queryGroups(text);
  if (!groups.length) return [];
  const stems = [...new Set(groups.flatMap((g) => g.alternatives.flat()))];
  const { df, total } = await termStats(db, stems);
  // The last idea of a phrase is its head ("long-haul truck DRIVER", "hotel CONSTRUCTION").
  const weighted: WeightedGroup[] = groups
    .map((g, i) => ({
      ...g,
      weight: groupWeight(g, df, total) * (i === groups.length - 1 && groups.length > 1 ? WEIGHTS.head : 1),
    }))
    .filter((g) => g.weight > 0);
  if (!weighted.length) return [];
  // Only forms whose every stem is indexed can match; drop the others from the tsquery.
  const usable = weighted.map((g) => ({ ...g, alternatives: g.alternatives.filter((a) => a.every((s) => df.has(s))) }));

  const scope = selected ? 'selected' : 'all';
  const pool = POOL[scope],
    perSystem = selected ? pool : PER_SYSTEM_POOL;
  const found = new Map<string, Candidate>();
  const add = (rows: Candidate[]) => {
    for (const r of rows) found.set(`${r.system}\u001f${r.code}`, r);
  };
  const widen = () => found.size < WIDEN_BELOW[scope];
  add(await candidates(db, groupQuery(usable, 'all'), systems, perSystem, pool));
  if (widen() && usable.length >= 2) {
    // Any rare idea alone, or any two ideas together: bounded work however common the words are.
    // Restricted to a few systems, every idea may match alone (the system filter bounds the work).
    const docs = (g: WeightedGroup) => g.alternatives.reduce((n, a) => n + Math.min(...a.map((s) => df.get(s)!)), 0);
    const alone = selected ? usable : usable.filter((g) => docs(g) <= RARE_DF);
    const byRarity = [...usable].sort((a, b) => docs(a) - docs(b)).slice(0, 5);
    const pairs = usable.length >= 3 ? byRarity.flatMap((a, i) => byRarity.slice(i + 1).map((b) => [a, b])) : [];
    const clauses = [...alone.map((g) => groupQuery([g], 'all')), ...pairs.map((p) => `(${groupQuery(p, 'all')})`)];
    if (clauses.length) add(await candidates(db, clauses.join(' | '), systems, perSystem, pool));
  }

  const ranked: Ranked[] = [];
  for (const c of found.values()) {
    const leaf = c.child_count === 0;
    const doc = parseDocument(c.doc);
    const s = scoreDocument(doc, weighted, {
      leaf,
      residual: isResidual(c.title),
      prior: systemPrior(c.system),
    });
    if (s.score > 0)
      ranked.push({
        system: c.system,
        code: c.code,
        title: c.title,
        score: s.score,
        confidence: confidence(s.score),
        titleKey: [...doc.title].sort().join(' '),
        matched_words: s.matched,
        level: c.level,
        leaf,
        ancestors: ancestorCodes(c.path),
        kind: c.kind,
      });
  }
  specificFirst(ranked);
  return ranked.filter((r) => selected || r.kind !== 'domain' || r.score >= DOMAIN_FLOOR).sort(byRank);
}

/** Systems whose matches may be carried into the ones searched (the best described, most crosswalked). */
const EVIDENCE_SYSTEMS = [
  'naics_2022',
  'isic_rev4',
  'nace_rev2',
  'anzsic_2006',
  'soc_2018',
  'isco_08',
  'anzsco_2022',
  'esco_occupations',
  'hs_2022',
  'cpc_v21',
];
/** Below this best score, a restricted search also asks the evidence systems. */
const SURE = 0.75;

/**
 * Evidence across systems (carry.ts): the segment's own best matches, and when a restricted search
 * is unsure, the best matches of the evidence systems outside it, carried along the crosswalks.
 */
async function withEvidence(
  db: Queryable,
  seg: string,
  ranked: Ranked[],
  searched: string[],
  evidence: string[],
): Promise<Ranked[]> {
  const best = ranked.length ? ranked[0].score : 0;
  const outside = best < SURE && evidence.length ? await rankSegment(db, seg, evidence, false) : [];
  const targets = searched.length <= 40 ? searched : searched.filter((id) => EVIDENCE_SYSTEMS.includes(id));
  const make = (r: CarriedRow): Ranked => ({
    system: r.system,
    code: r.code,
    title: r.title,
    score: 0,
    confidence: 'low',
    matched_words: [],
    level: r.level,
    leaf: r.child_count === 0,
    ancestors: ancestorCodes(r.path),
    kind: r.kind,
  });
  const carried = (await carryAcross(db, [...ranked, ...outside], ranked, targets, make)) as Ranked[];
  for (const r of carried) r.confidence = confidence(r.score);
  specificFirst(carried);
  return carried.sort(byRank);
}

/**
 * A parent never outranks its own descendant titled alike (NAICS 31212 and 312120 "Breweries",
 * ISIC 62 and 620): the parent's score drops just below the descendant's. A parent titled
 * differently keeps its place ("Type 2 diabetes mellitus" before its "... with ..." subcodes).
 */
function specificFirst(ranked: Ranked[]): void {
  const byKey = new Map(ranked.map((r) => [`${r.system}\u001f${r.code}`, r]));
  for (const r of [...ranked].sort((a, b) => b.level - a.level))
    for (const a of r.ancestors) {
      const parent = byKey.get(`${r.system}\u001f${a.code}`);
      if (parent && parent.score >= r.score && parent.titleKey === r.titleKey) {
        parent.score = Math.max(0, Math.round((r.score - 0.0001) * 10_000) / 10_000);
        parent.confidence = confidence(parent.score);
      }
    }
}

const byRank = (a: Match, b: Match) =>
  b.score - a.score ||
  b.level - a.level ||
  (a.system < b.system ? -1 : a.system > b.system ? 1 : 0) ||
  (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** Ancestor codes from the node's path (codes each followed by U+001F), root first; titles come later. */
function ancestorCodes(path: string): { code: string; title: string }[] {
  return path
    .split('\u001f')
    .slice(0, -2)
    .map((code) => ({ code, title: '' }));
}

function top(ranked: Ranked[], kind: string, limit: number, perSystem: number): Match[] {
  const out: Match[] = [];
  const perSys = new Map<string, number>();
  for (const r of ranked) {
    if (r.kind !== kind) continue;
    const n = perSys.get(r.system) ?? 0;
    if (n >= perSystem) continue;
    perSys.set(r.system, n + 1);
    const { kind: _k, titleKey: _t, ...m } = r;
    out.push(m);
    if (out.length >= limit) break;
  }
  return out;
}

/** Round-robin over the segments' lists, so each business of the text is represented. */
function interleave(lists: Match[][], limit: number): Match[] {
  const out: Match[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < limit && lists.some((l) => i < l.length); i++) {
    for (const l of lists) {
      const m = l[i];
      if (!m || seen.has(`${m.system}\u001f${m.code}`)) continue;
      seen.add(`${m.system}\u001f${m.code}`);
      out.push(m);
      if (out.length >= limit) break;
    }
  }
  return out;
}
