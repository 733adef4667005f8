/** A whitespace character other than a space, or two whitespace characters in a row: what collapsing changes. */
const NOT_SINGLE_SPACED = /[^\S ]|\s\s/;

/**
 * `text.replace(/\s+/g, ' ')`, returning the text itself when it is single-spaced already (most
 * descriptions and phrases): the replace rebuilt the whole string, one match per space.
 */
export function oneSpaced(text: string): string {
  return NOT_SINGLE_SPACED.test(text) ? text.replace(/\s+/g, ' ') : text;
}
