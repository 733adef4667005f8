import { terms } from '../classify/text.ts';
import type { SearchHit } from './port.ts';

/**
 * The kind of thing a query names, read from the graph itself: the systems of its best matches that name the
 * thing itself (the query's last word is the head of the title: "Coffee, green", "Coffee; roasted" for
 * "coffee", where "coffee roaster" names a person and "Processing of coffee" an activity) each stand for the
 * tier-1 standards their crosswalks lead to (projections/authority `standardsNear`), and the standards most of
 * those matches stand for are the query's kind ("coffee": HS and CPC; "welders": ISCO and SOC). Their hits are
 * put first: a word names a product before it names the trades and shops around it. Pure.
 */

/** How many of the first hits are read for the kind (and re-ranked) at least: more cost a tenth more a page (interleaved runs). */
export const INTENT_WINDOW = 10;
/** A standard is of the query's kind when its matches' share is at least this part of the best one's. */
export const INTENT_PEERS = 0.5;
/** The title or coding-aid score of a hit of those standards is multiplied by this. */
export const INTENT_BOOST = 1.5;

/**
 * The stem of a text's head word: the last content word before its first comma, semicolon, colon,
 * parenthesis or preposition ("Manufacture of beer": manufacture; "Coffee; roasted": coffee; "Beer and Ale
 * Merchant Wholesalers": wholesaler).
 */
export function headOf(text: string): string | undefined {
  return terms(text.split(HEAD_END)[0]).at(-1);
}
const HEAD_END =
  /[,;:(]|\s(?:of|for|in|into|with|without|from|by|on|at|to|made|used|except|excluding|including|not|other than)\s/i;

/**
 * The stems of a title's heads: its head (`headOf`) and, before an "and" or "or", a part that ends in a
 * plural names a thing of its own ("Bicycles and other cycles": bicycle, cycle; "Motor cars and other motor
 * vehicles": car); a singular part modifies the head ("Beer and Ale Merchant Wholesalers": wholesaler only).
 */
export function headsOf(text: string): string[] {
  const lead = text.split(HEAD_END)[0];
  const heads = new Set<string>();
  for (const part of lead.split(/\s+(?:and|or|&)\s+/i).slice(0, -1)) {
    const last = part.trim().split(/\s+/).at(-1) ?? '';
    if (/[a-z]{2}[^s]s$/i.test(last)) {
      const stem = terms(last).at(-1);
      if (stem) heads.add(stem);
    }
  }
  const head = terms(lead).at(-1);
  if (head) heads.add(head);
  return [...heads];
}

/**
 * The standards of the query's kind (none when no match leads to one), most supported first. The word and
 * coding-aid hits whose title's head is the query's head vote ("hotel": NAICS 721110 "Hotels (except Casino
 * Hotels) and Motels", found by its index items); all of them when none is. A coding-aid hit votes by its
 * code's title, not by the item that found it: an index item's qualifiers may turn its head around
 * ("Nurses, ... offices of" gives 621399 "Offices of ...", which names no nurse).
 */
export function queryKindStandards(
  q: string,
  hits: Pick<SearchHit, 'system' | 'match' | 'title'>[],
  near: Map<string, Map<string, number>>,
): string[] {
  const words = hits.filter((h) => h.match === 'title' || h.match === 'aid' || h.match === 'name');
  const head = headOf(q);
  const naming = words.filter((h) => h.match !== 'name' && head !== undefined && headsOf(h.title).includes(head));
  const votes = new Map<string, number>();
  for (const h of naming.length ? naming : words)
    for (const [standard, share] of near.get(h.system) ?? []) votes.set(standard, (votes.get(standard) ?? 0) + share);
  const best = Math.max(0, ...votes.values());
  if (!best) return [];
  return [...votes]
    .filter(([, v]) => v >= INTENT_PEERS * best)
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .map(([s]) => s);
}

/**
 * The hits re-ranked with the word and coding-aid hits of `standards` boosted (a code match keeps its
 * place above every title); ties keep their order. The scores shown are the boosted ones.
 */
export function kindFirst<H extends SearchHit>(hits: H[], standards: string[]): H[] {
  if (!standards.length) return hits;
  const of = new Set(standards);
  return hits
    .map((h, i) => ({
      h:
        of.has(h.system) && (h.match === 'title' || h.match === 'aid' || h.match === 'name')
          ? { ...h, score: Math.round(h.score * INTENT_BOOST * 1e4) / 1e4 }
          : h,
      i,
    }))
    .sort((a, b) => b.h.score - a.h.score || a.i - b.i)
    .map((x) => x.h);
}

/**
 * Groups (systems) with the query's kind first, as `kindFirst` ranks a flat page: the hits of the groups
 * shown vote, the kind's standards' hits are boosted, and the groups are ordered again by their best hit.
 */
export function groupsKindFirst<G extends { items: SearchHit[] }>(
  q: string,
  groups: G[],
  near: Map<string, Map<string, number>>,
): G[] {
  const kind = queryKindStandards(
    q,
    groups.flatMap((g) => g.items),
    near,
  );
  if (!kind.length) return groups;
  const best = (g: G) => g.items[0]?.score ?? 0;
  return groups
    .map((g, i) => ({ g: { ...g, items: kindFirst(g.items, kind) }, i }))
    .sort((a, b) => best(b.g) - best(a.g) || a.i - b.i)
    .map((x) => x.g);
}
