import type { AidKind } from '../../commands/records.ts';
import { confidence, type Ranked, type TieEvidence } from './match.ts';

/**
 * Codes of one system that score alike at the top, both named exactly by a coding aid's phrase ("Phlebotomy
 * Technician" is an alternate title of two SOC codes; blended with the model both may reach 1.000), are told
 * apart by the evidence the data has, in this order:
 * 1. the aid's authority: a phrase of an aid that names one code (the SOC direct-match title file, BLS's
 *    own; a NAICS index item; an ESCO preferred label) before one an alternate title or label shares;
 * 2. the code's own document (title, prose, example phrases) without the aids' phrases: the code whose
 *    own words say the text;
 * 3. the learned model's probability (what the code's other phrases say);
 * 4. the number of aid phrases agreeing on the code.
 * The winner takes the tie's top score and each next code sits just below the one before it (no score moves
 * by more than `TIE`); codes the evidence cannot tell apart stay near-tied, and their `confidence` says so
 * (calibration.ts: a near tie needs review).
 */
export const TIE = 0.002;

/** How much an aid's exact phrase says: 2 when it names one code, 1 when it may be shared (calibration.ts reads it too). */
export const AUTHORITY: Record<AidKind, number> = {
  direct_match_title: 2,
  index_item: 2,
  preferred_label: 2,
  alternate_title: 1,
  alternative_label: 1,
};

const better = (a: TieEvidence, b: TieEvidence) =>
  AUTHORITY[a.exactAid] - AUTHORITY[b.exactAid] || a.own - b.own || a.p - b.p || a.aidPhrases - b.aidPhrases;

/** Reorders each system's top codes tied within `TIE` that an aid names exactly, by the evidence above. */
export function breakAidTies(ranked: Ranked[]): void {
  const bySystem = new Map<string, Ranked[]>();
  for (const r of ranked) if (r.tie) (bySystem.get(r.system) ?? bySystem.set(r.system, []).get(r.system)!).push(r);
  for (const list of bySystem.values()) {
    if (list.length < 2) continue;
    const top = Math.max(...ranked.filter((r) => r.system === list[0].system).map((r) => r.score));
    const tied = list.filter((r) => top - r.score <= TIE);
    if (tied.length < 2) continue;
    tied.sort((a, b) => better(b.tie!, a.tie!) || b.score - a.score);
    // the winner takes the tie's top score; each next one sits just below the one before it
    let at = top;
    for (const r of tied) {
      r.score = at;
      r.confidence_level = confidence(at);
      at = Math.max(0, Math.round((at - 0.0001) * 10_000) / 10_000);
    }
  }
}
