/**
 * How text in each language is folded and stemmed for search. PostgreSQL ships Snowball stemmers
 * (text search configurations) for most EU languages; for the others (Bulgarian, Czech, Estonian, Croatian,
 * Latvian, Maltese, Polish, Slovak, Slovenian, and any tag not listed) there is none, so their words are
 * cut to their first PREFIX_LENGTH letters (a prefix "stem", which suits these inflecting languages better than
 * whole words: Polish "programowania" and "programowanie" meet at "progra") under the `simple` configuration.
 * Every language's text is folded first: lower case, accents and other marks removed (é→e, ü→u, ł→l, ß→ss),
 * on both the labels and the query, so "mercancias" finds "mercancías".
 */
export const SNOWBALL: Record<string, string> = {
  da: 'danish',
  de: 'german',
  el: 'greek',
  en: 'english',
  es: 'spanish',
  fi: 'finnish',
  fr: 'french',
  ga: 'irish',
  hu: 'hungarian',
  it: 'italian',
  lt: 'lithuanian',
  nl: 'dutch',
  pt: 'portuguese',
  ro: 'romanian',
  sv: 'swedish',
};
export const PREFIX_LENGTH = 6;

const LETTERS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  ł: 'l',
  đ: 'd',
  ħ: 'h',
  ı: 'i',
  þ: 'th',
  ð: 'd',
};

/** Lower case without accents or other combining marks. */
export function fold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[ßæœøłđħıþð]/g, (c) => LETTERS[c]);
}

/** The primary language subtag of a BCP 47 tag, lower case ('fr-CH' → 'fr'). */
export const primaryLanguage = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];

/** The text search configuration and the text to hand it, for a text in `lang`. */
export function searchText(text: string, lang: string): { config: string; text: string } {
  const folded = fold(text);
  const config = SNOWBALL[primaryLanguage(lang)];
  if (config) return { config, text: folded };
  return {
    config: 'simple',
    text: (folded.match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.slice(0, PREFIX_LENGTH)).join(' '),
  };
}
