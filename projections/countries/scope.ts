import type { Queryable } from '../../platform/db.ts';
import { pageBounds } from '../catalog/page.ts';
import type { CountryScope, ScopedSystem } from './shapes.ts';

/**
 * Country scope: for a set of countries, the country-specific systems (official, regional or
 * historical for at least one of them) and the global ones (recommended for all of them), at most
 * `limit` of each listed. Unknown countries are left out (check them with unknownCountries first).
 */
export async function countryScope(
  db: Queryable,
  countries: readonly string[],
  args: { limit?: number } = {},
): Promise<CountryScope> {
  const { limit } = pageBounds(args);
  const codes = [...new Set(countries.map((c) => c.toUpperCase()))];
  const [known, links] = await Promise.all([
    db.query<{ code: string; name: string | null }>(
      'SELECT code, name FROM countries WHERE code = ANY($1::text[]) ORDER BY array_position($1::text[], code)',
      [codes],
    ),
    db.query<{ country: string; id: string; name: string; kind: string; relevance: string }>(
      `SELECT cs.country, s.id, s.name, s.kind, cs.relevance FROM country_systems cs JOIN systems s ON s.id = cs.system
        WHERE cs.country = ANY($1::text[]) ORDER BY array_position($1::text[], cs.country), s.id`,
      [codes],
    ),
  ]);
  const bySystem = new Map<string, ScopedSystem>();
  for (const l of links.rows) {
    const e = bySystem.get(l.id) ?? { id: l.id, name: l.name, kind: l.kind, countries: [], relevance: {} };
    e.countries.push(l.country);
    e.relevance[l.country] = l.relevance;
    bySystem.set(l.id, e);
  }
  const all = [...bySystem.values()].sort(
    (a, b) => b.countries.length - a.countries.length || a.id.localeCompare(b.id),
  );
  const isGlobal = (s: ScopedSystem) =>
    s.countries.length === known.rows.length && Object.values(s.relevance).every((r) => r === 'recommended');
  const global = all.filter(isGlobal);
  const specific = all.filter((s) => !isGlobal(s));
  return {
    countries: known.rows,
    country_specific_total: specific.length,
    global_total: global.length,
    country_specific: specific.slice(0, limit),
    global: global.slice(0, limit),
  };
}

/** The systems that apply to any of the countries, optionally only those in `within`, by id. */
export async function systemsForCountries(
  db: Queryable,
  countries: readonly string[],
  within?: readonly string[],
): Promise<string[]> {
  const { rows } = await db.query<{ system: string }>(
    `SELECT DISTINCT system FROM country_systems
      WHERE country = ANY($1::text[]) AND ($2::text[] IS NULL OR system = ANY($2::text[])) ORDER BY system`,
    [countries.map((c) => c.toUpperCase()), within ?? null],
  );
  return rows.map((r) => r.system);
}
