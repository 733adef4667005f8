import { stem } from './stem.ts';
import { isIdeographic, wordTokens } from '../words/tokenize.ts';
import { withoutReferences } from './references.ts';
import { oneSpaced } from './spaces.ts';

/**
 * Text shared by the index and the query side: words, stop words, stems, and the parts of a
 * node that are indexed (the title, less its "except ..." clauses, and the lead prose of the
 * description, up to the first list or section marker).
 */
const STOP = new Set(
  `a about above after again against all also am an and any are as at be been before being below between
both but by can could did do does doing down during each few for from further had has have having he her here hers him his
how i if in into is it its itself just me more most my no nor not now of off on once only or other others our ours out over
own same she should so some such than that the their theirs them then there these they this those through to too under until
up very was we were what when where which while who whom why will with within without would you your yours n e c nec n.e.c
etc ie eg i.e e.g via per incl including include includes included excluding except elsewhere classified`.split(/\s+/),
);

/**
 * Words that say nothing about the activity in a free-text description (query side only): that a firm
 * exists, runs or is small, and the verbs that introduce what it does ("provides janitorial services",
 * "offering auto insurance", "specializing in collision repair"), whose stems otherwise meet every
 * description's "providing ..." and the "Specialized"/"Specialists" of titles. "Specialized",
 * "specialty" and "provider" name kinds of establishment ("specialized freight", "service provider"): kept.
 */
const QUERY_FILLER = new Set(
  `run runs running operate operates operating own owns company companies business businesses firm
small local family based work works worked job am im i'm we're describe description looking want need
primarily mainly mostly engaged establishment establishments sr jr snr
provide provides provided providing offer offers offered offering specialize specializes specializing specialise
specialises specialising`.split(/\s+/),
);

/** Title words of residual categories ("Other ...", "... n.e.c.", "Miscellaneous ..."). */
export const RESIDUAL = /\b(other|others|miscellaneous|n\.?e\.?c\.?|not elsewhere classified|unspecified|nos)\b/i;

/** Words of any script (the tokenizer shared with search: projections/words). */
export const words = wordTokens;

/** Words kept: not stop words; numbers only when short ("type 2", "class 3"), not quantities or codes. */
const keep = (w: string) => (w.length > 1 || /\d/.test(w) || isIdeographic(w)) && !STOP.has(w) && !/^\d{3,}$/.test(w);

/** Each word's stem, or '' for a word not kept (`keep`): a corpus has far fewer distinct words than words. */
const stems = new Map<string, string>();
const STEMS_KEPT = 500_000;

/**
 * Stems of the content words, in order (repeats kept). One look-up per word in a bounded memo of
 * `keep` and `stem` together, one array: the filter's two regular expressions and the stop list were
 * asked for every word, then the memo, through two intermediate arrays (an ingest's tenth of the
 * classify documents' CPU).
 */
export function terms(text: string): string[] {
  const ws = words(text);
  const out: string[] = [];
  for (let i = 0; i < ws.length; i++) {
    const s = keptStem(ws[i]);
    if (s !== '') out.push(s);
  }
  return out;
}
/** A word's stem, or '' for a word not kept, through the memo. */
function keptStem(w: string): string {
  let s = stems.get(w);
  if (s === undefined) {
    if (stems.size > STEMS_KEPT) stems.clear();
    s = keep(w) ? stem(w) : '';
    stems.set(w, s);
  }
  return s;
}

/**
 * A phrase's stems in order, `null` where its words break: punctuation, or a word not kept (of, for, and). Tells a
 * word that modifies the next ("POST OFFICE construction", "DENTISTS' chairs") from one that ends its run
 * ("Gasoline stations, merchant wholesalers", "furniture for churches, schools").
 */
export function termsWithBreaks(text: string): (string | null)[] {
  const out: (string | null)[] = [];
  for (const piece of text.split(BREAKS)) {
    if (out.length && out[out.length - 1] !== null) out.push(null);
    for (const w of words(piece)) {
      const s = keptStem(w);
      if (s !== '') out.push(s);
      else if (out.length && out[out.length - 1] !== null) out.push(null);
    }
  }
  while (out.length && out[out.length - 1] === null) out.pop();
  return out;
}
/**
 * A title's or an aid phrase's stems by position (`termsWithBreaks` of it as indexed, less its except clause),
 * remembered: a title is scored against many texts (shared, never changed).
 */
export function phraseOrder(title: string): readonly (string | null)[] {
  let order = ordersSeen.get(title);
  if (order === undefined) {
    if (ordersSeen.size >= 50_000) ordersSeen.clear();
    order = termsWithBreaks(indexedTitle(title));
    ordersSeen.set(title, order);
  }
  return order;
}
const ordersSeen = new Map<string, readonly (string | null)[]>();
/** A phrase that may hold an except or "not" clause (tested before cutting one out: most hold none). */
export const MAY_EXCEPT = /\b(?:except|excluding|other than|not)\b/i;
/** What breaks a phrase's run of words besides a dropped word: punctuation other than a hyphen or an apostrophe. */
const BREAKS = /[^\p{L}\p{N}\s'’&-]+/u;

/**
 * Nouns naming a place of business or an organisation: a text whose head is one ("post office", "gas station",
 * "poultry farm", "data center") names an establishment, which a phrase naming it only to say something else about it
 * ("Post office construction", "Poultry farm equipment manufacturing") does not describe. A word after the text's
 * own in a phrase that is one of these, or generic (generic.ts), says the same establishment ("Gasoline stations",
 * "Steel mills", "Dentists' offices").
 */
export const PLACES = new Set(
  `office offices station stations center centers centre centres farm farms ranch ranches shop shops store stores
company companies firm firms clinic clinics school schools mill mills plant plants factory factories hospital
hospitals church churches restaurant restaurants hotel hotels motel motels bank banks salon salons studio studios
agency agencies laboratory laboratories lab labs garage garages warehouse warehouses mine mines quarry quarries
airline airlines utility utilities theater theaters theatre theatres park parks club clubs gym gyms bar bars
pharmacy pharmacies bakery bakeries brewery breweries winery wineries distillery distilleries refinery refineries
foundry foundries dealership dealerships showroom showrooms museum museums library libraries casino casinos
cemetery cemeteries spa spas parlor parlors parlour parlours practice practices cafe cafes pub pubs inn inns
hostel hostels camp camps campground campgrounds marina marinas airport airports terminal terminals depot depots
yard yards shipyard shipyards sawmill sawmills dairy dairies nursery nurseries greenhouse greenhouses orchard
orchards vineyard vineyards hatchery hatcheries kennel kennels university universities college colleges academy
academies institute institutes stadium stadiums arena arenas home homes house houses contractor
contractors operator operators provider providers facility facilities works`
    .split(/\s+/)
    .map(stem),
);
/** The idea names a place of business or an organisation, or a person of a trade ("dentist", "optician"). */
export const namesPlace = (stems: string[], word: string): boolean =>
  stems.some((s) => PLACES.has(s)) || /(?:ist|ician)s?$/i.test(word);

/** Content words of a query, before stemming (abbreviations are expanded on these). */
export function queryWords(text: string): string[] {
  return words(text).filter((w) => keep(w) && !QUERY_FILLER.has(w));
}

/** The title as indexed: "Grain farming (except wheat)" indexes "Grain farming". */
export function indexedTitle(title: string): string {
  return title
    .replace(/\((?:except|excluding|other than)\b[^)]*\)/gi, ' ')
    .replace(EXCEPT_TAIL, ' ')
    .replace(NOT_CLAUSE, ' ');
}
/**
 * A title's except clause to its end, or to the next semicolon where a title joins parts (HS: "Fish meat, excluding
 * fillets, whether or not minced; fresh or chilled, swordfish" names the swordfish after it).
 */
const EXCEPT_TAIL = /,?\s*\b(?:except|excluding)\b([^;]*)/i;
/**
 * What a title says its code is not ("Other retail sale NOT IN STORES, stalls or markets", "Cocoa; powder, NOT
 * CONTAINING ADDED SUGAR"): "not" to the next comma, semicolon or parenthesis. Not a negation: "whether or not",
 * "cooked or not", a quantity ("not more than 185g", "not exceeding"), a residual's "not elsewhere classified", and
 * "not-for-profit".
 */
const NOT_CLAUSE =
  /(?<!\bor\s+)\bnot\b(?!\s*-?\s*for\s*-?\s*profit)(?!\s+(?:elsewhere|otherwise|further|more|less|exceeding|over|under)\b)([^,;)]*)/gi;

/**
 * The items of a title that enumerates ("Hairdressers, Hairstylists, and Cosmetologists"; a comma
 * marks a list), each as its stems: a text naming one item is as precise as a title naming only it.
 * A title without a comma is one item (none returned).
 */
export function titleItems(title: string): readonly string[][] {
  let items = itemsSeen.get(title);
  if (items === undefined) {
    if (itemsSeen.size >= 50_000) itemsSeen.clear();
    items = itemsOf(title);
    itemsSeen.set(title, items);
  }
  return items;
}
/** Titles' items, remembered: an occupation title is scored against many texts (shared, never changed). */
const itemsSeen = new Map<string, readonly string[][]>();

function itemsOf(title: string): string[][] {
  const t = indexedTitle(title);
  if (!t.includes(',') || t.includes(';')) return [];
  const parts = t.split(/,|\b(?:and|or)\b/i).map((p) => p.trim());
  // qualifiers ("for bakery", "of wood") and long parts are not alternatives of a list
  if (parts.some((p) => /^(?:for|of|in|on|with|by|from|to)\b/i.test(p))) return [];
  const items = parts.map(terms).filter((x) => x.length);
  return items.every((x) => x.length <= 4) ? items : [];
}

/** An except clause in parentheses: "(except computer repair)". */
const PAREN_EXCEPT = /\((?:except|excluding|other than)\b([^)]*)\)/gi;

/**
 * A description's prose less its except clauses in parentheses, and those clauses: "conducting computer training
 * (except computer repair), such as ..." says the code is not computer repair, so "repair" is evidence against it, not
 * for it (NAICS 611420 had answered "Repair of mobile phones and computers"). Only the parenthesised clauses: prose's
 * ", except ..." runs on into what the code is ("..., except that ... such as ...").
 */
export function proseExcepts(prose: string): { said: string; excepts: string[] } {
  if (!prose.includes('(')) return { said: prose, excepts: [] };
  const excepts = [...prose.matchAll(PAREN_EXCEPT)].map((m) => m[1]);
  return excepts.length ? { said: prose.replace(PAREN_EXCEPT, ' '), excepts } : { said: prose, excepts };
}

/** What a title's "except ..." clauses name: "Pet Care (except Veterinary) Services" -> "Veterinary". */
export function exceptClauses(title: string): string[] {
  const out: string[] = [];
  for (const m of title.matchAll(PAREN_EXCEPT)) out.push(m[1]);
  const tail = EXCEPT_TAIL.exec(title.replace(/\([^)]*\)/g, ' '));
  if (tail) out.push(tail[1]);
  for (const m of title.replace(EXCEPT_TAIL, ' ').matchAll(NOT_CLAUSE)) if (m[1].trim()) out.push(m[1]);
  return out;
}

/**
 * What a text says it is not, as the stems of each part of its "except ..." clauses: "Chemical plant
 * (except petrochemical) construction" -> [[petrochem]]; "(except oilseed and grain; vegetables and
 * melons)" -> one part per item. The text's own ideas are read from `indexedTitle(text)`.
 */
export function exceptParts(text: string): string[][] {
  return exceptClauses(text)
    .flatMap((c) => c.split(/[,;/]|\b(?:and|or)\b/i))
    .map(terms)
    .filter((p) => p.length);
}

/**
 * The asides of a text: what its "(e.g., ...)" parentheses say ("Professional schools (e.g., business
 * administration, dental, law, medical)"), illustrations of the words before them, not what the text
 * is about. An "(i.e., ...)" gloss restates the text ("Chemical stoneware (i.e., pottery products)"):
 * not an aside.
 */
export function asides(text: string): string[] {
  return [...text.matchAll(/\(e\.?\s?g\b\.?,?([^)]*)\)/gi)].map((m) => m[1]);
}

/**
 * Who a firm's description says it works for, not what it does: "structural steel for commercial building
 * CONTRACTORS", "plastic parts for the automotive and appliance INDUSTRIES", "janitorial services to office
 * buildings, banks and medical FACILITIES", "we work with all insurance COMPANIES", "supplies RESTAURANTS, schools and
 * HOSPITALS with ...". A clause opened by "for", "to", "supply" or "work/partner with" that ends, within seven words, in a
 * noun naming customers. Read only in descriptions (classify.ts): in a title the customer is often the class
 * ("Machinery for the food industry").
 */
const CUSTOMERS =
  /\b(?:for|to|representing|suppl(?:y|ies|ying)(?!\s+to\b)|(?:work|works|working|partner|partners|partnering)\s+with)\s+((?:[\p{L}\p{N}'&-]+,?\s+){0,6}(?:industr(?:y|ies)|sectors?|contractors|builders|businesses|companies|firms|owners|homeowners|clients|customers|sponsors|utilities|manufacturers|makers|retailers|wholesalers|distributors|families|parents|individuals|consumers|institutions|agencies|organi[sz]ations|employers|facilities|professionals|operators|producers|users|patients|travell?ers|passengers|guests|visitors|tourists|tenants|shoppers|patrons|diners|restaurants|stores|hotels|hospitals|schools|clinics|practices|dealerships|salons|nonprofits|non-profits|charities|churches|municipalities|governments|farms|farmers|ranchers|growers))\b/giu;

/** The customer clauses of a description (the words after "for", "to" or "work with"): see CUSTOMERS. */
export function customerClauses(text: string): string[] {
  return [...text.matchAll(CUSTOMERS)].map((m) => m[1]);
}

/** A description less its customer clauses, their openers too ("We work with all insurance companies." -> "We ."). */
export const withoutCustomerClauses = (text: string): string => text.replace(CUSTOMERS, ' ');

/**
 * Where the lead prose of a description ends: any bullet list, markdown section, or the
 * enumerations that publishers append (illustrative examples, primary activities, inclusions,
 * specialisations, cross-references). These enumerations are never indexed: they are what the
 * accuracy benchmark (bench/classify.ts) draws its held-out queries from.
 */
const LEAD_END =
  /\s-\s|\s•|\*\*|#{2,}|\bIllustrative Examples\b|\bCross-References\b|\bExamples? of\b|\bSpecialisations?\b|\bTasks include\b|\bTasks performed\b|\bPrimary Activities\b|\bInclusion terms\b|\b(?:This|The) (?:class|group|division|section|subclass|category) (?:also )?(?:includes|excludes)\s*(?:activities of)?\s*:|\bincludes:|\bexcludes:|\bSkill Level\b|\bSemantic type\b|\bSome related occupations\b|\bSee also\b/i;
/** Generated descriptions that only restate the hierarchy ("Group (X) within the subdivision 'Y' under ANZSIC 2006."). */
const BOILERPLATE =
  /^(?:[A-Z][\w .-]* )?\([^)]*\) within (?:the )?[\w -]*'[^']*'|class \([^)]*\) within '|^Subdivision \(|grouping of related products at this level/i;
export const LEAD_WORDS = 40;

export function leadProse(description: string | null | undefined): string {
  if (!description) return '';
  // Lead prose is at most LEAD_WORDS words: look at the first characters only.
  // cross-reference sentences describe other codes ("... are classified in Industry 0182"): not this one's prose
  const text = withoutReferences(oneSpaced(description.slice(0, LEAD_WORDS * 30).replace(/\\n/g, ' ')).trim(), true);
  if (BOILERPLATE.test(text)) return '';
  const m = LEAD_END.exec(text);
  const lead = (m ? text.slice(0, m.index) : text).trim();
  // its first LEAD_WORDS words: the text is single-spaced, so up to the LEAD_WORDS-th space
  let end = -1;
  for (let n = 0; n < LEAD_WORDS; n++) if ((end = lead.indexOf(' ', end + 1)) < 0) return lead;
  return lead.slice(0, end);
}

export function isResidual(title: string): boolean {
  return RESIDUAL.test(title);
}

/**
 * The brand words of a description's firm name: the sentence opens on its name, a run of two to five capitalised
 * words before the first lower-case one ("Metro Haul provides local freight trucking", "Dragon Fist Martial Arts
 * teaches karate"). A name's last words most often say the kind ("Haul", "Martial Arts", "Family Dentistry"), its
 * first ones the brand ("Metro", "Dragon Fist", "Bright Smiles"): the words before the last one of a two-word name,
 * before the last two of a longer one. Read only in descriptions (classify.ts): a title is all capitals.
 */
const NAME_RUN = /^((?:[\p{Lu}][\p{L}\p{N}'’&-]*\s+|&\s+){2,5})(?=\p{Ll})/u;
export function brandWords(text: string): string[] {
  const name = nameWords(text);
  return name.slice(0, Math.max(0, name.length - (name.length > 2 ? 2 : 1)));
}

/** The words of the name a description opens on (`NAME_RUN`), or none. */
function nameWords(text: string): string[] {
  const run = NAME_RUN.exec(text);
  return run ? run[1].split(/\s+/).filter((w) => /\p{L}/u.test(w)) : [];
}

/**
 * Words that end a firm's name without saying its trade: what it is organised as ("Harbor Dental GROUP", "Keystone
 * Realty PARTNERS", "Brightline Software LABS"), not what it does.
 */
const ORGANISED_AS =
  /^(?:group|partners|associates|company|co|corp|corporation|inc|llc|ltd|labs?|solutions|enterprises?|holdings|international|worldwide|global|usa|america|team|brothers|bros|sons|the)$/i;

/**
 * The kind words of a description's firm name: the words of the name the brand leaves ("Blue Ridge ROOFING", "Sunrise
 * BAKERY", "Valley FOOD DISTRIBUTORS"), less those that only say how the firm is organised ("Harbor DENTAL Group").
 * A coder reads the kind a name says as the firm's activity, its description's list as what that activity offers
 * (rank.ts `weigh`: the head of the segment).
 */
export function nameKind(text: string): string[] {
  const name = nameWords(text);
  return name.slice(brandWords(text).length).filter((w) => !ORGANISED_AS.test(w.replace(/[.'’]/g, '')));
}
