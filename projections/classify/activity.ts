import type { WeightedGroup } from './score.ts';
import { terms } from './text.ts';

/**
 * The kind of activity an industry's title names and a firm's text says it does: making goods, or trading them
 * (wholesale, retail, or either). A coder reads the verb: "a dairy PRODUCING cheese, butter and yogurt" is a dairy
 * products manufacturer, not the dairy products merchant wholesaler whose index items list the same cheese, butter
 * and yogurt; "a wholesale distributor of fresh fruit" is no fruit canner and no greengrocer. Stems (stem.ts) of the
 * title templates of NAICS ("Manufacturing", "Merchant Wholesalers", "Retailers", "Dealers", "Production",
 * "Distribution"), ISIC and NACE ("Manufacture of", "Wholesale of", "Retail sale of", "Sale of") and of the verbs
 * firms use ("SkyCraft designs and BUILDS light sport aircraft and sells them": it makes what it sells). "Shop" and
 * "store" are not among them: a cabinet shop makes cabinets.
 */
const MAKE = new Set(['manufactur', 'manufacturer', 'make', 'maker', 'produc', 'producer', 'production', 'fabricat']);
/** A text's verb of making that no title template uses ("Construction of buildings" names no making). */
const BUILDS = 'build';
const WHOLESALE = new Set(['wholesal', 'wholesaler', 'distribut', 'distributor', 'distribution']);
const RETAIL = new Set(['retail', 'retailer']);
/** Trading, wholesale or retail. */
const TRADE = new Set(['sell', 'sale', 'seller', 'resell', 'reseller', 'dealer', 'dealership']);

interface Activities {
  make: boolean;
  wholesale: boolean;
  retail: boolean;
  trade: boolean;
}
function activities(stems: Iterable<string>, text = false): Activities {
  const a = { make: false, wholesale: false, retail: false, trade: false };
  for (const s of stems) {
    if (MAKE.has(s) || (text && s === BUILDS)) a.make = true;
    else if (WHOLESALE.has(s)) a.wholesale = a.trade = true;
    else if (RETAIL.has(s)) a.retail = a.trade = true;
    else if (TRADE.has(s)) a.trade = true;
  }
  return a;
}

const ofText = new WeakMap<WeightedGroup[], Activities>();
/** What the text's own ideas say it does: not the customers', a brand's, an aside's or an except clause's words. */
function textActivities(weighted: WeightedGroup[]): Activities {
  let a = ofText.get(weighted);
  if (!a) {
    const own = weighted.filter((g) => !g.customer && !g.brand && !g.aside && !g.excepted && !g.department);
    ofText.set(
      weighted,
      (a = activities(
        own.flatMap((g) => g.stems),
        true,
      )),
    );
  }
  return a;
}

const ofFirm = new WeakMap<readonly string[], Activities>();
/** What a whole description says the firm does (classify.ts: the own ideas' stems of every segment). */
function firmActivities(firm: readonly string[]): Activities {
  let a = ofFirm.get(firm);
  if (!a) ofFirm.set(firm, (a = activities(firm, true)));
  return a;
}

/**
 * A title's activities, its except clauses aside ("New Single-Family Housing Construction (except For-Sale Builders)"),
 * and "for-sale" an adjective ("New Housing For-Sale Builders" build).
 */
const EXCEPT = /\(\s*except\b[^)]*\)?/giu;
const FOR_SALE = /\bfor-sale\b/giu;
const ofTitle = new Map<string, Activities>();
const TITLES_KEPT = 50_000;
function titleActivities(title: string): Activities {
  let a = ofTitle.get(title);
  if (!a) {
    if (ofTitle.size >= TITLES_KEPT) ofTitle.clear();
    ofTitle.set(title, (a = activities(terms(title.replace(EXCEPT, ' ').replace(FOR_SALE, ' ')))));
  }
  return a;
}

/**
 * The title names only another activity than the text's verbs: "producing" against "Merchant Wholesalers",
 * "selling" against "Manufacture of", "wholesaler" against "Retailers". A text saying both making and trading ("we
 * make and sell furniture"), or neither, clashes with nothing; so does a title naming both ("Manufacture of gas;
 * distribution of gaseous fuels through mains"), and trading said generally ("sale", "dealer") fits either trade.
 * A segment that says no activity reads the one its whole description says (`firm`: every segment's own ideas'
 * stems), since a description's segments are one firm's.
 */
export function activityClash(weighted: WeightedGroup[], title: string, firm?: readonly string[]): boolean {
  let said = textActivities(weighted);
  // a part of a description that says no verb is the firm's, whose other parts may say it ("Valley Food Distributors
  // supplies restaurants with a full line of frozen and dry groceries": the groceries are the distributor's trade)
  if (!said.make && !said.trade && firm) said = firmActivities(firm);
  if (said.make === said.trade) return false;
  const named = titleActivities(title);
  if (named.make === named.trade) return false;
  if (said.make !== named.make) return true;
  // both trade: wholesale against retail, each said alone
  return (
    (said.wholesale && !said.retail && named.retail && !named.wholesale) ||
    (said.retail && !said.wholesale && named.wholesale && !named.retail)
  );
}
