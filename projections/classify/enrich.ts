import type { Queryable } from '../../platform/db.ts';
import type { Match } from './match.ts';
import { crosswalks, titles } from './queries.ts';

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

/** Fills each match's ancestor titles (one query for all). */
export async function withAncestors(db: Queryable, matches: Match[]): Promise<void> {
  const pairs = new Map<string, [string, string]>();
  for (const m of matches) for (const a of m.ancestors) pairs.set(`${m.system}\u001f${a.code}`, [m.system, a.code]);
  const found = await titles(db, [...pairs.values()]);
  for (const m of matches) for (const a of m.ancestors) a.title = found.get(`${m.system}\u001f${a.code}`) ?? a.code;
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
