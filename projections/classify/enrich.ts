import type { Queryable } from '../../platform/db.ts';
import { readModelCache } from '../../platform/readModelCache.ts';
import type { Match } from './match.ts';
import { crosswalks, parentTitles, titles } from './queries.ts';
import { MAJOR_SYSTEMS } from './priority.ts';
import { inBusinessIndex } from './scope.ts';

export interface Crosswalk {
  from_system: string;
  from_code: string;
  system: string;
  code: string;
  title: string;
  match_type: string;
}

export const CROSSWALK_SOURCES = 3; // top standard matches carried into other standards
export const CROSSWALKS_PER_SOURCE = 10;

/**
 * Ancestors' titles already read, per database, while the catalog is unchanged (platform/readModelCache.ts:
 * its `changed` mark is read at most once a second; a changed catalog starts an empty map). The answers'
 * ancestors are few and the same across requests (NAICS sectors, SOC major groups), so most classifies read
 * none: one statement fewer per request. At most TITLES_KEPT (a code absent from the catalog is kept as absent).
 * `parents`: the titles of every code with children in the default scope's systems (scope.ts `inBusinessIndex`:
 * ~8,400 codes, ~0.45 MB of text, one statement of ~50 ms), read with the map: a default-scope answer's ancestors
 * are among them, so a text whose answers' ancestors no classify before it met (137 of 150 new texts after 20 others)
 * needs no round trip for them; never cleared, unlike `known`, which other systems' ancestors fill.
 */
const TITLES_KEPT = 20_000;
const BUSINESS_SYSTEMS = [...MAJOR_SYSTEMS].filter(inBusinessIndex);
const knownTitles = readModelCache(['catalog'], async (db) => ({
  parents: await parentTitles(db, BUSINESS_SYSTEMS),
  known: new Map<string, string | null>(),
}));

/** Fills each match's ancestor titles (one query for those not read before, none when all were). */
export async function withAncestors(db: Queryable, matches: Match[]): Promise<void> {
  const { known, parents } = await knownTitles(db);
  if (known.size >= TITLES_KEPT) known.clear();
  const got = new Map<string, string | null>(),
    pairs = new Map<string, [string, string]>();
  for (const m of matches)
    for (const a of m.ancestors) {
      const key = `${m.system}\u001f${a.code}`;
      const title = parents.get(key) ?? known.get(key);
      if (title !== undefined) got.set(key, title);
      else pairs.set(key, [m.system, a.code]);
    }
  if (pairs.size) {
    const found = await titles(db, [...pairs.values()]);
    for (const key of pairs.keys()) {
      const title = found.get(key) ?? null;
      got.set(key, title);
      known.set(key, title);
    }
  }
  for (const m of matches) for (const a of m.ancestors) a.title = got.get(`${m.system}\u001f${a.code}`) ?? a.code;
}

/** The top standard matches carried into other standard systems through the equivalences. */
export async function withCrosswalks(db: Queryable, matches: Match[]): Promise<Crosswalk[]> {
  const sources = matches.slice(0, CROSSWALK_SOURCES).map((m) => [m.system, m.code] as [string, string]);
  const rows = await crosswalks(db, sources, CROSSWALKS_PER_SOURCE);
  return rows.map((r) => ({
    from_system: r.source_system,
    from_code: r.source_code,
    system: r.target_system,
    code: r.target_code,
    title: r.title,
    match_type: r.match_type,
  }));
}
