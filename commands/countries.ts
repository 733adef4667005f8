import type { CountryRecord } from './records.ts';
import { batchBySize } from './batching.ts';
import { COUNTRY_EVENT_TYPES, countryProfilesRemoved, countryProfilesSet, type CountryEvent } from './events.ts';
import { unhandled } from './domainEvents.ts';
import type { Command, Decider } from './decider.ts';

/** Set these country profiles; with `replace`, the countries not listed are removed. */
export type SetCountryProfiles = Command<'SetCountryProfiles', { countries: CountryRecord[]; replace: boolean }>;
export const setCountryProfiles = (data: SetCountryProfiles['data']): SetCountryProfiles => ({
  type: 'SetCountryProfiles',
  data,
});

/** Country profiles (which systems apply where), keyed by ISO 3166-1 alpha-2 code. */
export interface CountriesState {
  countries: Map<string, string>;
} // code -> canonical form of the record

/** Field order fixed here: the event store may hand objects back with their keys reordered (jsonb). */
const canonical = (c: CountryRecord) =>
  JSON.stringify([c.country, c.name ?? null, c.links.map((l) => [l.system, l.relevance, l.derivation ?? null])]);

export const initialCountriesState = (): CountriesState => ({ countries: new Map() });

export function evolveCountries(state: CountriesState, ev: CountryEvent): CountriesState {
  switch (ev.type) {
    case 'CountryProfilesSet':
      for (const c of ev.data.countries) state.countries.set(c.country, canonical(c));
      return state;
    case 'CountryProfilesRemoved':
      for (const c of ev.data.countries) state.countries.delete(c);
      return state;
    default:
      return unhandled(ev);
  }
}

/** Sets the countries whose profile differs; with `replace`, removes the countries no longer listed. */
export function decideCountries({ data }: SetCountryProfiles, state: CountriesState): CountryEvent[] {
  const { countries, replace } = data;
  const changed = countries.filter((c) => state.countries.get(c.country) !== canonical(c));
  const listed = new Set(countries.map((c) => c.country));
  const removed = replace ? [...state.countries.keys()].filter((c) => !listed.has(c)) : [];
  const out: CountryEvent[] = [];
  for (const b of batchBySize(changed)) out.push(countryProfilesSet({ countries: b }));
  for (const b of batchBySize(removed)) out.push(countryProfilesRemoved({ countries: b }));
  return out;
}

/** The country profiles' decider (`countries-all`). */
export const countriesDecider: Decider<CountriesState, SetCountryProfiles, CountryEvent> = {
  eventTypes: COUNTRY_EVENT_TYPES,
  initialState: initialCountriesState,
  evolve: evolveCountries,
  decide: decideCountries,
};
