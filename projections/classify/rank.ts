import type { Queryable } from '../../platform/db.ts';
import { parseDocument } from './document.ts';
import { groupQuery, type TermGroup } from './expand.ts';
import { systemPrior } from './priority.ts';
import { candidates, type Candidate, type CarriedRow } from './queries.ts';
import { BRIDGE_BELOW_DF, bridgeWeight, weighBridges, type Bridge } from './bridge.ts';
import { inBusinessIndex } from './scope.ts';
import { groupWeight, scoreDocument, WEIGHTS, type WeightedGroup } from './score.ts';
import { isResidual } from './text.ts';
import { carryAcross } from './carry.ts';
import { ancestorCodes, byRank, confidence, type Ranked } from './match.ts';

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
}

/** One segment of the text ranked in the given systems: candidates from one SQL pass (widened when few), rescored. */
export async function rankSegment(
  db: Queryable,
  { groups, df, total }: SegmentQuery,
  within: string[],
  selected: boolean,
): Promise<Ranked[]> {
  // A few named systems bound the work and may each fill the pool; a broad scope takes a few per system.
  const systems = within;
  if (!groups.length) return [];
  // The last idea of a phrase is its head ("long-haul truck DRIVER", "hotel CONSTRUCTION").
  const weighted: WeightedGroup[] = groups
    .map((g, i) => ({
      ...weighBridges(g, df, total),
      weight:
        (groupWeight(g, df, total) || bridgeWeight(g.bridges, df, total)) *
        (i === groups.length - 1 && groups.length > 1 ? WEIGHTS.head : 1),
    }))
    .filter((g) => g.weight > 0);
  if (!weighted.length) return [];
  // Only forms whose every stem is indexed can match; drop the others from the tsquery. A rare or
  // unknown word also looks for its bridges (titles lack it: the general word may be there).
  const usable = weighted.map((g) => ({
    ...g,
    alternatives: [
      ...g.alternatives,
      ...(g.stems.every((s) => (df.get(s) ?? 0) < BRIDGE_BELOW_DF) ? (g.bridges ?? []).map((b) => b.form) : []),
    ].filter((a) => a.every((s) => df.has(s))),
  }));

  const scope = selected ? 'selected' : 'all';
  const pool = POOL[scope],
    perSystem = selected ? pool : PER_SYSTEM_POOL;
  const found = new Map<string, Candidate>();
  const add = (rows: Candidate[]) => {
    for (const r of rows) found.set(`${r.system}\u001f${r.code}`, r);
  };
  const widen = () => found.size < WIDEN_BELOW[scope];
  const business = systems.every(inBusinessIndex);
  add(await candidates(db, groupQuery(usable, 'all'), systems, perSystem, pool, business));
  if (widen() && usable.length >= 2) {
    // Any rare idea alone, or any two ideas together: bounded work however common the words are.
    // Restricted to a few systems, every idea may match alone (the system filter bounds the work).
    const docs = (g: WeightedGroup) => g.alternatives.reduce((n, a) => n + Math.min(...a.map((s) => df.get(s)!)), 0);
    const alone = selected ? usable : usable.filter((g) => docs(g) <= RARE_DF);
    const byRarity = [...usable].sort((a, b) => docs(a) - docs(b)).slice(0, 5);
    const pairs = usable.length >= 3 ? byRarity.flatMap((a, i) => byRarity.slice(i + 1).map((b) => [a, b])) : [];
    const clauses = [...alone.map((g) => groupQuery([g], 'all')), ...pairs.map((p) => `(${groupQuery(p, 'all')})`)];
    if (clauses.length) add(await candidates(db, clauses.join(' | '), systems, perSystem, pool, business));
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
        ...(s.bridged.length ? { bridged_words: s.bridged } : {}),
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
export const EVIDENCE_SYSTEMS = [
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
export async function withEvidence(
  db: Queryable,
  seg: SegmentQuery,
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
