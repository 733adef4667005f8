import type { Queryable } from '../../platform/db.ts';
import { likeEscape, pageBounds, type PageArgs } from '../catalog/page.ts';
import {
  RELEVANCES,
  type CountryList,
  type CountryProfile,
  type CountryStats,
  type CountrySummary,
  type CountrySystem,
} from './shapes.ts';

/** Read functions of the countries read model (countries, country_systems), shared by every door. */

/** Countries by ISO code, optionally matching `q` in code or name. */
export async function listCountries(db: Queryable, args: PageArgs & { q?: string } = {}): Promise<CountryList> {
  const { limit, offset } = pageBounds(args);
  const q = args.q ? `%${likeEscape(args.q)}%` : null;
  const { rows } = await db.query(
    `SELECT c.code, c.name, (SELECT count(*)::int FROM country_systems cs WHERE cs.country = c.code) AS system_count, count(*) OVER ()::int AS total
       FROM countries c WHERE $3::text IS NULL OR c.code ILIKE $3 OR c.name ILIKE $3 ORDER BY c.code LIMIT $1 OFFSET $2`,
    [limit, offset, q],
  );
  let total: number = rows[0]?.total;
  if (total === undefined)
    total = (
      await db.query(
        `SELECT count(*)::int AS n FROM countries c WHERE $1::text IS NULL OR c.code ILIKE $1 OR c.name ILIKE $1`,
        [q],
      )
    ).rows[0].n;
  return { items: rows.map(({ total: _t, ...r }) => r as CountrySummary), total, limit, offset };
}

/** Per country: applicable systems (by relevance) and the nodes they hold. */
export async function countryStats(db: Queryable, args: PageArgs = {}): Promise<CountryStats> {
  const { limit, offset } = pageBounds(args);
  const [list, count] = await Promise.all([
    db.query(
      `SELECT c.code, c.name, count(cs.system)::int AS systems, coalesce(sum(s.node_count), 0)::int AS nodes,
              count(*) FILTER (WHERE cs.relevance = 'official')::int AS official, count(*) FILTER (WHERE cs.relevance = 'regional')::int AS regional,
              count(*) FILTER (WHERE cs.relevance = 'recommended')::int AS recommended, count(*) FILTER (WHERE cs.relevance = 'historical')::int AS historical
         FROM countries c LEFT JOIN country_systems cs ON cs.country = c.code LEFT JOIN systems s ON s.id = cs.system
        GROUP BY c.code, c.name ORDER BY c.code LIMIT $1 OFFSET $2`,
      [limit, offset],
    ),
    db.query(`SELECT count(*)::int AS n FROM countries`),
  ]);
  return { items: list.rows, total: count.rows[0].n, limit, offset };
}

/**
 * A country's applicable systems grouped by kind (standard, domain), official first, at most
 * `limit` listed per kind (counts cover all); null for an unknown country. Code is case-insensitive.
 */
export async function countryProfile(
  db: Queryable,
  code: string,
  args: { limit?: number } = {},
): Promise<CountryProfile | null> {
  const { limit } = pageBounds(args);
  const cc = code.toUpperCase();
  const c = await db.query(`SELECT code, name FROM countries WHERE code = $1`, [cc]);
  if (!c.rows.length) return null;
  const { rows } = await db.query(
    `SELECT s.kind, s.id, s.name, cs.relevance, cs.derivation, s.node_count, s.region
       FROM country_systems cs JOIN systems s ON s.id = cs.system WHERE cs.country = $1
      ORDER BY s.kind DESC, array_position($2::text[], cs.relevance), cs.ord, s.id`,
    [cc, RELEVANCES],
  );
  const groups = new Map<string, CountryProfile['groups'][number]>();
  const by_relevance = { official: 0, regional: 0, historical: 0, recommended: 0 };
  for (const { kind, ...s } of rows as (CountrySystem & { kind: string })[]) {
    const g = groups.get(kind) ?? { kind, count: 0, node_count: 0, systems: [] };
    g.count++;
    g.node_count += s.node_count;
    if (g.systems.length < limit) g.systems.push(s);
    groups.set(kind, g);
    if (s.relevance in by_relevance) by_relevance[s.relevance as keyof typeof by_relevance]++;
  }
  const list = [...groups.values()];
  return {
    code: cc,
    name: c.rows[0].name,
    system_count: rows.length,
    node_count: list.reduce((n, g) => n + g.node_count, 0),
    by_relevance,
    groups: list,
  };
}

/** The codes of the list (any case) that name no country, upper-cased, in the list's order. */
export async function unknownCountries(db: Queryable, codes: readonly string[]): Promise<string[]> {
  const upper = [...new Set(codes.map((c) => c.toUpperCase()))];
  const { rows } = await db.query<{ code: string }>('SELECT code FROM countries WHERE code = ANY($1::text[])', [upper]);
  const known = new Set(rows.map((r) => r.code));
  return upper.filter((c) => !known.has(c));
}

/** Countries whose code starts like `code` (for "did you mean"). */
export async function similarCountries(db: Queryable, code: string, max = 8): Promise<CountrySummary[]> {
  const { rows } = await db.query(
    `SELECT c.code, c.name, (SELECT count(*)::int FROM country_systems cs WHERE cs.country = c.code) AS system_count
       FROM countries c WHERE c.code LIKE $1 ORDER BY c.code LIMIT $2`,
    [`${likeEscape(code.slice(0, 1).toUpperCase())}%`, max],
  );
  return rows;
}
