import { synonyms } from '../words/wordnet.ts';

/**
 * The phrases a query's words are looked up as among the coding aids' heads (`aidHitsSql`): the words
 * themselves first, then, for when they find none, other names of the same thing:
 * - WordNet's other names of the whole phrase ("gas station": gasoline station, filling station) and of one
 *   word at a time ("auto repair shop": car repair shop, automobile repair shop);
 * - a trailing word that only says "an establishment" ("law firm", "accounting firm", "trucking company")
 *   swapped for the ones the index items use ("Law offices", "Law practices", "Accounting services") or left
 *   off ("Trucking, general freight").
 * The aids' heads are phrases people use, so an exact head on any of these names the same thing. Pure but
 * for WordNet's look-ups (words/wordnet.ts).
 */
export function aidPhrases(words: string[]): string[] {
  const out = [words.join(' ')];
  const add = (phrase: string) => {
    if (phrase && !out.includes(phrase) && out.length < AID_PHRASES) out.push(phrase);
  };
  for (const s of synonyms(words.join(' '))) add(s);
  const last = words.at(-1) ?? '';
  if (words.length > 1 && ESTABLISHMENT.test(last)) {
    const rest = words.slice(0, -1).join(' ');
    for (const noun of ESTABLISHMENT_NOUNS) if (noun !== last) add(`${rest} ${noun}`);
    add(rest);
  }
  words.forEach((word, i) => {
    if (word.length < 3) return;
    for (const s of synonyms(word)) add([...words.slice(0, i), s, ...words.slice(i + 1)].join(' '));
  });
  return out;
}

/** Phrases looked up at most per query (each one probe of the heads' index). */
export const AID_PHRASES = 16;

/** A word that, last in a phrase, says only that it names a business ("law FIRM", "law OFFICES"). */
const ESTABLISHMENT = /^(?:firms?|compan(?:y|ies)|business(?:es)?|offices?|practices?|agenc(?:y|ies)|services?)$/;
/** Those words as the aids' heads use them, one form each (a head matches by its stems). */
const ESTABLISHMENT_NOUNS = ['office', 'practice', 'service', 'firm', 'company', 'agency'];
