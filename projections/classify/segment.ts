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
