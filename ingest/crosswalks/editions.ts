import type { EdgeRecord } from '../../commands/records.ts';
import type { StatedTitles } from '../sources/edges.ts';
import type { CodeIndex } from './codeIndex.ts';

/** Older editions an authority published concordances for, and the edition the service holds. */
export const CURRENT_EDITION: Record<string, string> = {
  naics_1997: 'naics_2022',
  naics_2002: 'naics_2022',
  naics_2017: 'naics_2022',
  soc_2010: 'soc_2018',
};

/** A title as compared between editions: case, spacing and NAICS's trailing `T` (trilateral) mark ignored. */
export const sameTitle = (a: string, b: string) => {
  const norm = (t: string) =>
    t
      .replace(/(?<=[a-z)])T$/, '')
      .replace(/\s+/g, ' ')
      .trim()
      .toLowerCase();
  return norm(a) === norm(b);
};

/**
 * Edges of an older edition's concordance carried to the current edition, only through codes whose
 * code and title are unchanged between the editions (the title as the concordance states it against
 * the current edition's). Each is marked `derived`, with the rule and the older code it went through.
 */
export function deriveEdges(edges: EdgeRecord[], titles: StatedTitles, index: CodeIndex, source: string): EdgeRecord[] {
  const out: EdgeRecord[] = [];
  const carry = (system: string, code: string): [string, string | null] | null => {
    const current = CURRENT_EDITION[system];
    if (!current) return [system, null];
    const stated = titles.get(system)?.get(code);
    const now = index.get(current)?.get(code);
    return stated && now && sameTitle(stated, now.title) ? [current, `${system}:${code}`] : null;
  };
  for (const e of edges) {
    const s = carry(e.source_system, e.source_code);
    const t = carry(e.target_system, e.target_code);
    if (!s || !t || (!s[1] && !t[1])) continue;
    const rule = [s, t]
      .filter((x) => x[1])
      .map((x) => `unchanged code and title: ${x[1]!.split(':')[0]} -> ${x[0]}`)
      .join('; ');
    out.push({
      ...e,
      source_system: s[0],
      target_system: t[0],
      provenance: { kind: 'derived', source, rule, path: [s[1], t[1]].filter((x): x is string => Boolean(x)) },
    });
  }
  return out;
}
