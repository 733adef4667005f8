import type { CountryRecord } from '../commands/records.ts';
import { EU_MEMBER_STATES } from './sources/euMemberStates.ts';

/**
 * Editions that replaced an older one in a set of countries: the new edition becomes the countries'
 * `official` system (derivation `official_edition`), the older one stays listed as `historical` (the
 * previous edition). NACE Rev. 2.1 applies in every EU member state since 1 January 2025.
 */
export const EDITION_SUCCESSIONS = [
  { current: 'nace_rev21', previous: 'nace_rev2', countries: EU_MEMBER_STATES as readonly string[] },
];

/** Country profiles with the successions whose current edition is held (`held`) applied. */
export function withCurrentEditions(countries: CountryRecord[], held: (system: string) => boolean): CountryRecord[] {
  const applying = EDITION_SUCCESSIONS.filter((s) => held(s.current));
  if (!applying.length) return countries;
  return countries.map((c) => {
    let links = c.links;
    for (const s of applying) {
      if (!s.countries.includes(c.country)) continue;
      links = links
        .filter((l) => l.system !== s.current)
        .map((l) => (l.system === s.previous ? { ...l, relevance: 'historical' } : l));
      links = [{ system: s.current, relevance: 'official', derivation: 'official_edition' }, ...links];
    }
    return links === c.links ? c : { ...c, links };
  });
}
