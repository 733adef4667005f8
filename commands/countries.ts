import type { CountryRecord } from './records.ts';
import { batchBySize } from './batching.ts';
import { event, type CountryEvent, type CountryProfilesRemoved, type CountryProfilesSet } from './events.ts';
import type { RecordedEvent } from './eventStore/port.ts';

/** Country profiles (which systems apply where), keyed by ISO 3166-1 alpha-2 code. */
export interface CountriesState {
  countries: Map<string, string>;
} // code -> canonical form of the record

/** Field order fixed here: the event store may hand objects back with their keys reordered (jsonb). */
const canonical = (c: CountryRecord) =>
  JSON.stringify([c.country, c.name ?? null, c.links.map((l) => [l.system, l.relevance, l.derivation ?? null])]);

export const initialCountriesState = (): CountriesState => ({ countries: new Map() });

export function evolveCountries(state: CountriesState, e: RecordedEvent | CountryEvent): CountriesState {
  const ev = e as CountryEvent;
  switch (ev.type) {
    case 'CountryProfilesSet':
      for (const c of ev.data.countries) state.countries.set(c.country, canonical(c));
      return state;
    case 'CountryProfilesRemoved':
      for (const c of ev.data.countries) state.countries.delete(c);
      return state;
    default: {
      const _never: never = ev;
      return state;
    }
  }
}

/** Sets the countries whose profile differs; with `replace`, removes the countries no longer listed. */
export function decideCountries(state: CountriesState, countries: CountryRecord[], replace: boolean): CountryEvent[] {
  const changed = countries.filter((c) => state.countries.get(c.country) !== canonical(c));
  const listed = new Set(countries.map((c) => c.country));
  const removed = replace ? [...state.countries.keys()].filter((c) => !listed.has(c)) : [];
  const out: CountryEvent[] = [];
  for (const b of batchBySize(changed)) out.push(event<CountryProfilesSet>('CountryProfilesSet', { countries: b }));
  for (const b of batchBySize(removed))
    out.push(event<CountryProfilesRemoved>('CountryProfilesRemoved', { countries: b }));
  return out;
}
