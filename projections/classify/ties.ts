import type { AidKind } from '../../commands/records.ts';
import { confidence, type Ranked, type TieEvidence } from './match.ts';

/**
 * Codes an official coding aid names exactly for the text (its phrase has the text's words) come first in
 * their system, and among them the evidence the data has decides:
 * - Before the codes no aid names exactly: the learned model's blend (rank.ts) or a crosswalk's evidence
 *   (evidence.ts) may lift a code that only other aid phrases cover ("Water Analyst": Environmental Scientists
 *   by the direct-match title "Water Quality Analyst") above codes an aid lists "Water Analyst" under; such a
 *   code goes below them (`exactFirst`). A code whose own title or example phrases name the text keeps its place.
 * - Among them, by `closeness`, past any gap: the words as written before the same words in another order or
 *   form ("Sewer System Supervisor" is one code's phrase, "Sewer Systems Supervisor" another's), before a phrase
 *   found only once the reading rewrote the text ("Laser Technician" for "Laser Technician (Laser Tech)", whose
 *   "Tech" reads as technician), the text as read word for word before its stems alone ("Tieing Machine Opeartor":
 *   "Tieing Machine Operator", not "Tie in Machine Operator"); then the aid's authority: a phrase of an aid that names one code (the SOC
 *   direct-match title file, BLS's own; a NAICS index item; an ESCO preferred label) before one an alternate
 *   title or label shares ("Golf Club Manager": BLS's 11-9072, an O*NET alternate title of 11-9199 too).
 * - Codes of one system that still score alike at the top ("Phlebotomy Technician" is an alternate title of two
 *   SOC codes; blended with the model both may reach 1.000) are told apart by the aids' majority (below), then the
 *   code's own document (title, prose, example phrases) without the aids' phrases, then the learned model's
 *   probability (what the code's other phrases say), then the number of aid phrases agreeing on the code. Putting the
 *   aids' agreement (how many of their entries name each code for the phrase) before the model changed no answer of
 *   the held-out folds (docs/measurements.md, 2026-11-29): the entries of a shared phrase mostly name each code once.
 * The winner takes the tie's top score and each next code sits just below the one before it (no score moves
 * by more than `TIE`); codes the evidence cannot tell apart stay near-tied, and their `confidence` says so
 * (calibration.ts: a near tie needs review).
 * - What the aids' other phrases say of a shared title (`majority`, issue 34): O*NET lists "Farm Hand" under crop and
 *   animal farmworkers alike, but three of the phrases holding "farm hand" are the crop workers' ("Farm Hand", "Food
 *   Crops Farm Hand", "Migratory Farm Hand") and one the others'. A code holding `MAJORITY` of those phrases (at
 *   least 3, twice any other's) comes first among the codes an aid names as closely within `SHARED` of the top, where
 *   the learned model or a crosswalk had spread them (their own evidence is the one shared phrase); and a code whose
 *   own title names the text ("Stockers and Order Fillers" for "Stocker", under 53-7062 Laborers' shared alternate
 *   title "Stocker") and holds such a majority ("Night Stocker", "Grocery Stocker", ..., five of them BLS's
 *   direct-match titles: 14 to 2) joins the codes an aid names from up to `LIFT` below them, and its own title's
 *   precedence (`OWN_NAMES`) places it; a code neither names, holding such a majority where the aids share the phrase
 *   among several codes, goes before the codes sharing it (`outvotes`: "Delivery Driver", 53-3031 Driver/Sales Workers).
 */
export const TIE = 0.002;
/** Codes an aid names as closely as the top one and this near it said one shared phrase: the aids' majority orders them. */
export const SHARED = 0.03;
/** A code its own title names and the aids' majority speaks for joins the codes an aid names from this far below them. */
export const LIFT = 0.1;
/** The aids' phrases holding every idea a code must hold to be their majority: at least this many, and twice any other's. */
export const MAJORITY = 3;
/** The step between codes the ordering places one below the other. */
const STEP = 0.0001;

/** How much an aid's exact phrase says: 2 when it names one code, 1 when it may be shared (calibration.ts reads it too). */
export const AUTHORITY: Record<AidKind, number> = {
  direct_match_title: 2,
  index_item: 2,
  preferred_label: 2,
  alternate_title: 1,
  alternative_label: 1,
};

/** How closely an aid's exact phrase says the text (`said`: 0, 0.5, 1 or 2), then with what authority (1 or 2). */
const closeness = (t: TieEvidence) => 2 * t.said + AUTHORITY[t.exactAid];

const better = (a: Ranked, b: Ranked) => {
  const [x, y] = [a.tie!, b.tie!];
  return closeness(x) - closeness(y) || majority(a, b) || x.own - y.own || x.p - y.p || x.aidPhrases - y.aidPhrases;
};
/** 1 when the first holds the aids' majority over the second (`MAJORITY`), -1 the other way round, else 0. */
const majority = (a: Ranked, b: Ranked) => (holds(a, b) ? 1 : holds(b, a) ? -1 : 0);
const holds = (a: Ranked, b: Ranked) => (a.holding ?? 0) >= MAJORITY && (a.holding ?? 0) >= 2 * (b.holding ?? 0);

const below = (score: number) => Math.max(0, Math.round((score - STEP) * 10_000) / 10_000);

/** Orders each system's codes an aid names exactly for the text before the others, and breaks their ties at the top. */
export function breakAidTies(ranked: Ranked[]): void {
  const bySystem = new Map<string, Ranked[]>();
  for (const r of ranked) (bySystem.get(r.system) ?? bySystem.set(r.system, []).get(r.system)!).push(r);
  for (const list of bySystem.values()) {
    const exact = list.filter((r) => r.tie);
    if (!exact.length) continue;
    exactFirst(list, exact);
    if (exact.length < 2) continue;
    majorityFirst(exact);
    const top = Math.max(...list.map((r) => r.score));
    const tied = exact.filter((r) => top - r.score <= TIE);
    if (tied.length < 2) continue;
    tied.sort((a, b) => better(b, a) || b.score - a.score);
    // the winner takes the tie's top score; each next one sits just below the one before it
    let at = top;
    for (const r of tied) {
      r.score = at;
      r.confidence_level = confidence(at);
      at = below(at);
    }
  }
}

/** The holder of the aids' majority (`MAJORITY`) among the codes given, if one holds it over every other. */
function majorityOf(rs: Ranked[]): Ranked | undefined {
  const [first, second] = [...rs].sort((a, b) => (b.holding ?? 0) - (a.holding ?? 0));
  const most = first?.holding ?? 0;
  return most >= MAJORITY && most >= 2 * (second?.holding ?? 0) ? first : undefined;
}

/**
 * Among the codes an aid names as closely as the first one, within `SHARED` of it (one shared phrase, spread by the
 * model or a crosswalk), the holder of the aids' majority goes first: it takes the first one's score and those it
 * passes each move one place down, keeping the scores they had between them.
 */
function majorityFirst(exact: Ranked[]): void {
  const byScore = [...exact].sort((a, b) => b.score - a.score);
  const lead = byScore[0];
  const near = byScore.filter((r) => lead.score - r.score <= SHARED && closeness(r.tie!) === closeness(lead.tie!));
  const holder = majorityOf(near);
  if (!holder || holder === lead) return;
  const scores = near.map((r) => r.score);
  const order = [holder, ...near.filter((r) => r !== holder)];
  order.forEach((r, i) => {
    r.score = scores[i];
    r.confidence_level = confidence(r.score);
  });
}

/**
 * The precedence of a code among those an aid names exactly (`closeness`): how closely its phrase says the text
 * (as written, in another order or form, only as the reading rewrote it), then the aid's authority (a phrase of
 * an aid that names one code before one an alternate title or label shares: BLS's direct-match titles each match
 * one occupation). A code no aid names exactly comes after them all (0) unless its own title or example phrases
 * name the text (`ownNames`): then it keeps its place among the first.
 */
export const precedence = (r: Ranked): number => (r.tie ? closeness(r.tie) : r.ownNames ? OWN_NAMES : 0);
/**
 * A code whose own title or example phrases name the text: below a phrase of an aid naming one code that says the
 * text as written (6: "911 Dispatcher", BLS's 43-5031, where the title "Dispatchers, Except Police, Fire, and
 * Ambulance" holds the words the key keeps, not the number), above any other (an alternate title as written is 5).
 */
const OWN_NAMES = 5.5;

/**
 * Between a code its own title names and one an aid names only by a shared phrase (an alternate title or label), the
 * aids' majority decides before `precedence` (`MAJORITY`): "Server" is an O*NET alternate title of 35-3031 Waiters and
 * Waitresses, which holds 24 of the phrases holding "server", and 35-3041 "Food Servers, Nonrestaurant" names it, with
 * 11; "Baker" is one of 35-1011 Chefs and Head Cooks (2), and 51-3011 "Bakers" names it (8).
 */
const sharedPair = (a: Ranked, b: Ranked) => (ownOnly(a) && sharedTie(b)) || (ownOnly(b) && sharedTie(a));
const ownOnly = (r: Ranked) => !r.tie && !!r.ownNames;
const sharedTie = (r: Ranked) => !!r.tie && AUTHORITY[r.tie.exactAid] === 1;
/** Negative when the first comes before the second among the codes an aid names (`exactFirst`), whatever their scores. */
const ahead = (a: Ranked, b: Ranked) => (sharedPair(a, b) ? -majority(a, b) : 0) || precedence(b) - precedence(a);

/**
 * Negative when the first is the code the aids' majority speaks for (`voted`) and the second is named only by the
 * phrase the aids share among several codes, positive the other way round: "Delivery Driver" is an O*NET alternate title
 * of 43-5021 Couriers, 45-2099 and 45-4029, and 16 of the phrases holding it are 53-3031 Driver/Sales Workers' ("Route
 * Delivery Driver", "Bakery Delivery Driver", ...), 3 the couriers'. Only where two codes or more share the phrase: a
 * phrase the aids give one code ("Automobile Installer", 49-3022) keeps it first however many phrases of another code
 * hold its words; and never over a phrase naming one code (a direct-match title).
 */
function outvotes(a: Ranked, b: Ranked, voted: Ranked | undefined): number {
  if (!voted) return 0;
  return a === voted && sharedTie(b) ? -1 : b === voted && sharedTie(a) ? 1 : 0;
}

/**
 * The codes from the lowest an aid names exactly up, reordered by `precedence` (each keeping its order within
 * its rank; the aids' majority first between a code its own title names and a shared phrase's, `ahead`): the scores
 * they had go down the new order, each at least `STEP` below the one before, so no code gains a score none of them
 * had. The learned model's blend or a crosswalk's evidence never lifts a code above one an aid names for the text
 * more closely.
 */
function exactFirst(list: Ranked[], exact: Ranked[]): void {
  const floor = Math.min(...exact.map((r) => r.score));
  // a code its own title names, holding the aids' majority over the codes they name, joins them from up to LIFT below;
  // one among them that no aid names nor its title, holding it where the aids share the phrase, goes before the phrase
  const holder = majorityOf([
    ...exact,
    ...list.filter((r) => !r.tie && (r.ownNames ? floor - r.score <= LIFT : r.score >= floor)),
  ]);
  const voted = holder && !holder.tie && !holder.ownNames && exact.length >= 2 ? holder : undefined;
  const group = list.filter((r) => r.score >= floor || (r === holder && !r.tie)).sort((a, b) => b.score - a.score);
  const ordered = [...group].sort((a, b) => outvotes(a, b, voted) || ahead(a, b) || b.score - a.score);
  // already in order, but a code may share its score with the one before it, which comes first ("Kindergarten
  // Teacher": 25-2012 by its direct-match title, 25-2011, which no aid names and whose own words do not name the text,
  // lifted to 1.000 by ISCO's early childhood educators; "Baker": 51-3011 "Bakers" and 35-1011 by O*NET's "Baker"),
  // and the list's order by score and code would put the second first: it sits just below
  if (ordered.every((r, i) => r === group[i])) {
    for (let i = 1; i < group.length; i++)
      if (group[i].score >= group[i - 1].score && ahead(group[i - 1], group[i]) < 0) {
        group[i].score = below(group[i - 1].score);
        group[i].confidence_level = confidence(group[i].score);
      }
    return;
  }
  const scores = group.map((r) => r.score);
  ordered.forEach((r, i) => {
    r.score = i === 0 ? scores[0] : Math.min(scores[i], below(ordered[i - 1].score));
    r.confidence_level = confidence(r.score);
  });
}
