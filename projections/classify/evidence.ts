import { breakAidTies, precedence } from './ties.ts';
import type { Queryable } from '../../platform/db.ts';
import { carryAcross } from './carry.ts';
import { ancestorCodes, byRank, confidence, type Ranked } from './match.ts';
import { expertOrder } from './order.ts';
import type { CarriedRow } from './queries.ts';
import { heaviestIdea, rankSegment, weigh, type SegmentQuery } from './rank.ts';
import { isResidual } from './text.ts';
import { isOccupationSystem } from './scope.ts';

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
/**
 * The evidence systems that can speak for the searched ones: no crosswalk links an occupation to an industry or a
 * product (no staffing pattern is in the data), so a search without an occupation system leaves the occupations
 * out: their best matches carried nothing into ISIC and took the places of those that would ("Florist": ANZSCO's,
 * SOC's and ISCO's florists filled the sources). The other way round the industries stay asked: left out of an
 * occupation search, their places went to more occupation sources and cost SOC and ISCO answers (bench:classify).
 */
export function evidenceFor(searched: string[], known: (id: string) => boolean): string[] {
  const occupations = searched.some(isOccupationSystem);
  return EVIDENCE_SYSTEMS.filter(
    (id) => known(id) && !searched.includes(id) && (occupations || !isOccupationSystem(id)),
  );
}
/** A code a crosswalk brings in, before the carried score and words are set (carry.ts). */
export const carriedRanked = (r: CarriedRow): Ranked => ({
  system: r.system,
  code: r.code,
  title: r.title,
  score: 0,
  confidence_level: 'low',
  matched_words: [],
  level: r.level,
  leaf: r.child_count === 0,
  ancestors: ancestorCodes(r.path),
  kind: r.kind,
  residual: isResidual(r.title),
});
/** Below this best score, a restricted search also asks the evidence systems. */
const SURE = 0.75;
/** A runner-up this close to the best (and not its parent or child) leaves the choice open. */
const MARGIN = 0.08;

/** The best is weak, or another code of its system, not on its own branch, is nearly as good. */
function unsure(ranked: Ranked[]): boolean {
  const [best] = ranked;
  if (!best || best.score < SURE) return true;
  return ranked.some(
    (r) => r !== best && r.system === best.system && best.score - r.score < MARGIN && !onBranch(r, best),
  );
}

/** One code is the other's ancestor. */
const onBranch = (a: Ranked, b: Ranked) =>
  a.ancestors.some((x) => x.code === b.code) || b.ancestors.some((x) => x.code === a.code);

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
  const outside = unsure(ranked) && evidence.length ? await rankSegment(db, seg, evidence, false) : [];
  const targets = searched.length <= 40 ? searched : searched.filter((id) => EVIDENCE_SYSTEMS.includes(id));
  const carried = (await carryAcross(db, [...ranked, ...outside], ranked, targets, carriedRanked)) as Ranked[];
  for (const r of carried) r.confidence_level = confidence(r.score);
  // the carried evidence may lift codes an aid names alike to one score: told apart again (ties.ts)
  breakAidTies(carried);
  const weighted = weigh(seg);
  expertOrder(carried, { onlyGeneric: weighted.every((g) => g.generic), heaviest: heaviestIdea(weighted) });
  carried.sort(byRank);
  if (outside.length) confirmedFirst(carried);
  return carried.sort(byRank);
}

/**
 * Near-tied codes the text alone cannot separate (SOC 53-3033 "Light Truck Drivers" and 53-3032
 * "Heavy and Tractor-Trailer Truck Drivers" for "truck driver"): the one the best matches of
 * other systems confirm along the crosswalks (ISCO 8332 "Heavy Truck and Lorry Drivers") goes first.
 * Never one an aid names less closely than the best (ties.ts `precedence`): the words as written separate two
 * codes aids name ("Sewer System Supervisor" is one's phrase, "Sewer Systems Supervisor" the other's), and a code
 * no aid names for the text stays below one an aid names ("Water Analyst": O*NET's 19-4042, not 19-2041, which only
 * the direct-match title "Water Quality Analyst" and the crosswalks speak for).
 */
export function confirmedFirst(sorted: Ranked[]): void {
  const [best] = sorted;
  if (!best || best.corroborated) return;
  const closer = (x: Ranked) => precedence(best) > precedence(x);
  const r = sorted.find(
    (x) =>
      x.corroborated && x.system === best.system && best.score - x.score < MARGIN && !onBranch(x, best) && !closer(x),
  );
  if (!r) return;
  r.score = Math.min(1, Math.round((best.score + 0.0001) * 10_000) / 10_000);
  r.confidence_level = confidence(r.score);
}
