/**
 * Splits a description that names several businesses or activities into segments: "we run a
 * bakery with a coffee shop" -> ["a bakery", "a coffee shop"]. A conjunction splits only when a
 * determiner follows it ("and a", "with an", "as well as our", "plus a"), or at ";" and "/"
 * boundaries and sentence ends, so "steel bolts and nuts" or "repair and maintenance" stay whole.
 */
const DETERMINER = '(?:a|an|the|our|my|some|also|another|its|their)';
const SPLIT = new RegExp(
  `\\s*(?:;\\s*|(?<=[a-z]{3})[.!?]\\s+(?=[A-Z])|\\s+(?:and|with|plus|&|as well as|along with|together with|alongside|but also|while)\\s+(?=${DETERMINER}\\b)|,\\s*(?:and\\s+|with\\s+)?(?=${DETERMINER}\\b))`,
  'i',
);

export const MAX_SEGMENTS = 5;

export function segments(text: string): string[] {
  const parts = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(SPLIT)
    .map((s) => s.trim().replace(/[.;,!?]+$/, ''))
    .filter((s) => /[\p{L}\p{N}]{2,}|\p{Script=Han}/u.test(s));
  if (parts.length <= 1) return [text.trim()];
  // Fragments past the limit join the last segment.
  return parts.length <= MAX_SEGMENTS
    ? parts
    : [...parts.slice(0, MAX_SEGMENTS - 1), parts.slice(MAX_SEGMENTS - 1).join(' ')];
}

/**
 * A list's item that is an activity of its own: two to five words before any complement, the last one naming an
 * activity, as a service's name ends ("network security MONITORING", "lawn CARE", "materials TESTING", "managed IT
 * SERVICES", "help desk SUPPORT", "landscape DESIGN", "tax PREPARATION"); a product's name ("fishing rods", "fine
 * jewelry") is not: a firm's products together say its one activity (rods, archery equipment and camping gear are
 * sporting goods), where each item alone leans elsewhere (rods: blinds and shades).
 */
const ITEM_WORDS = { min: 2, max: 5 };
const ACTIVITY_NOUN =
  /(?:ing|tion|sion|ment|ance|ence|ery|sis|services?|support|care|design|repairs?|advice|research|rentals?)$/i;
const itemWords = (s: string) => s.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
/** The words of an item before a complement ("help desk support for businesses": help desk support). */
const beforeComplement = (s: string) =>
  s.split(/\s+(?:for|to|in|at|across|throughout|within|from|with|by|on|of)\s+/)[0];
const isActivity = (s: string) => {
  const words = itemWords(beforeComplement(s));
  return (
    words.length >= ITEM_WORDS.min &&
    words.length <= ITEM_WORDS.max &&
    !words.some((w) => /^(?:and|or|we|our|us|they|their)$/i.test(w)) &&
    ACTIVITY_NOUN.test(words[words.length - 1])
  );
};

/**
 * A firm's activities listed in one sentence, each its own segment: "provides managed IT services, network security
 * monitoring and help desk support" -> "provides managed IT services", "network security monitoring", "help desk
 * support". Read whole, the list's generic words ("services", "support") met the catch-alls that hold them all
 * ("All Other Support Services"); a firm lists its primary activity first (lists.ts `interleave`). Only a list of
 * three items or more, each after the first two words or more ("auto, home and life insurance", "collision repair,
 * painting and dent removal", "residential, commercial and industrial cleaning" stay whole: an item of one word is
 * often a modifier of the last one's head or a detail of the activity), and only in descriptions (classify.ts): a
 * title's commas part its qualifiers.
 */
export function listedActivities(segment: string): string[] {
  const parts = segment.split(/\s*,\s*/);
  if (parts.length < 2) return [segment];
  const last = parts[parts.length - 1].replace(/^(?:and|or)\s+/, '');
  const joined = /^(.+?)\s+(?:and|or|as well as)\s+(.+)$/.exec(last);
  // "A, B and C" or "A, B, and C": the last comma-part holds the last two items, or is the last item after ", and"
  const tail = /^(?:and|or)\s+/.test(parts[parts.length - 1]) ? [last] : joined ? [joined[1], joined[2]] : null;
  if (!tail) return [segment];
  const items = [...parts.slice(1, -1), ...tail];
  if (items.length < 2 || !items.every(isActivity)) return [segment];
  // the first part keeps what opens the sentence ("SecureNet provides managed IT services"): its item's last word
  const first = itemWords(parts[0]);
  if (first.length < ITEM_WORDS.min || !ACTIVITY_NOUN.test(first[first.length - 1])) return [segment];
  const out = [parts[0], ...items].map((p) => p.replace(/[.;,!?]+$/, ''));
  return out.length <= MAX_SEGMENTS ? out : [...out.slice(0, MAX_SEGMENTS - 1), out.slice(MAX_SEGMENTS - 1).join(', ')];
}
