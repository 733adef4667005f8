import type { Queryable } from '../../platform/db.ts';
import { MAJOR_SYSTEMS } from '../classify/priority.ts';
import { looksLikeCode } from './text.ts';

/**
 * A system named before the query ("naics 484", "ISIC 4923", "soc 53-3032", "NACE 49.41",
 * "hs 0901", "naics trucking"): the first word names a system when it is a system id, an id's
 * family ("naics" for naics_2022) or the first word of a system's name ("ISCO-08", "NACE Rev 2").
 * Such a word is never spelling-corrected: it scopes the search to that system.
 */
export interface SystemPrefix {
  /** The systems named, best first: the international ones when the name covers national copies too. */
  systems: string[];
  /** The rest of the query: a code or words. */
  rest: string;
}

/** Acronyms that scope a search of words too ("naics trucking"): never ordinary words. */
const WORD_PREFIXES = new Set(
  'naics isic nace sic anzsic jsic ksic soc isco anzsco esco onet noc hs cpc unspsc sitc hts prodcom icd'.split(' '),
);

const PREFIX = /^\s*([A-Za-z][A-Za-z0-9_]{1,15})[\s:]+(\S.*)$/;

export async function systemPrefix(db: Queryable, q: string): Promise<SystemPrefix | null> {
  const m = PREFIX.exec(q);
  if (!m) return null;
  const alias = m[1].toLowerCase();
  const rest = m[2].trim();
  // Before words only a classification's acronym counts (below), so most queries need no look-up.
  if (!WORD_PREFIXES.has(alias) && !looksLikeCode(rest)) return null;
  const { rows } = await db.query<{ id: string }>(
    `SELECT id FROM systems
      WHERE lower(id) = $1 OR lower(id) LIKE $2 OR lower(name) ~ ('^' || $3 || '\\M')
      ORDER BY (lower(id) = $1) DESC, id
      LIMIT 500`,
    [alias, `${alias.replace(/[\\%_]/g, '\\$&')}\\_%`, alias.replace(/[^a-z0-9]/g, '')],
  );
  const ids = rows.map((r) => r.id);
  const major = ids.filter((id) => MAJOR_SYSTEMS.has(id));
  // Before words ("naics trucking") only a classification's acronym counts: "truck driver" or "mesh fabric" is no prefix.
  if (major.length && (WORD_PREFIXES.has(alias) || looksLikeCode(rest))) return { systems: major, rest };
  return ids.length && looksLikeCode(rest) ? { systems: ids, rest } : null;
}

/** The systems a search covers: those named in the query, within the caller's own filter when given. */
export function scopeTo(prefix: SystemPrefix, systems: string[] | undefined): string[] {
  return systems?.length ? prefix.systems.filter((s) => systems.includes(s)) : prefix.systems;
}
