/**
 * ISCO-08 ↔ 2010 SOC (U.S. BLS, ISCO_SOC_Crosswalk.xls, BIFF8). Two sheets with the same
 * layout after six note rows: "ISCO-08 to 2010 SOC" (ISCO code | title | part | SOC code |
 * title | comment) and "2010 SOC to ISCO-08" (code/title pairs swapped). Both directions are
 * emitted, each from its own sheet. `part` = `*` marks a partial link.
 * QUIRKS: codes are text; ~250 SOC and 5 ISCO cells carry a trailing space (trimmed); a few
 * ISCO targets are 3-digit minor groups ("matches to 3-digit ISCO") and are kept as such.
 */
import { join } from 'node:path';
import { readXls } from './formats/xls.ts';
import { cell, findRow, pickSheet, type Sheet } from './formats/sheet.ts';
import { buildEdges, statedTitles, type LinkRow } from './edges.ts';
import type { SourceAdapter } from './types.ts';

const FILE = 'ISCO_SOC_Crosswalk.xls';

function sheetLinks(sheet: Sheet): LinkRow[] {
  const header = findRow(sheet.rows, (r) => cell(r, 2) === 'part');
  return sheet.rows
    .slice(header + 1)
    .filter((r) => cell(r, 0) && cell(r, 3))
    .map((r) => ({
      source: cell(r, 0),
      target: cell(r, 3),
      partial: cell(r, 2) === '*',
      sourceTitle: cell(r, 1),
      targetTitle: cell(r, 4),
    }));
}

export const crosswalkIsco08Soc2010: SourceAdapter = {
  id: 'crosswalk_isco_08__soc_2010',
  kind: 'crosswalk',
  title: 'ISCO-08 to 2010 SOC crosswalk (U.S. BLS)',
  folder: 'crosswalks/isco_08__soc_2010',
  files: [{ name: FILE, url: 'https://www.bls.gov/soc/ISCO_SOC_Crosswalk.xls' }],
  async read(dir) {
    const sheets = await readXls(join(dir, FILE));
    const forward = sheetLinks(pickSheet(sheets, 'ISCO-08 to 2010 SOC'));
    const reverse = sheetLinks(pickSheet(sheets, '2010 SOC to ISCO-08'));
    return {
      edges: [...buildEdges('isco_08', 'soc_2010', forward), ...buildEdges('soc_2010', 'isco_08', reverse)],
      titles: statedTitles('soc_2010', 'isco_08', reverse, statedTitles('isco_08', 'soc_2010', forward)),
    };
  },
};
