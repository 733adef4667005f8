import type { Queryable } from '../../platform/db.ts';
import { aliasKey, systemAuthority, type AuthorityTable } from '../authority/load.ts';
import { looksLikeCode } from './text.ts';

/**
 * A system named before the query ("naics 484", "ICD-10 J45", "O*NET 15-1252.00", "NACE Rev 2 49.41",
 * "hs 8471 30", "naics trucking"): the first one to three words name a system when, without case or
 * punctuation, they are a system's id, its family (the id before "_": "icd10" for icd10_who), its name
 * or its name's first word (projections/authority/load.ts `aliases`). Such words are never
 * spelling-corrected: they scope the search to the systems so named, most authoritative first.
 */
export interface SystemPrefix {
  /** The systems named, most authoritative first (the international one before national copies). */
  systems: string[];
  /** The rest of the query: a code or words. */
  rest: string;
}

/** Acronyms that scope a search of words too ("naics trucking"): never ordinary words. */
const WORD_PREFIXES = new Set(
  'naics isic nace sic anzsic jsic ksic soc isco anzsco esco onet noc hs cpc unspsc sitc hts prodcom icd icd10 icd11'.split(
    ' ',
  ),
);

/** At most this many words name a system ("NACE Rev 2"). */
const MAX_NAME_WORDS = 3;

/**
 * The rest as a code when it is one: one token with a digit, or up to three short tokens of digits
 * and letters written apart ("8471 30", "15 1252"), joined.
 */
function asCode(rest: string): string | null {
  if (looksLikeCode(rest)) return rest;
  const parts = rest.split(' ');
  if (parts.length > 3 || !/\d/.test(rest)) return null;
  return parts.every((p) => /^[A-Za-z]?[\d.\-/]+[A-Za-z]?$/.test(p)) ? parts.join('') : null;
}

/** The systems named at the start of `q` (longest name first), or null. Pure: reads the authority table only. */
export function namedSystems(table: AuthorityTable, q: string): SystemPrefix | null {
  const words = q.trim().split(/\s+/);
  for (let k = Math.min(MAX_NAME_WORDS, words.length - 1); k >= 1; k--) {
    const key = aliasKey(words.slice(0, k).join(''));
    const systems = key ? table.aliases.get(key) : undefined;
    if (!systems?.length) continue;
    const rest = words.slice(k).join(' ');
    const code = asCode(rest);
    if (code) return { systems, rest: code };
    // before words only a classification's acronym counts: "truck driver" or "mesh fabric" is no prefix
    if (k === 1 && WORD_PREFIXES.has(key)) return { systems, rest };
  }
  return null;
}

export async function systemPrefix(db: Queryable, q: string): Promise<SystemPrefix | null> {
  if (!/\s/.test(q.trim())) return null;
  return namedSystems(await systemAuthority(db), q);
}

/** True when `word` names a system (never spelling-corrected). */
export const isSystemName = (table: AuthorityTable, word: string): boolean => table.aliases.has(aliasKey(word));

/** The systems a search covers: those named in the query, within the caller's own filter when given. */
export function scopeTo(prefix: SystemPrefix, systems: string[] | undefined): string[] {
  return systems?.length ? prefix.systems.filter((s) => systems.includes(s)) : prefix.systems;
}
