import { confidence, type Match, type Ranked } from './match.ts';
import { isIndustrySystem } from './scope.ts';

/** The same title, letter for letter ("Other Insurance Related Activities" is broader than "All Other ..."). */
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * A segment's list of one kind: best first, at most `perSystem` codes of one system, `limit` in all.
 * A parent titled exactly like a code already listed under it (NAICS 81391 and 813910 "Business
 * Associations"), which matched no word the descendant did not, says nothing more than it (the
 * descendant's `ancestors` name it): it takes no place. One that matched more keeps it (ICD-10-CM Y382,
 * whose inclusion terms name "land mine", beside its placeholder Y382X titled alike).
 */
export function top(ranked: Ranked[], kind: string, limit: number, perSystem: number): Match[] {
  const out: Match[] = [];
  const perSys = new Map<string, number>();
  const listed: Ranked[] = [];
  const repeats = (r: Ranked) =>
    listed.some(
      (l) =>
        l.system === r.system &&
        same(l.title, r.title) &&
        l.ancestors.some((a) => a.code === r.code) &&
        r.matched_words.every((w) => l.matched_words.includes(w)),
    );
  for (const r of ranked) {
    if (r.kind !== kind || repeats(r)) continue;
    listed.push(r);
    const n = perSys.get(r.system) ?? 0;
    if (n >= perSystem) continue;
    perSys.set(r.system, n + 1);
    const {
      kind: _k,
      titleKey: _t,
      residual: _r,
      corroborated: _c,
      named: _n,
      tie: _tie,
      ownNames: _o,
      holding: _h,
      ...m
    } = r;
    out.push(m);
    if (out.length >= limit) break;
  }
  return out;
}

/**
 * A later segment's share of its score in the whole text's list: a firm is classed by its primary activity, which
 * descriptions name first ("we run a bakery and a coffee shop" is a bakery that also serves coffee), so a code the
 * primary segment lists too and a later one says again outranks the primary's first answer only when it is much surer
 * (0.97 × 0.8 = 0.78 < 0.8); another activity's code never does (`AFTER_PRIMARY`). Each segment's own list
 * (`segments`) keeps its own scores.
 */
export const SECONDARY_ACTIVITY = 0.8;
/**
 * How far below the primary activity's first answer a code of another activity is listed (twice a near tie): a firm is
 * classed by its primary activity whatever a later segment scores. "A boutique hotel with 40 rooms, a restaurant, a spa
 * and a fitness center" is a hotel, though "fitness center" names Fitness and Recreational Sports Centers word for word
 * (0.997 × 0.8 against the hotel's 0.62). A code the primary segment lists too is the same activity said again
 * ("operates parking lots and a parking garage"), not another: it keeps its better score. Only a firm's activities,
 * the industries: an occupation's tasks, a sentence each, are one job's (title + tasks into ISCO-08 lost 2 of 220 first
 * answers when its later sentences were capped too).
 */
export const AFTER_PRIMARY = 0.01;

const keyOf = (m: Match) => `${m.system}\u001f${m.code}`;

/**
 * The segments' lists as one: the first segment that matched anything is the primary activity, the
 * later ones score × SECONDARY_ACTIVITY, another activity's codes below the primary's first answer; a round robin over
 * the lists picks the codes, so each activity of the text is represented, each at its best score, and they are listed
 * best first (a reader takes the first as the answer).
 */
export function interleave(lists: Match[][], limit: number): Match[] {
  const primary = lists.findIndex((l) => l.length > 0);
  const ceiling = Math.max(0, (lists[primary]?.[0]?.score ?? 0) - AFTER_PRIMARY);
  const primaryCodes = new Set((lists[primary] ?? []).map(keyOf));
  const scaled = lists.map((l, i) =>
    i === primary
      ? l
      : l.map((m) => {
          const secondary = m.score * SECONDARY_ACTIVITY;
          const another = isIndustrySystem(m.system) && !primaryCodes.has(keyOf(m));
          const score = Math.round((another ? Math.min(secondary, ceiling) : secondary) * 10_000) / 10_000;
          return { ...m, score, confidence_level: confidence(score) };
        }),
  );
  const best = new Map<string, Match>();
  for (const l of scaled)
    for (const m of l) {
      const had = best.get(keyOf(m));
      if (!had || (isIndustrySystem(m.system) && had.score < m.score)) best.set(keyOf(m), m);
    }
  const out: Match[] = [];
  const seen = new Set<string>();
  for (let i = 0; out.length < limit && scaled.some((l) => i < l.length); i++) {
    for (const l of scaled) {
      const m = l[i];
      if (!m || seen.has(keyOf(m))) continue;
      seen.add(keyOf(m));
      out.push(best.get(keyOf(m))!);
      if (out.length >= limit) break;
    }
  }
  return out.sort((a, b) => b.score - a.score);
}
