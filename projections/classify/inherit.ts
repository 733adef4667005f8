import type { Queryable } from '../../platform/db.ts';
import type { WeightedGroup } from './score.ts';
import { byRank, confidence, type Ranked } from './match.ts';
import { childrenOf, type Candidate } from './queries.ts';
import { isBusinessSystem } from './scope.ts';

/**
 * A parent's evidence passes to one of its children. The business systems class an establishment,
 * a job or a good at their most detailed level, and a parent's example list is its children's
 * (NAICS 11199 "All Other Crop Farming" lists "Agave farming", which belongs to 111998 "All Other
 * Miscellaneous Crop Farming"). When one of the first answers is a parent whose title or example
 * names the whole text, with its distinguishing idea, and none of its children matched as much,
 * the child the phrase belongs to takes the parent's evidence a little below the parent's score
 * (the parent then drops just below it: order.ts): the child that matched the heaviest idea telling
 * the children apart, else the catch-all child ("All Other ...", "Other ..."), else the child that matched most of the
 * rest ("Plows, farm-type" under 33311 -> 333111 Farm Machinery and Equipment Manufacturing).
 */
export const INHERIT = 0.98;
const CATCH_ALL = /^(?:all\s+)?(?:other|miscellaneous)\b|\bn\.?e\.?c\.?\s*$|\bnot elsewhere classified\s*$/i;
/** Parents looked at: the first answers only (one query for their children). */
const PARENTS = 3;
/** A parent this sure (medium confidence) passes its evidence on. */
const PARENT_MIN = 0.45;

/** The child a parent's evidence goes to, or none. `children`: every child of the parent, scored (0: no match). */
export function inheritingChild(parent: Ranked, children: Ranked[], ideas: WeightedGroup[]): Ranked | undefined {
  const best = (rs: Ranked[]) => [...rs].sort(byRank)[0];
  // the heaviest idea the parent matched that tells its children apart (not one every child says: "retailers")
  const telling = ideas
    .filter((g) => parent.matched_words.includes(g.text) && !children.every((c) => c.matched_words.includes(g.text)))
    .sort((a, b) => b.weight - a.weight)[0];
  const distinguishing = telling ? children.filter((c) => c.matched_words.includes(telling.text)) : [];
  if (distinguishing.length) return best(distinguishing);
  // a catch-all by its title's first words ("All Other Miscellaneous Retailers") before one naming
  // goods and then "other" ones ("Tobacco, ... and Other Smoking Supplies Retailers")
  const catchAll = children.filter((c) => CATCH_ALL.test(c.title));
  if (catchAll.length) return best(catchAll);
  const residual = children.filter((c) => c.residual);
  if (residual.length) return best(residual);
  const some = children.filter((c) => c.score > 0);
  return some.length ? best(some) : undefined;
}

/** Whether `child` matched every word `parent` matched. */
const covers = (child: Ranked, parent: Ranked) => parent.matched_words.every((w) => child.matched_words.includes(w));

/**
 * Applies the rule to `ranked` in place (children found by one query; `score` scores a child,
 * returning it with score 0 when nothing of it matched). `heaviest`: the text's heaviest idea (rank.ts).
 */
export async function childrenInherit(
  db: Queryable,
  ranked: Ranked[],
  ideas: WeightedGroup[],
  { onlyGeneric, heaviest }: { onlyGeneric: boolean; heaviest: WeightedGroup | undefined },
  score: (c: Candidate) => Ranked,
): Promise<void> {
  if (!heaviest || onlyGeneric) return;
  const byKey = new Map(ranked.map((r) => [`${r.system}\u001f${r.code}`, r]));
  const descendants = (p: Ranked) =>
    ranked.filter((r) => r.system === p.system && r.ancestors.some((a) => a.code === p.code));
  const parents = [...ranked]
    .sort(byRank)
    .slice(0, PARENTS)
    .filter(
      (p) =>
        !p.leaf &&
        p.named &&
        p.score >= PARENT_MIN &&
        isBusinessSystem(p.system) &&
        p.matched_words.includes(heaviest.text) &&
        !descendants(p).some((d) => covers(d, p)),
    );
  if (!parents.length) return;
  const rows = await childrenOf(
    db,
    parents.map((p) => [p.system, p.code]),
  );
  for (const p of parents) {
    const children = rows
      .filter((r) => r.system === p.system && r.parent === p.code)
      .map((r) => byKey.get(`${r.system}\u001f${r.code}`) ?? score(r));
    const child = inheritingChild(p, children, ideas);
    if (!child) continue;
    const inherited = Math.round(p.score * INHERIT * 10_000) / 10_000;
    if (inherited > child.score) {
      child.score = inherited;
      child.confidence_level = confidence(inherited);
    }
    child.matched_words = [...p.matched_words, ...child.matched_words.filter((w) => !p.matched_words.includes(w))];
    const key = `${child.system}\u001f${child.code}`;
    if (!byKey.has(key)) {
      byKey.set(key, child);
      ranked.push(child);
    }
  }
}
