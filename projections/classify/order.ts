import { confidence, type Ranked } from './match.ts';
import { isBusinessSystem } from './scope.ts';
import type { TermGroup } from './expand.ts';
import { stem } from './stem.ts';
import { exceptParts } from './text.ts';

/**
 * Ranking rules an expert applies after scoring, each moving a code just below the one that should
 * beat it (scores stay comparable; nothing is moved up but a general code, which takes the score of the
 * specialized one it beats):
 * - a parent never outranks its own descendant titled alike (NAICS 31212 and 312120 "Breweries");
 * - in the business systems, which class establishments, jobs and goods at their most detailed
 *   level, a parent never outranks a descendant that matched every word the parent matched (ISIC 55
 *   "Accommodation" below 5510 for a hotel), unless the text named only a generic activity
 *   ("manufacturing": the sector is the answer). A medical parent titled differently keeps its
 *   place ("Type 2 diabetes mellitus" before its "... with ..." subcodes);
 * - a residual code ("Other ...", "n.e.c.") never outranks a named code of its family that matched
 *   the same words and the distinguishing one, unless only the generic activity matched (then the
 *   catch-all fits best: score.ts) or an official coding aid names the text exactly with the residual
 *   (O*NET's "Drapery Hanger" is SOC 47-4099, "Construction and Related Workers, All Other");
 * - a "Specialized ..." or "Specialty ..." code never outranks a "General ..." code of its subsector that matched
 *   every word it matched: the text named no specialty ("local trucking company" is General Freight Trucking,
 *   Local; "hospital" General Medical and Surgical Hospitals; "auto repair shop" General Automotive Repair);
 * - a code titled by what its sibling excepts ("Offices of Physicians, Mental Health Specialists" beside "Offices of
 *   Physicians (except Mental Health Specialists)") never outranks that sibling when the text named none of it.
 */
export function expertOrder(ranked: Ranked[], opts: { onlyGeneric: boolean; heaviest?: TermGroup }): void {
  residualAfterNamed(ranked, opts.onlyGeneric ? undefined : opts.heaviest);
  generalBeforeSpecialized(ranked);
  exceptBeforeNamed(ranked);
  specificFirst(ranked, !opts.onlyGeneric);
}

const family = (r: Ranked) =>
  `${r.system}\u001f${r.level}\u001f${r.ancestors[Math.max(0, r.ancestors.length - 2)]?.code ?? ''}`;
const covers = (a: Ranked, b: Ranked) => b.matched_words.every((w) => a.matched_words.includes(w));

/** The codes by `key`, each list in the order given. */
function groupBy(ranked: Ranked[], key: (r: Ranked) => string): Map<string, Ranked[]> {
  const out = new Map<string, Ranked[]>();
  for (const r of ranked) {
    const list = out.get(key(r));
    if (list) list.push(r);
    else out.set(key(r), [r]);
  }
  return out;
}

function below(r: Ranked, other: Ranked): void {
  r.score = Math.max(0, Math.round((other.score - 0.0001) * 10_000) / 10_000);
  r.confidence_level = confidence(r.score);
}

/** A parent titled like its descendant, or (business systems) matching no more than it, drops just below it. */
export function specificFirst(ranked: Ranked[], detailed = false): void {
  // by system, then code: an ancestor is looked up without a joined key
  const byCode = new Map<string, Map<string, Ranked>>();
  for (const r of ranked) {
    const codes = byCode.get(r.system);
    if (codes) codes.set(r.code, r);
    else byCode.set(r.system, new Map([[r.code, r]]));
  }
  for (const r of [...ranked].sort((a, b) => b.level - a.level)) {
    const codes = byCode.get(r.system)!;
    for (const a of r.ancestors) {
      const parent = codes.get(a.code);
      if (!parent || parent.score < r.score) continue;
      const alike = parent.titleKey === r.titleKey;
      const finer = detailed && isBusinessSystem(r.system) && covers(r, parent);
      if (alike || finer) below(parent, r);
    }
  }
}

/**
 * A residual code drops just below the best named code of its family (same system and level, same
 * grandparent: ISIC 5590 "Other accommodation" and 5510 sit in groups 559 and 551 of division 55)
 * that matched at least its words, the distinguishing (heaviest) idea among them, and says that idea in
 * its title at least as plainly as the residual's title (own words before a synonym). When no named code matched that idea, the catch-all keeps its place.
 */
function residualAfterNamed(ranked: Ranked[], heaviest: TermGroup | undefined): void {
  if (!heaviest) return;
  // how a title says the distinguishing idea: in the text's own words (2), by a synonym (1), not at all (0)
  const said = new Map<Ranked, number>();
  const says = (r: Ranked) => {
    let n = said.get(r);
    if (n === undefined) {
      const title = new Set((r.titleKey ?? '').split(' '));
      const has = (a: string[]) => a.every((s) => title.has(s));
      said.set(r, (n = has(heaviest.stems) ? 2 : heaviest.alternatives.some(has) ? 1 : 0));
    }
    return n;
  };
  const named = groupBy(
    ranked.filter((r) => !r.residual && r.matched_words.includes(heaviest.text)),
    family,
  );
  if (!named.size) return;
  for (const r of ranked) {
    // a coding aid naming the text exactly with the catch-all ("Drapery Hanger": SOC 47-4099) outweighs a title's words
    if (!r.residual || r.tie) continue;
    const best = (named.get(family(r)) ?? [])
      .filter((s) => covers(s, r) && says(s) >= says(r))
      .sort((a, b) => b.score - a.score)[0];
    if (best && best.score <= r.score) below(r, best);
  }
}

const SPECIALIZED = /^(?:speciali[sz]ed|specialty)\b/i;
const GENERAL = /^general\b/i;
/** Same system and level, under the same ancestor one below the root (NAICS 484 for 484110 and 484220). */
const subsector = (r: Ranked) => `${r.system}\u001f${r.level}\u001f${r.ancestors[1]?.code ?? ''}`;

/**
 * A specialized code gives its score to the best general code of its subsector that matched at least its words, and
 * sits just below it (no code gains a score none of them had): a
 * coder reads a text that names no specialty as the general class. A specialty the text names is a word only the
 * specialized code matched ("specialty hospital", "brake repair shop"), and then it keeps its place; so does a code
 * a coding aid names exactly with the text (`tie`).
 */
function generalBeforeSpecialized(ranked: Ranked[]): void {
  const general = groupBy(
    ranked.filter((r) => GENERAL.test(r.title) && r.ancestors.length > 1),
    subsector,
  );
  if (!general.size) return;
  for (const r of ranked) {
    if (!SPECIALIZED.test(r.title) || r.tie || r.ancestors.length < 2) continue;
    const best = (general.get(subsector(r)) ?? []).filter((g) => covers(g, r)).sort((a, b) => b.score - a.score)[0];
    if (!best || best.score > r.score) continue;
    // their scores permuted (as ties.ts does): the general code takes the specialized one's place, which sits just below
    best.score = r.score;
    best.confidence_level = confidence(best.score);
    below(r, best);
  }
}

/**
 * A code whose sibling's title excepts it ("Offices of Physicians (except Mental Health Specialists)" beside
 * "Offices of Physicians, Mental Health Specialists"; "Hotels (except Casino Hotels) and Motels" beside "Casino
 * Hotels") gives its score to that sibling and sits just below it when the text named none of the words of its
 * title the excepting one lacks and the sibling matched every word it matched: a coder reads "physician practice" as
 * the general office, the excepted kind being what the text would have to say (a word bridged to it says it:
 * "bullet" -> arm, "Small Arms Ammunition"). An aid naming the text exactly (`tie`) keeps its place; a residual code
 * is never lifted by it.
 */
function exceptBeforeNamed(ranked: Ranked[]): void {
  // a residual code ("Other Similar Organizations (except Business, Professional ...)") never goes first by it
  const excepting = ranked.filter((r) => !r.residual && r.title.includes('xcept'));
  if (!excepting.length) return;
  for (const e of excepting) {
    const parts = exceptParts(e.title);
    const own = new Set((e.titleKey ?? '').split(' '));
    for (const n of ranked) {
      if (n === e || n.tie || n.score < e.score || family(n) !== family(e) || !covers(e, n)) continue;
      const title = new Set((n.titleKey ?? '').split(' '));
      if (!parts.some((p) => p.every((s) => title.has(s)))) continue;
      // the words of its title the excepting one lacks ("mental health specialist", "self storage unit"): none named
      const named = [...n.matched_words, ...(n.bridged_words ?? []).map((b) => b.to)].map((w) => stem(w.toLowerCase()));
      if (named.some((w) => title.has(w) && !own.has(w))) continue;
      e.score = n.score;
      e.confidence_level = confidence(e.score);
      below(n, e);
    }
  }
}
