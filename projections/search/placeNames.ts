import { fold } from './text.ts';

/**
 * The other names of the countries, read from the data, so "Vietnam", "Russia", "Turkey" or "Vietnamese" find
 * the ISO 3166-1 country whose official title is "Viet Nam", "Russian Federation", "Türkiye":
 * - the country profiles' names, accents folded ("Türkiye": turkiye), the inverted ones also the right way
 *   round and by their head ("Korea, Republic of": republic of korea, korea);
 * - the region of every system that applies to one country only (its catalog entry: VSIC's region is
 *   "Vietnam", OKVED's "Russia", the Turkish NACE's "Turkey");
 * - demonyms from a vocabulary's glosses: a term glossed "a native or inhabitant of X" where X is one of those
 *   names (WordNet: "Vietnamese", "Russian");
 * - the adjective of a one-country system's name that is one of the country's one-word names cut short by at
 *   most two letters or lengthened ("German" of "ICD-10 German Modification": Germany; "Turkish": Turkey).
 * Pure: `loadPlaceNames.ts` reads the facts.
 */

/** The system whose codes the names find. */
export const COUNTRY_SYSTEM = 'iso_3166_1';

export interface PlaceFacts {
  /** The country profiles: ISO 3166-1 alpha-2 code and name. */
  countries: { code: string; name: string | null }[];
  /** The systems that apply to exactly one country, with their region and names. */
  systems: { country: string; region: string | null; name: string; full_name: string | null }[];
  /** Glosses naming the people of a place (`GLOSS_SQL`): a term and its gloss. */
  glosses: { title: string; description: string }[];
}

/** A name as looked up: folded, every run of other characters one space ("Côte d'Ivoire": cote d ivoire). */
export const placeKey = (s: string): string =>
  fold(s)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A gloss naming the people of a place, and the place it names (its text up to a comma, semicolon or parenthesis). */
export const GLOSS = /^(?:an? |the )?(?:native or inhabitant|native|inhabitant|citizen|people) of (?:the )?([^,;(]+)/i;

/** A name's shortest form an adjective may share: a derived word shares at least this many letters. */
const MIN_STEM = 4;
/** At most this many of the name's last letters may differ in its adjective ("Turkey": Turkish). */
const STEM_SLACK = 2;

/** Folded name -> the ISO 3166-1 codes it names (several only when the data gives it to several). */
export function placeNames(f: PlaceFacts): Map<string, string[]> {
  const names = new Map<string, Set<string>>(); // code -> its names (keys)
  const add = (code: string, name: string | null | undefined) => {
    const k = name && placeKey(name);
    if (!k) return;
    const s = names.get(code) ?? new Set<string>();
    s.add(k);
    names.set(code, s);
  };
  for (const c of f.countries) {
    add(c.code, c.name);
    const inverted = c.name?.match(/^([^,]+),\s*(.+)$/);
    if (inverted) {
      add(c.code, `${inverted[2]} ${inverted[1]}`);
      add(c.code, inverted[1]);
    }
  }
  for (const s of f.systems) add(s.country, s.region);
  const byName = invert(names);
  const out = new Map<string, Set<string>>([...byName].map(([k, v]) => [k, new Set(v)]));
  const give = (k: string, codes: Iterable<string>) => {
    if (!k) return;
    const s = out.get(k) ?? new Set<string>();
    for (const c of codes) s.add(c);
    out.set(k, s);
  };
  for (const g of f.glosses) {
    const place = g.description.match(GLOSS)?.[1];
    const codes = place && byName.get(placeKey(place));
    if (codes) give(placeKey(g.title), codes);
  }
  for (const s of f.systems) {
    const own = [...(names.get(s.country) ?? [])].filter((n) => !n.includes(' '));
    for (const w of placeKey(`${s.name} ${s.full_name ?? ''}`).split(' '))
      if (!byName.has(w) && own.some((n) => derived(w, n))) give(w, [s.country]);
  }
  return new Map([...out].map(([k, v]) => [k, [...v].sort()]));
}

/** Whether `word` is `name` cut short by at most STEM_SLACK letters and perhaps lengthened ("german": germany). */
function derived(word: string, name: string): boolean {
  let n = 0;
  while (n < word.length && n < name.length && word[n] === name[n]) n++;
  return n >= MIN_STEM && n >= name.length - STEM_SLACK;
}

function invert(names: Map<string, Set<string>>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [code, ks] of names)
    for (const k of ks) {
      const list = out.get(k) ?? [];
      list.push(code);
      out.set(k, list);
    }
  return out;
}

/** The codes the query names as a place: its text as typed, or its words as corrected, is one of the names. */
export function placeCodes(names: Map<string, string[]>, q: string, corrected?: string): string[] {
  return names.get(placeKey(q)) ?? (corrected ? (names.get(placeKey(corrected)) ?? []) : []);
}
