/**
 * 1987 SIC ↔ 2002 NAICS (U.S. Census Bureau, two BIFF8 workbooks holding the same links,
 * sorted by SIC and by NAICS), both directions.
 * 1987_SIC_to_2002_NAICS.xls: SIC | SIC Title (and note) | 2002 NAICS | NAICS title.
 * 2002_NAICS_to_1987_SIC.xls: 2002 NAICS | title | SIC | SIC Title (and note).
 * No part indicators: exact/partial follow from the fan-out alone (edges.ts). Rows whose SIC
 * is `Aux` (auxiliaries) or empty ("Null Set for U.S.") and the trailing blank row are
 * skipped. Code clean-up (numeric SIC without zero padding) in censusSicNaics.ts.
 */
import { join } from 'node:path';
import { readXls } from './formats/xls.ts';
import { cell, findRow, pickSheet } from './formats/sheet.ts';
import { buildEdges, statedTitles, type LinkRow } from './edges.ts';
import { naicsCode, sicCode } from './censusSicNaics.ts';
import type { SourceAdapter } from './types.ts';

const SIC_TO_NAICS = '1987_SIC_to_2002_NAICS.xls';
const NAICS_TO_SIC = '2002_NAICS_to_1987_SIC.xls';
const BASE = 'https://www.census.gov/naics/concordances';

/** Title columns follow their code columns. */
async function links(path: string, sicCol: number, naicsCol: number, fromSic: boolean): Promise<LinkRow[]> {
  const rows = pickSheet(await readXls(path)).rows;
  const header = findRow(rows, (r) => /^(SIC|2002 NAICS)$/.test(cell(r, 0)));
  return rows.slice(header + 1).map((r) => {
    const sic = sicCode(cell(r, sicCol));
    const naics = naicsCode(cell(r, naicsCol));
    const sicTitle = cell(r, sicCol + 1);
    const naicsTitle = cell(r, naicsCol + 1);
    return fromSic
      ? { source: sic, target: naics, sourceTitle: sicTitle, targetTitle: naicsTitle }
      : { source: naics, target: sic, sourceTitle: naicsTitle, targetTitle: sicTitle };
  });
}

export const crosswalkSic1987Naics2002: SourceAdapter = {
  id: 'crosswalk_sic_1987__naics_2002',
  kind: 'crosswalk',
  title: '1987 SIC to 2002 NAICS concordances (U.S. Census Bureau)',
  folder: 'crosswalks/sic_1987__naics_2002',
  files: [
    { name: SIC_TO_NAICS, url: `${BASE}/${SIC_TO_NAICS}` },
    { name: NAICS_TO_SIC, url: `${BASE}/${NAICS_TO_SIC}` },
  ],
  async read(dir) {
    const forward = await links(join(dir, SIC_TO_NAICS), 0, 2, true);
    const reverse = await links(join(dir, NAICS_TO_SIC), 2, 0, false);
    return {
      edges: [...buildEdges('sic_1987', 'naics_2002', forward), ...buildEdges('naics_2002', 'sic_1987', reverse)],
      titles: statedTitles('sic_1987', 'naics_2002', forward),
    };
  },
};
