/**
 * 1987 SIC ↔ 1997 NAICS (U.S. Census Bureau, two BIFF8 workbooks), both directions.
 * 1987_SIC_to_1997_NAICS.xls, sheet "Sic-naic": SIC | Part Indicator (`pt`) | SIC title |
 *   1997 NAICS | NAICS title (ending in "(pt)" when only part of the NAICS code is meant).
 *   Division heading rows and 2-digit major-group rows carry no link and are skipped, as are
 *   4-digit SIC rows without a NAICS code (the header line of a split SIC).
 * 1997_NAICS_to_1987_SIC.xls, Sheet1: NAICS | NAICS Part Indicator (a, b, c… for each part of
 *   a split NAICS code) | title | SIC | SIC Part Indicator (`*`) | SIC title.
 * Code clean-up (lost zeros, 5-digit NAICS) in censusSicNaics.ts.
 */
import { join } from 'node:path';
import { readXls } from './formats/xls.ts';
import { cell, findRow, pickSheet } from './formats/sheet.ts';
import { buildEdges, type LinkRow } from './edges.ts';
import { naicsCode, sicCode } from './censusSicNaics.ts';
import type { SourceAdapter } from './types.ts';

const SIC_TO_NAICS = '1987_SIC_to_1997_NAICS.xls';
const NAICS_TO_SIC = '1997_NAICS_to_1987_SIC.xls';
const BASE = 'https://www.census.gov/naics/concordances';

export const crosswalkSic1987Naics1997: SourceAdapter = {
  id: 'crosswalk_sic_1987__naics_1997',
  kind: 'crosswalk',
  title: '1987 SIC to 1997 NAICS concordances (U.S. Census Bureau)',
  folder: 'crosswalks/sic_1987__naics_1997',
  files: [
    { name: SIC_TO_NAICS, url: `${BASE}/${SIC_TO_NAICS}` },
    { name: NAICS_TO_SIC, url: `${BASE}/${NAICS_TO_SIC}` },
  ],
  async read(dir) {
    const forward = pickSheet(await readXls(join(dir, SIC_TO_NAICS))).rows;
    const fwdHeader = findRow(forward, (r) => cell(r, 0) === 'SIC');
    const forwardLinks: LinkRow[] = [];
    for (const r of forward.slice(fwdHeader + 1)) {
      if (cell(r, 0).length !== 4) continue; // division headings, 2-digit major groups
      forwardLinks.push({
        source: sicCode(cell(r, 0)),
        target: naicsCode(cell(r, 3)),
        partial: cell(r, 1) === 'pt' || /\(pt\)$/.test(cell(r, 4)),
      });
    }

    const reverse = pickSheet(await readXls(join(dir, NAICS_TO_SIC))).rows;
    const revHeader = findRow(reverse, (r) => cell(r, 0) === '1997 NAICS');
    const reverseLinks: LinkRow[] = reverse.slice(revHeader + 1).map((r) => ({
      source: naicsCode(cell(r, 0)),
      target: sicCode(cell(r, 3)),
      partial: cell(r, 1) !== '' || cell(r, 4) === '*',
    }));

    return {
      edges: [
        ...buildEdges('sic_1987', 'naics_1997', forwardLinks),
        ...buildEdges('naics_1997', 'sic_1987', reverseLinks),
      ],
    };
  },
};
