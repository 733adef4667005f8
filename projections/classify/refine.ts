import type { Queryable } from '../../platform/db.ts';
import { carryAcross } from './carry.ts';
import { carriedRanked } from './evidence.ts';
import { byRank, type Ranked } from './match.ts';
import { rankSegment, type SegmentQuery } from './rank.ts';

/**
 * Systems that refine another code for code, describing what it only names. NACE Rev 2 is the EU's refinement of
 * ISIC Rev 4: each NACE class lies within one ISIC class (the official file's "Reference to ISIC Rev. 4"), and where
 * UNSD's ISIC Rev 4 file holds titles alone ("Short term accommodation activities", "Legal activities"), Eurostat's
 * holds what each class includes ("Hotels and similar accommodation": hotels, resort hotels, suite hotels, motels).
 */
const REFINED_BY: Record<string, readonly string[]> = { isic_rev4: ['nace_rev2'] };

/** The refinements of the searched systems that are not searched themselves. */
export const refinersOf = (searched: string[]): string[] => [
  ...new Set(searched.flatMap((id) => (REFINED_BY[id] ?? []).filter((r) => !searched.includes(r)))),
];

/**
 * Ranks a segment in the searched systems, their refinements read as their own descriptions: a refinement's codes are
 * ranked in the same pass and each lands, with its score, on the code of the searched system it lies within (its
 * `via`), the refinement's codes themselves left out of the answer.
 */
export async function rankRefined(
  db: Queryable,
  seg: SegmentQuery,
  searched: string[],
  few: boolean,
): Promise<Ranked[]> {
  const refiners = refinersOf(searched);
  if (!refiners.length) return rankSegment(db, seg, searched, few);
  const all = await rankSegment(db, seg, [...searched, ...refiners], few);
  const own = all.filter((r) => !refiners.includes(r.system));
  const refined = all.filter((r) => refiners.includes(r.system));
  return ((await carryAcross(db, refined, own, searched, carriedRanked, true)) as Ranked[]).sort(byRank);
}
