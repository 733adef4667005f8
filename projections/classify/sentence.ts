/**
 * A short text that is a sentence about a firm ("Harbor Lights repairs marine electronics.", "We rent party
 * tents and tables."), not a title: a subject and then, in lower case, a verb a firm says of what it does, with
 * words after it. Such a text is read as a description however short (normalize.ts `readsAsTitle`): a title's
 * reading split its made-up name as a closed compound ("SecureNet" -> "secure net", compounds.ts), read its words
 * as typos and left its customers and its name's brand at full weight.
 *
 * Titles are written in title case ("Tire Services Technician", "Repairs Coordinator"): a verb that is also a
 * noun counts only in lower case after a capitalised name or "we", as firms write their sentences.
 */
/** Verbs a firm says of what it does, in the base form; the third person is made from each. */
const BASE_VERBS =
  `provide offer sell operate run own manufacture make produce build design develop install repair distribute
import export grow raise bake brew publish haul deliver rent lease teach specialize specialise supply fabricate clean
maintain manage create serve transport store buy trade`.split(/\s+/);
const thirdPerson = (v: string) =>
  /[^aeiou]y$/.test(v) ? `${v.slice(0, -1)}ies` : /(?:s|sh|ch|x)$/.test(v) ? `${v}es` : `${v}s`;
const VERBS = BASE_VERBS.flatMap((v) => [thirdPerson(v), v]).join('|');
/** "We provide ...", "Harbor Lights repairs ...", "Our shop builds ...", "X is a ...": the subject, then the verb. */
const FIRM_SENTENCE = new RegExp(
  String.raw`(?:^|\s)(?:[Ww]e|[Oo]ur\s+\p{L}+|[Tt]he\s+(?:company|firm|business|shop|store)|[\p{Lu}\p{N}][\p{L}\p{N}&'’.-]*)\s+(?:(?:also|now)\s+)?(?:(?:${VERBS})|(?:is|are)\s+(?:an?|the)|has\s+been\s+an?)\s+[\p{L}\p{N}]`,
  'u',
);

/** Whether a text says, as a sentence, what a firm does: it is a description, however short. */
export const saysFirmActivity = (text: string): boolean => FIRM_SENTENCE.test(text);
