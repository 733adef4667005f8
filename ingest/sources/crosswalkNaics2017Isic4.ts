/**
 * 2017 NAICS → ISIC Rev. 4 (U.S. Census Bureau concordance, sheet "NAICS 17 to ISIC 4
 * technical"). Columns: Part of NAICS US (*) | 2017 NAICS US | title | Part of ISIC (*) |
 * ISIC 4.0 | title | notes. A `*` on either side marks a partial link.
 * QUIRKS: ISIC codes are stored as NUMBERS whose cell formats (`0000` for classes, `000` for
 * groups) show the leading zeros: the XLSX reader applies them, so 111 reads "0111", 12 reads
 * "012" and the genuine group 331 stays "331". Cells may end in newlines. The first rows use
 * NAICS `0` ("Multiple NAICS industries", the households classes 9810/9820 spread over all of
 * NAICS): not a code, skipped.
 */
import { join } from 'node:path';
import { readXlsx } from './formats/xlsx.ts';
import { cell, findRow, pickSheet } from './formats/sheet.ts';
import { buildEdges, numericCode, statedTitles, type LinkRow } from './edges.ts';
import type { SourceAdapter } from './types.ts';

const FILE = '2017_NAICS_to_ISIC_4.xlsx';

export const crosswalkNaics2017Isic4: SourceAdapter = {
  id: 'crosswalk_naics_2017__isic_rev4',
  kind: 'crosswalk',
  title: '2017 NAICS to ISIC Rev. 4 concordance (U.S. Census Bureau)',
  folder: 'crosswalks/naics_2017__isic_rev4',
  files: [{ name: FILE, url: 'https://www.census.gov/naics/concordances/2017_NAICS_to_ISIC_4.xlsx' }],
  async read(dir) {
    const rows = pickSheet(await readXlsx(join(dir, FILE))).rows;
    const header = findRow(rows, (r) => /^part of naics/i.test(cell(r, 0)));
    const links: LinkRow[] = [];
    for (const r of rows.slice(header + 1)) {
      const naics = numericCode(cell(r, 1));
      if (!naics || naics === '0') continue;
      links.push({
        source: naics,
        target: cell(r, 4),
        partial: cell(r, 0) === '*' || cell(r, 3) === '*',
        sourceTitle: cell(r, 2),
      });
    }
    return {
      edges: buildEdges('naics_2017', 'isic_rev4', links),
      titles: statedTitles('naics_2017', 'isic_rev4', links),
    };
  },
};
