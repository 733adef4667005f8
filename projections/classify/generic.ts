import { stem } from './stem.ts';

/**
 * Generic words: the kind of activity a title template repeats across hundreds of codes
 * ("<object> Manufacturing", "<object> Merchant Wholesalers", "<object> services", "<object>
 * activities", "<machine> operator") rather than the object that tells codes apart. In a query they
 * weigh GENERIC_FACTOR of their rarity and are never the phrase's head, so "widget manufacturing"
 * is decided by "widget" and, when "widget" matches nowhere, by the residual code of the activity
 * ("All Other Miscellaneous Manufacturing"). The words are the title templates of NAICS, ISIC/NACE,
 * SOC and ISCO, not answers to any query.
 */
const WORDS = `manufacturing manufacture manufacturer manufacturers making services service activities activity
merchant wholesaler wholesalers dealer dealers operator operators products product n.e.c nec miscellaneous related
supplies establishments industry industries`;

export const GENERIC = new Set(WORDS.split(/\s+/).map(stem));
/** A generic word counts this much of its rarity. */
export const GENERIC_FACTOR = 0.6;

/** Whether every stem of a query idea is generic. */
export const isGeneric = (stems: string[]) => stems.length > 0 && stems.every((s) => GENERIC.has(s));
