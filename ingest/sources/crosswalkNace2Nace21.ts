/**
 * NACE Rev. 2 → NACE Rev. 2.1 correspondence (Eurostat metadata-server export). One sheet, every cell text:
 * NACE2_CODE, LEVEL, NACE2_HEADING, NACE21_CODE, NACE21_HEADING, Common_Content, Mapping_Type; codes dotted,
 * headings prefixed with their code. 1,571 link rows at all four levels; one row (46.89) has no NACE Rev. 2
 * side (its note says why) and gives no edge. Typing, from the table's mapping type (one target or several)
 * and its coverage: a link whose Rev. 2 code maps to that one Rev. 2.1 code only and whose Rev. 2.1 code
 * receives that Rev. 2 code only is `exact`; a Rev. 2 code split over several Rev. 2.1 codes, each receiving
 * only it, gives `narrow` links (the Rev. 2.1 code is narrower); several Rev. 2 codes merged into one Rev. 2.1
 * code give `broad` links; a many-to-many tangle gives `partial`. The stated common content (coverage notes)
 * travels with the edge's provenance (`note`).
 */
import { readSheetColumns } from './sheetColumns.ts';
import type { EdgeRecord, MatchType } from '../../commands/records.ts';
import type { SourceAdapter } from './types.ts';

export const NACE2_NACE21_FILE = 'NACE2_NACE2.1_Table.xlsx';

export interface NaceLink {
  source: string;
  target: string;
  common: string;
  mapping: string;
}

/** The match type of each link from the counts of targets per source and sources per target. */
export function typeLinks(links: NaceLink[]): (NaceLink & { match_type: MatchType })[] {
  const targets = new Map<string, Set<string>>();
  const sources = new Map<string, Set<string>>();
  for (const l of links) {
    (targets.get(l.source) ?? targets.set(l.source, new Set()).get(l.source)!).add(l.target);
    (sources.get(l.target) ?? sources.set(l.target, new Set()).get(l.target)!).add(l.source);
  }
  return links.map((l) => {
    const split = targets.get(l.source)!.size > 1;
    const merged = sources.get(l.target)!.size > 1;
    const match_type: MatchType = split && merged ? 'partial' : split ? 'narrow' : merged ? 'broad' : 'exact';
    return { ...l, match_type };
  });
}

export const crosswalkNace2Nace21: SourceAdapter = {
  id: 'crosswalk_nace_rev2__nace_rev21',
  kind: 'crosswalk',
  title: 'NACE Rev. 2 to NACE Rev. 2.1 correspondence (Eurostat)',
  folder: 'crosswalks/nace_rev2__nace_rev21',
  files: [
    {
      name: NACE2_NACE21_FILE,
      url: 'https://raw.githubusercontent.com/MislavSag/dawetrest/fde73668f3d8ca2cfdb81aa80130b737deda0196/data/NACE2_NACE2.1_Table.xlsx',
    },
  ],
  async read(dir) {
    const { rows, c } = await readSheetColumns(dir, NACE2_NACE21_FILE, {
      source: 'NACE2_CODE',
      target: 'NACE21_CODE',
      common: 'Common_Content',
      mapping: 'Mapping_Type',
    });
    const links: NaceLink[] = [];
    const seen = new Set<string>();
    for (const r of rows) {
      const l = {
        source: (r[c.source] ?? '').trim(),
        target: (r[c.target] ?? '').trim(),
        common: (r[c.common] ?? '').trim(),
        mapping: (r[c.mapping] ?? '').trim(),
      };
      if (!l.source || !l.target || seen.has(`${l.source} ${l.target}`)) continue;
      seen.add(`${l.source} ${l.target}`);
      links.push(l);
    }
    const source = `official:${crosswalkNace2Nace21.id}`;
    const edges: EdgeRecord[] = typeLinks(links).map((l) => ({
      source_system: 'nace_rev2',
      source_code: l.source,
      target_system: 'nace_rev21',
      target_code: l.target,
      match_type: l.match_type,
      provenance: {
        kind: 'official',
        source,
        ...(l.common && { note: l.common }),
      },
    }));
    return { edges };
  },
};
