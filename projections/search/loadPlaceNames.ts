import type { Queryable } from '../../platform/db.ts';
import { readModelCache } from '../../platform/readModelCache.ts';
import { placeNames, type PlaceFacts } from './placeNames.ts';

/**
 * The countries' other names (placeNames.ts) read from the catalog and the country profiles, cached per
 * process and read again when either read model changed (their checkpoints' `changed` mark, checked at most
 * once a second), as projections/authority caches the systems' weights.
 */

const COUNTRIES_SQL = `SELECT code, name FROM countries`;
const SYSTEMS_SQL = `SELECT country_codes[1] AS country, region, name, full_name FROM systems
  WHERE cardinality(country_codes) = 1`;
/** The glosses naming a place's people: the partial index of migration 0291 holds them (the predicate must stay its own). */
export const GLOSS_SQL = `SELECT title, description FROM nodes
  WHERE description ~* '^(an? |the )?(native or inhabitant|native|inhabitant|citizen|people) of '`;

/** Reads the facts (three small statements) and derives the names. */
export async function loadPlaceNames(db: Queryable): Promise<Map<string, string[]>> {
  const [countries, systems, glosses] = await Promise.all([
    db.query<PlaceFacts['countries'][number]>(COUNTRIES_SQL),
    db.query<PlaceFacts['systems'][number]>(SYSTEMS_SQL),
    db.query<PlaceFacts['glosses'][number]>(GLOSS_SQL),
  ]);
  return placeNames({ countries: countries.rows, systems: systems.rows, glosses: glosses.rows });
}

/** The current names for this database (its pool is the cache key). */
export const countryNames = readModelCache(['catalog', 'countries'], loadPlaceNames);
