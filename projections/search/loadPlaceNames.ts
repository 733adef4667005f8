import type { Queryable } from '../../platform/db.ts';
import { placeNames, type PlaceFacts } from './placeNames.ts';

/**
 * The countries' other names (placeNames.ts) read from the catalog and the country profiles, cached per
 * process and read again when either read model changed (their checkpoints' `changed` mark, checked at most
 * once a second), as projections/authority caches the systems' weights.
 */

const CHECK_EVERY_MS = 1000;

const COUNTRIES_SQL = `SELECT code, name FROM countries`;
const SYSTEMS_SQL = `SELECT country_codes[1] AS country, region, name, full_name FROM systems
  WHERE cardinality(country_codes) = 1`;
/** The glosses naming a place's people: the partial index of migration 0291 holds them (the predicate must stay its own). */
export const GLOSS_SQL = `SELECT title, description FROM nodes
  WHERE description ~* '^(an? |the )?(native or inhabitant|native|inhabitant|citizen|people) of '`;

const MARK_SQL = `SELECT coalesce(string_agg(name || ':' || changed, ',' ORDER BY name), '') AS mark
  FROM projection_checkpoints WHERE name IN ('catalog', 'countries')`;

/** Reads the facts (three small statements) and derives the names. */
export async function loadPlaceNames(db: Queryable): Promise<Map<string, string[]>> {
  const [countries, systems, glosses] = await Promise.all([
    db.query<PlaceFacts['countries'][number]>(COUNTRIES_SQL),
    db.query<PlaceFacts['systems'][number]>(SYSTEMS_SQL),
    db.query<PlaceFacts['glosses'][number]>(GLOSS_SQL),
  ]);
  return placeNames({ countries: countries.rows, systems: systems.rows, glosses: glosses.rows });
}

interface Cached {
  mark: string;
  names: Promise<Map<string, string[]>>;
  checkedAt: number;
  checking?: Promise<Map<string, string[]>>;
}
const cache = new WeakMap<object, Cached>();

/** The current names for this database (its pool is the cache key). */
export function countryNames(db: Queryable): Promise<Map<string, string[]>> {
  const c = cache.get(db);
  if (c && (c.checking || Date.now() - c.checkedAt < CHECK_EVERY_MS)) return c.checking ?? c.names;
  const check = (async () => {
    const { rows } = await db.query<{ mark: string }>(MARK_SQL);
    const mark = rows[0]?.mark ?? '';
    const now = Date.now();
    if (c && c.mark === mark) {
      c.checkedAt = now;
      return c.names;
    }
    const names = loadPlaceNames(db);
    cache.set(db, { mark, names, checkedAt: now });
    return names;
  })();
  if (c) {
    c.checking = check;
    void check.then(
      () => (c.checking = undefined),
      () => (c.checking = undefined),
    );
  } else cache.set(db, { mark: '', names: check, checkedAt: 0, checking: check });
  check.catch(() => cache.get(db)?.names === check && cache.delete(db));
  return check;
}
